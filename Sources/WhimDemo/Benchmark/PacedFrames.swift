import Foundation
import WhimAnimation
import WhimGraphics
import WhimMap

/// A map view played the way the window plays it, one tick every 1/60 s: input, the view prepared ahead
/// (`prepareAhead`, which the window does while it waits for the refresh), then the frame — the camera
/// advanced, `nextFrame()`, and the frame drawn into a window-sized surface as the composer draws it.
final class PacedFrames {
    let view: MapView
    private let target: Surface
    private let canvas: Canvas
    private let stopwatch: any Clock
    private var start: Double
    private var index = 0
    /// The frames' times (advance + nextFrame + draw), ms, since the last `reset()`.
    private(set) var frameMs: [Double] = []
    /// Whole ticks (input, prepare, frame), ms.
    private(set) var tickMs: [Double] = []
    /// Whether the last frame showed only crisp tiles.
    private(set) var lastWasCrisp = false

    init(view: MapView, size: PixelSize, stopwatch: any Clock) throws {
        self.view = view
        self.stopwatch = stopwatch
        target = try Surface(width: size.width, height: size.height, format: .rgb24)
        canvas = Canvas(target)
        start = stopwatch.now
    }

    /// Forgets the times so far and paces from now.
    func reset() {
        frameMs.removeAll()
        tickMs.removeAll()
        start = stopwatch.now
        index = 0
    }

    /// One tick; `timed` ones are recorded.
    func tick(timed: Bool = true, input: () -> Void = {}) {
        let i0 = stopwatch.now
        input()
        try? view.prepareAhead()
        let t0 = stopwatch.now
        view.advance(by: 1.0 / 60)
        if let frame = try? view.nextFrame() {
            frame.draw(into: target, canvas: canvas, in: target.bounds)
            lastWasCrisp = frame.isCrisp && !view.isAnimating
        }
        let t1 = stopwatch.now
        if timed {
            frameMs.append((t1 - t0) * 1000)
            tickMs.append((t1 - i0) * 1000)
        }
        index += 1
        let wait = start + Double(index) / 60 - stopwatch.now
        if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
    }

    /// Ticks until a frame is all crisp tiles (at most `seconds`); the time it ended, or nil.
    func untilCrisp(seconds: Double) -> Double? {
        for _ in 0..<Int(seconds * 60) {
            tick(timed: false)
            if lastWasCrisp { return stopwatch.now }
        }
        return nil
    }
}

import Foundation
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimMap
import WhimThreads

/// The map at scale: a model `grid × grid` times the Helsinki extract (shifted copies side by side, made
/// here rather than shipped), played through the demo at a window size the way the window plays it —
/// tiles in the background, frames paced at 60 Hz — to compare the frame path over a large map with the
/// same over the original, and to time the first crisp frame after loading.
public struct MapScaleBenchmark {
    /// The figures of one map (key names are the JSON's).
    public struct Figures: Codable, Sendable {
        public var features: Int
        /// From the model being ready to the first frame whose map is all crisp tiles; nil (left out of the
        /// JSON) when none came within ten seconds of frames (a machine too busy to draw the tiles).
        public var first_crisp_frame_ms: Double?
        /// Pan and zoom frames (update + renderFrame).
        public var frames: Int
        public var p50_ms: Double
        public var p99_ms: Double
        public var max_ms: Double
        public var frames_over_16_7ms: Int
        /// The frame thread's CPU time per frame (the cost, without the waits for a core).
        public var cpu_p50_ms: Double
        public var cpu_p99_ms: Double
        public var cpu_max_ms: Double
        /// Whole ticks: the input, the container's `prepare()` (which the window does in the wait for the
        /// refresh) and the frame. Optional so that figures from before they were timed still decode.
        public var tick_p99_ms: Double?
        public var tick_max_ms: Double?
        public var ticks_over_16_7ms: Int?
    }

    /// `grid × grid` copies of `model`, each shifted by whole extents (names kept, so labels repeat).
    public static func tiled(_ model: MapModel, grid: Int) -> MapModel {
        let n = max(1, grid)
        let w = model.worldBounds
        let bounds = WebMercator.unproject(Rect(x: w.minX, y: w.minY, width: w.width * Double(n), height: w.height * Double(n)))
        return MapModel(bounds: bounds,
                        tileFeatures: model.tileFeatures.repeated(grid: n, step: Size(width: w.width, height: w.height)))
    }

    public let model: MapModel
    public let size: PixelSize

    public init(model: MapModel, size: PixelSize) {
        self.model = model
        self.size = size
    }

    /// Opens the demo on the map, waits for the first crisp frame, then pans (a drag of 8 px per frame
    /// for two seconds) and zooms (four wheel steps in, four out), timing every frame and every whole tick.
    public func run(stopwatch: any Clock) throws -> Figures {
        let clock = ManualClock()
        let loaded = stopwatch.now
        let app = try DemoApp(size: size.size, clock: clock, map: model)
        let view = app.backdrop.mapView
        view.tileLoading = .background
        defer { view.worker.stop() }
        // The frame thread's scheduling, as the window's run loop (and the tour's benchmark) sets it; the
        // caller's thread gets its own back afterwards.
        return ThreadPriority.asFrameThread { play(app: app, view: view, clock: clock, loaded: loaded, stopwatch: stopwatch) }
    }

    /// Waits for the first crisp frame, then pans and zooms (see `run`).
    private func play(app: DemoApp, view: MapView, clock: ManualClock, loaded: Double, stopwatch: any Clock) -> Figures {
        let c = app.container
        var firstCrisp: Double?
        var times: [Double] = [], cpu: [Double] = [], ticks: [Double] = []
        let start = stopwatch.now
        var index = 0
        /// One tick: `input`, then the container prepared for it (as the window does between frames), then
        /// the frame (update + renderFrame), which is what `times` and `cpu` hold; `ticks` hold all three.
        func frame(timed: Bool, input: () -> Void = {}) {
            let i0 = stopwatch.now
            input()
            c.prepare()
            let t0 = stopwatch.now, c0 = TourBenchmark.threadCPUSeconds()
            clock.advance(by: 1.0 / 60)
            c.update()
            c.renderFrame()
            let t1 = stopwatch.now, c1 = TourBenchmark.threadCPUSeconds()
            if timed {
                times.append((t1 - t0) * 1000)
                cpu.append((c1 - c0) * 1000)
                ticks.append((t1 - i0) * 1000)
            }
            index += 1
            let wait = start + Double(index) / 60 - stopwatch.now
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
        }
        // Loading: frames until the map is crisp (at most ten seconds).
        for _ in 0..<600 {
            frame(timed: false)
            if let f = try? view.prepareFrame(), f.isCrisp, !view.isAnimating {
                firstCrisp = (stopwatch.now - loaded) * 1000
                break
            }
        }
        // Pan: press on the map between the panels, drag 8 px a frame.
        let p = Point(x: size.size.width / 2, y: size.size.height * 0.3)
        frame(timed: true) { c.handle(.pointerDown(p, .primary)) }
        for i in 1...120 {
            frame(timed: true) { c.handle(.pointerMove(Point(x: p.x - Double(8 * i), y: p.y - Double(3 * i)))) }
        }
        frame(timed: true) { c.handle(.pointerUp(Point(x: p.x - 960, y: p.y - 360), .primary)) }
        // Zoom in and out around the same point, letting each step settle.
        for dy in [1.0, 1, 1, 1, -1, -1, -1, -1] {
            frame(timed: true) { c.handle(.wheel(p, dx: 0, dy: dy)) }
            for _ in 1..<30 { frame(timed: true) }
        }
        let wall = TourBenchmark.summary(times, memcpyMs: 0, size: size)
        let work = TourBenchmark.summary(cpu, memcpyMs: 0, size: size)
        let tick = TourBenchmark.summary(ticks, memcpyMs: 0, size: size)
        return Figures(features: model.tileFeatures.count, first_crisp_frame_ms: firstCrisp, frames: wall.frames,
                       p50_ms: wall.p50_ms, p99_ms: wall.p99_ms, max_ms: wall.max_ms,
                       frames_over_16_7ms: wall.frames_over_16_7ms, cpu_p50_ms: work.p50_ms, cpu_p99_ms: work.p99_ms,
                       cpu_max_ms: work.max_ms, tick_p99_ms: tick.p99_ms, tick_max_ms: tick.max_ms,
                       ticks_over_16_7ms: tick.frames_over_16_7ms)
    }
}

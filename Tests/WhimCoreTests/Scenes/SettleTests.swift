import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// A plain backdrop with a camera move of its own that lasts until `end` (engine seconds).
private final class MovingBackdrop: Backdrop {
    let end: Double
    private(set) var time = 0.0
    private(set) var surface: Surface?
    let origin = PixelPoint.zero
    let version = 0

    init(movingUntil end: Double) { self.end = end }

    func resize(to size: PixelSize, scale: Double) { surface = try? Surface(width: size.width, height: size.height, format: .rgb24) }
    func setVisibleInsets(_ insets: EdgeInsets) {}
    func advance(to time: Double) -> Bool {
        self.time = time
        return isAnimating
    }
    var isAnimating: Bool { time < end }
    func handle(_ gesture: BackdropGesture, at time: Double) -> Bool { false }
}

@Suite struct SettleTests {
    @Test("the container animates while its backdrop does, and settle waits for the backdrop, not a frame longer",
          arguments: [0.0, 0.5, 2.5])
    func settleWaitsForTheBackdrop(end: Double) throws {
        let clock = ManualClock()
        let backdrop = MovingBackdrop(movingUntil: end)
        let container = try WhimSceneContainer(size: Size(width: 320, height: 240), clock: clock, backdrop: backdrop)
        container.setRoot(TestScene(fullscreen: "home"))
        #expect(container.isAnimating == (end > 0))
        container.settle(on: clock)
        #expect(!container.isAnimating)
        #expect(backdrop.time >= end)
        #expect(backdrop.time < end + 1.0 / 60 + 1e-9)
    }
}

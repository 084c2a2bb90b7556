import Testing
import WhimAnimation
@testable import WhimCore
import WhimGraphics

/// A navigation request goes down the layers once: queued once as it reaches the container, applied once by
/// the next drain (a frame, `prepare()`, or a read of the driver's state), and what it shows laid out once.
@Suite struct RequestPathTests {
    /// The counts gained since `before`.
    func gained(_ container: WhimSceneContainer, since before: DriverCounts) -> DriverCounts {
        let now = container.driver.counts
        return DriverCounts(queued: now.queued - before.queued, applied: now.applied - before.applied, arranged: now.arranged - before.arranged)
    }

    @Test func aPushGoesDownOnce() throws {
        let (container, clock, stack, home) = try makeHomeAndStack()
        let before = container.driver.counts
        stack.push(scene: TestScene(fullscreen: "next"), animating: WhimSceneAnimatedTransitions.Push())
        #expect(gained(container, since: before) == DriverCounts(queued: 1, applied: 0, arranged: 0))
        #expect(container.displayed != home.viewController)
        #expect(gained(container, since: before) == DriverCounts(queued: 1, applied: 1, arranged: 1))
        container.settle(on: clock)
        #expect(gained(container, since: before) == DriverCounts(queued: 1, applied: 1, arranged: 1))
    }

    @Test func aTapThatPushesGoesDownOnce() throws {
        let (container, clock) = try makeContainer()
        weak var pushing: WhimSceneNavigationStack?
        let button = Button("Next") { pushing?.push(scene: TestScene(fullscreen: "next"), animating: WhimSceneAnimatedTransitions.Push()) }
        let panel = Panel(title: "home", chrome: .plain(.white), contentInsets: EdgeInsets(all: 10), root: VStack([button, Spacer()]))
        let stack = WhimSceneNavigationStack([WhimSingleScene(.fullscreen(panel))])
        pushing = stack
        container.setRoot(stack)
        container.settle(on: clock)
        let rect = try #require(container.rectInContainerPixels(of: button))
        let p = Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
        let before = container.driver.counts
        #expect(container.handle(.pointerDown(p, .primary)))
        #expect(container.handle(.pointerUp(p, .primary)))
        #expect(gained(container, since: before) == DriverCounts(queued: 1, applied: 0, arranged: 0))
        container.prepare()
        #expect(gained(container, since: before) == DriverCounts(queued: 1, applied: 1, arranged: 1))
        #expect(container.isTransitioning)
        container.settle(on: clock)
        #expect(gained(container, since: before) == DriverCounts(queued: 1, applied: 1, arranged: 1))
        #expect(!container.isTransitioning && stack.scenes.count == 2)
    }
}

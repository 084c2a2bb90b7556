import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

@Suite struct TransitionDriverTests {
    func homeAndStack() throws -> (WhimSceneContainer, ManualClock, WhimSceneNavigationStack, TestScene) {
        try makeHomeAndStack()
    }

    @Test func timedPushRunsOnTheInjectedClock() throws {
        let (container, clock, stack, home) = try homeAndStack()
        let next = TestScene(multipart: "next")
        stack.push(scene: next)
        container.prepare()
        #expect(container.isTransitioning)
        container.step(clock, 0.15)
        let mid = try #require(container.transitionProgress)
        #expect(mid > 0.5 && mid < 1)  // ease-out: past halfway at half time
        container.step(clock, 0.16)
        #expect(!container.isTransitioning)
        #expect(next.isShown && home.isHidden)
        #expect(next.isBalanced && home.isBalanced)
        let events = next.recordingPanels[0].events
        #expect(events == [.willAppear, .didAppear])
        #expect(home.recordingPanels[0].events == [.willAppear, .didAppear, .willDisappear, .didDisappear])
    }

    @Test func interactivePopFinishes() throws {
        let (container, clock, stack, home) = try homeAndStack()
        let next = TestScene(multipart: "next")
        stack.push(scene: next)
        container.settle(on: clock)
        var popped: (any WhimScene)?
        let began = container.beginInteractiveTransition({ popped = stack.pop() }, restore: {})
        #expect(began && container.isInteractive)
        container.updateInteractiveTransition(progress: 0.4)
        container.step(clock, 1)  // time passing does not move an interactive transition
        #expect(container.transitionProgress == 0.4)
        container.finishInteractiveTransition(velocity: 2)
        container.settle(on: clock)
        #expect(popped === next)
        #expect(home.isShown && next.isHidden)
        #expect(home.isBalanced && next.isBalanced)
        #expect(next.recordingPanels[0].events == [.willAppear, .didAppear, .willDisappear, .didDisappear])
    }

    @Test func interactivePopCancelsAndRestoresTheStack() throws {
        let (container, clock, stack, home) = try homeAndStack()
        let next = TestScene(multipart: "next")
        stack.push(scene: next)
        container.settle(on: clock)
        var popped: (any WhimScene)?
        #expect(container.beginInteractiveTransition({ popped = stack.pop() }, restore: { stack.push(scene: popped!, animating: WhimSceneAnimatedTransitions.None()) }))
        container.updateInteractiveTransition(progress: 0.3)
        container.cancelInteractiveTransition(velocity: -0.5)
        container.settle(on: clock)
        #expect(stack.topScene === next)
        #expect(container.displayed == next.viewController)
        #expect(next.isShown && home.isHidden)
        #expect(next.isBalanced && home.isBalanced)
        // The cancelled pop gave next: willDisappear then willAppear, didAppear — each cycle legal.
        #expect(next.recordingPanels[0].events.suffix(3) == [.willDisappear, .willAppear, .didAppear])
        #expect(!container.isTransitioning)
    }

    @Test func popDuringPushReversesInPlace() throws {
        let (container, clock, stack, home) = try homeAndStack()
        let next = TestScene(multipart: "next")
        stack.push(scene: next)
        container.step(clock, 0.1)
        let before = try #require(container.transitionProgress)
        let frame = container.frame.copy()
        stack.pop()
        container.prepare()
        // The reversal is the transition's `reversed` from 1 − progress: the same frame (no jump), heading back.
        #expect(container.transitionProgress == 1 - before)
        container.renderFrame()
        let d = ImageComparison.compare(expected: frame, actual: container.frame, tolerance: ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 0))
        #expect(d.isWithin(ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 0)), "\(d)")
        container.step(clock, 1.0 / 60)
        let after = try #require(container.transitionProgress)
        #expect(after > 1 - before)
        container.settle(on: clock)
        #expect(home.isShown && next.isHidden)
        #expect(home.isBalanced && next.isBalanced)
        // Reversing takes the share of the duration already travelled: well under a full 0.3 s.
    }

    @Test func reversalTakesProportionalTime() throws {
        let (container, clock, stack, _) = try homeAndStack()
        stack.push(scene: TestScene(multipart: "next"))
        container.step(clock, 0.05)
        let p = try #require(container.transitionProgress)
        stack.pop()
        container.step(clock, 0.3 * p + 0.001)
        #expect(!container.isTransitioning)
    }

    @Test func burstOfTenRequestsLandsOnTheLastWithBalancedLifecycles() throws {
        let (container, clock, stack, home) = try homeAndStack()
        var pushed: [TestScene] = []
        for i in 0..<10 {
            let s = i.isMultiple(of: 2) ? TestScene(multipart: "s\(i)") : TestScene(fullscreen: "s\(i)")
            pushed.append(s)
            stack.push(scene: s)
            if i.isMultiple(of: 3) { container.step(clock, 0.02) }  // some within a frame, some across frames
        }
        #expect(stack.scenes.count == 11)
        container.settle(on: clock)
        #expect(container.displayed == pushed.last!.viewController)
        #expect(pushed.last!.isShown)
        #expect(home.isHidden)
        for s in pushed.dropLast() { #expect(s.isHidden, "\(s.name) must end hidden") }
        for s in pushed + [home] { #expect(s.isBalanced, "\(s.name) lifecycle must be balanced: \(s.recordingPanels.map { ($0.events, $0.lifecycleViolations, $0.appearance) })") }
    }

    @Test func interruptionNeverJumps() throws {
        // A push interrupted by another push: the frame right after the request looks like the one before.
        let (container, clock, stack, _) = try homeAndStack()
        stack.push(scene: TestScene(multipart: "B"))
        container.step(clock, 0.08)
        let before = container.frame.copy()
        stack.push(scene: TestScene(multipart: "C"), animating: WhimSceneAnimatedTransitions.Fade())
        container.renderFrame()  // no time passed
        let d = ImageComparison.compare(expected: before, actual: container.frame, tolerance: ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 0))
        #expect(d.isWithin(ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 0)), "\(d)")
    }

    @Test func reducedMotionBecomesAShortCrossFade() throws {
        let (container, clock, stack, home) = try homeAndStack()
        container.reducedMotion = true
        let next = TestScene(multipart: "next")
        stack.push(scene: next)
        container.step(clock, WhimSceneAnimatedTransitions.Fade.reducedMotion.timing.duration / 2)
        // Halfway through the short fade: both scenes in their rest frames, each partly transparent.
        let parts = container.visibleParts()
        #expect(parts.count == 4)
        for part in parts {
            #expect(part.frame.x == 0, "a cross-fade does not slide")
            #expect(part.opacity > 0.05 && part.opacity < 0.95)
        }
        #expect(parts.contains { $0.panel === next.viewController.panels[0] })
        #expect(parts.contains { $0.panel === home.viewController.panels[0] })
        container.step(clock, WhimSceneAnimatedTransitions.Fade.reducedMotion.timing.duration / 2 + 0.01)
        #expect(!container.isTransitioning)
        #expect(next.isShown && next.isBalanced && home.isBalanced)
    }

    @Test func slowMotionStretchesTime() throws {
        let (container, clock, stack, _) = try homeAndStack()
        container.slowMotion = 10
        stack.push(scene: TestScene(multipart: "next"))
        container.step(clock, 0.3)
        #expect(container.isTransitioning)
        container.step(clock, 2.71)
        #expect(!container.isTransitioning)
    }

    @Test func unchangedFrameReportsNoDamage() throws {
        let (container, clock, stack, _) = try homeAndStack()
        container.renderFrame()
        #expect(container.renderFrame().isEmpty)
        stack.push(scene: TestScene(multipart: "next"))
        container.step(clock, 0.05)
        let moving = container.renderFrame()
        #expect(moving.isEmpty)  // same progress as the step's frame
        container.step(clock, 0.05)
        #expect(!container.compositor.lastDamage.isEmpty)
        container.settle(on: clock)
        #expect(container.renderFrame().isEmpty)
    }

    @Test func pushDamagesOnlyThePanelBands() throws {
        let (container, clock, stack, _) = try homeAndStack()
        stack.push(scene: TestScene(multipart: "next"))
        container.step(clock, 0.05)
        let damage = container.compositor.lastDamage
        // Multipart → multipart: the top bar band and the bottom card band, not the map in between.
        #expect(damage.area < container.pixelSize.area * 3 / 4)
        #expect(damage.allSatisfy { $0.width == container.pixelSize.width })
    }

    @Test func inputStaysLiveDuringTransitions() throws {
        let (container, clock, stack, _) = try homeAndStack()
        let target = TestScene(fullscreen: "target")
        stack.push(scene: target)
        container.step(clock, 0.1)
        // The incoming fullscreen panel is drawn partly on screen: a press there reaches it.
        let x = container.size.width - 5
        let hit = container.panel(at: Point(x: x, y: 200))
        #expect(hit?.0 === target.viewController.panels.first)
        // Escape mid-transition reverses it (a pop is a request like any other).
        #expect(container.handle(.key(.escape, [])))
        container.settle(on: clock)
        #expect(stack.scenes.count == 1)
    }

    @Test func zeroSizeIsRefusedWithoutLosingState() throws {
        #expect(throws: ContainerError.self) { try makeContainer(width: 0, height: 100) }
        let (container, clock, stack, home) = try homeAndStack()
        #expect(throws: ContainerError.self) { try container.resize(to: Size(width: 0, height: 0)) }
        #expect(container.pixelSize == PixelSize(width: 960, height: 540))
        #expect(stack.topScene === home)
        try container.resize(to: Size(width: 640, height: 480))
        container.settle(on: clock)
        #expect(container.frame.pixelSize == PixelSize(width: 640, height: 480))
    }
}

extension TransitionDriverTests {
    @Test func edgeDragOverTheMapPopsInteractively() throws {
        let (container, clock, stack, home) = try homeAndStack()
        let next = TestScene(multipart: "next")
        stack.push(scene: next)
        container.settle(on: clock)
        // Between the top bar and the card there is only map: the press goes nowhere until it moves.
        let start = Point(x: 4, y: 200)
        #expect(container.panel(at: start) == nil)
        container.handle(.pointerDown(start, .primary))
        container.handle(.pointerMove(Point(x: 60, y: 204)))
        #expect(container.isInteractive)
        clock.advance(by: 0.05)
        container.handle(.pointerMove(Point(x: 600, y: 210)))
        container.handle(.pointerUp(Point(x: 600, y: 210), .primary))
        container.settle(on: clock)
        #expect(stack.topScene === home && home.isShown && next.isBalanced)
    }

    @Test func verticalDragAtTheEdgePansInsteadOfPopping() throws {
        let (container, clock, stack, _) = try homeAndStack()
        stack.push(scene: TestScene(multipart: "next"))
        container.settle(on: clock)
        container.handle(.pointerDown(Point(x: 4, y: 200), .primary))
        container.handle(.pointerMove(Point(x: 6, y: 260)))
        #expect(!container.isInteractive && !container.isTransitioning)
        container.handle(.pointerUp(Point(x: 6, y: 260), .primary))
        #expect(stack.scenes.count == 2)
    }
}

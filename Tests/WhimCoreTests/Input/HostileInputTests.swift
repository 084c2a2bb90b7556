import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// Pointer and wheel input with non-finite or huge coordinates, in every event kind and position, in every
/// state the engine can be in (idle, mid-transition, mid-press, mid-card-drag, mid-edge-pop): never a trap,
/// never a NaN on screen, and the engine still works afterwards.
@Suite struct HostileInputTests {
    static let badValues: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300]

    /// Every pointer/wheel event kind with `v` in every coordinate or delta position.
    static func events(with v: Double) -> [InputEvent] {
        [
            .pointerDown(Point(x: v, y: 100), .primary), .pointerDown(Point(x: 100, y: v), .primary),
            .pointerMove(Point(x: v, y: 100)), .pointerMove(Point(x: 100, y: v)),
            .pointerUp(Point(x: v, y: 100), .primary), .pointerUp(Point(x: 100, y: v), .primary),
            .wheel(Point(x: v, y: 100), dx: 0, dy: 1), .wheel(Point(x: 100, y: v), dx: 0, dy: 1),
            .wheel(Point(x: 100, y: 100), dx: v, dy: 0), .wheel(Point(x: 100, y: 100), dx: 0, dy: v),
        ]
    }

    enum State: CaseIterable { case idle, midTransition, midPress, midCardDrag, midEdgePop }

    /// A container showing home → next (a stack of two multipart scenes, the card draggable), in `state`.
    func make(_ state: State) throws -> (WhimSceneContainer, ManualClock, [TestScene]) {
        let (container, clock) = try makeContainer()
        let home = TestScene(multipart: "home")
        let stack = WhimSceneNavigationStack([home])
        container.setRoot(stack)
        container.settle(on: clock)
        let next = TestScene(multipart: "next")
        next.viewController.panel(for: .bottom)?.card = BottomCardBehavior(detents: [.fromBottom(120), .fromBottom(300)], initialDetent: 1)
        stack.push(scene: next)
        switch state {
        case .idle:
            container.settle(on: clock)
        case .midTransition:
            container.step(clock, 0.1)
        case .midPress:
            container.settle(on: clock)
            container.handle(.pointerDown(Point(x: 480, y: 500), .primary))
        case .midCardDrag:
            container.settle(on: clock)
            container.handle(.pointerDown(Point(x: 480, y: 400), .primary))
            container.handle(.pointerMove(Point(x: 480, y: 360)))
        case .midEdgePop:
            container.settle(on: clock)
            container.handle(.pointerDown(Point(x: 4, y: 200), .primary))
            container.handle(.pointerMove(Point(x: 80, y: 204)))
            #expect(container.isInteractive)
        }
        container.renderFrame()
        return (container, clock, [home, next])
    }

    func expectSane(_ container: WhimSceneContainer, _ context: String) {
        if let p = container.transitionProgress { #expect(p.isFinite && p >= 0 && p <= 1, "\(context): progress \(p)") }
        for part in container.visibleParts() {
            #expect(part.opacity.isFinite, "\(context): opacity")
            #expect(part.frame.width >= 0 && part.frame.height >= 0, "\(context): frame \(part.frame)")
        }
        #expect(container.visibleMapInsets.top.isFinite && container.visibleMapInsets.bottom.isFinite, "\(context): insets")
    }

    @Test(arguments: State.allCases)
    func badCoordinatesNeverTrapAndLeaveAWorkingEngine(_ state: State) throws {
        for v in Self.badValues {
            for (i, event) in Self.events(with: v).enumerated() {
                let (container, clock, scenes) = try make(state)
                let context = "\(state), value \(v), event #\(i) \(event)"
                container.handle(event)
                container.step(clock)
                expectSane(container, context)
                // A follow-up move with the same value, then a sane release: the sequence ends cleanly.
                container.handle(.pointerMove(Point(x: v, y: v)))
                container.handle(.pointerUp(Point(x: 300, y: 300), .primary))
                container.settle(on: clock)
                expectSane(container, context)
                #expect(!container.isTransitioning, "\(context): settles")
                for s in scenes { #expect(s.isBalanced, "\(context): \(s.name) lifecycle balanced") }
                // Still works: Esc goes back (or there is nothing to go back from after an edge pop).
                container.handle(.key(.escape, []))
                container.settle(on: clock)
                #expect(scenes[0].isShown, "\(context): home shown after going back")
            }
        }
    }

    @Test func sanitizingDropsNonFiniteAndClampsHuge() {
        #expect(InputEvent.pointerDown(Point(x: .nan, y: 0), .primary).sanitized() == nil)
        #expect(InputEvent.pointerMove(Point(x: 0, y: -.infinity)).sanitized() == nil)
        #expect(InputEvent.wheel(Point(x: 0, y: 0), dx: .infinity, dy: 0).sanitized() == nil)
        let m = InputEvent.maximumCoordinate
        #expect(InputEvent.pointerUp(Point(x: 1e300, y: -1e300), .secondary).sanitized() == .pointerUp(Point(x: m, y: -m), .secondary))
        #expect(InputEvent.wheel(Point(x: 3, y: 4), dx: -1e300, dy: 2).sanitized() == .wheel(Point(x: 3, y: 4), dx: -InputEvent.maximumWheelDelta, dy: 2))
        let fine = InputEvent.pointerMove(Point(x: 12.5, y: -3))
        #expect(fine.sanitized() == fine)
        #expect(InputEvent.text("x").sanitized() == .text("x"))
        #expect(InputEvent.key(.escape, [.shift]).sanitized() == .key(.escape, [.shift]))
    }

    @Test func hitTestingFarAwayFindsNothing() throws {
        let (container, _, _) = try make(.idle)
        for v in Self.badValues {
            #expect(container.panel(at: Point(x: v, y: 10)) == nil)
            #expect(container.panel(at: Point(x: 10, y: v)) == nil)
        }
    }
}

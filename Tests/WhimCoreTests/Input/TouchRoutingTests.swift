import Testing
import WhimAnimation
@testable import WhimCore
import WhimGraphics
import WhimRandom

/// Fingers in the gesture arena: one finger does what the mouse does; two on the backdrop pan and
/// pinch; a touch and the mouse at once never move or end each other's sequence.
@Suite struct TouchRoutingTests {
    /// Where the one-finger property runs: a stack (home → next, next's card draggable between two detents)
    /// over a backdrop that records gestures, or a sheet with two detents presented over home.
    enum Scenario: CaseIterable { case stack, sheet }

    /// A settled container for `scenario`, and a summary of its state to compare (stack, gestures, sheets).
    private func make(_ scenario: Scenario) throws -> (WhimSceneContainer, ManualClock, () -> String) {
        switch scenario {
        case .stack:
            let (container, clock, stack, backdrop) = try make()
            return (container, clock, { "\(stack.scenes.count) \(backdrop.gestures)" })
        case .sheet:
            let (container, clock, host, _) = try makePresenting()
            let sheet = WhimSheet(panel: sheetPanel("sheet"), detents: [.medium, .large])
            host.present(sheet)
            container.settle(on: clock)
            return (container, clock, { "\(host.presented.count) \(sheet.selectedDetent)" })
        }
    }

    /// home → next, next's card draggable between two detents, over a backdrop that records gestures.
    private func make() throws -> (WhimSceneContainer, ManualClock, WhimSceneNavigationStack, GestureRecordingBackdrop) {
        let clock = ManualClock()
        let backdrop = GestureRecordingBackdrop()
        let container = try WhimSceneContainer(size: Size(width: 480, height: 540), clock: clock, backdrop: backdrop)
        let stack = WhimSceneNavigationStack([TestScene(multipart: "home")])
        container.setRoot(stack)
        container.settle(on: clock)
        let next = TestScene(multipart: "next")
        next.viewController.panel(for: .bottom)?.card = BottomCardBehavior(detents: [.fromBottom(120), .fromBottom(300)], initialDetent: 1)
        stack.push(scene: next)
        container.settle(on: clock)
        return (container, clock, stack, backdrop)
    }

    /// The touch a mouse pointer event stands for (finger 3), nil for other events.
    private func touch(for event: InputEvent) -> TouchEvent? {
        switch event {
        case let .pointerDown(p, _): return TouchEvent(finger: 3, .down, at: p)
        case let .pointerMove(p): return TouchEvent(finger: 3, .move, at: p)
        case let .pointerUp(p, _): return TouchEvent(finger: 3, .up, at: p)
        default: return nil
        }
    }

    /// A random press-drag-release: from the left edge (an edge pop), the card or the sheet (a drag), the
    /// top bar (a press), the map or the scrim (a tap or a pan); short or long, slow or fast.
    private func randomSequence(_ scenario: Scenario, _ rng: inout SeededRandom) -> [(InputEvent, Double)] {
        let starts = scenario == .stack
            ? [Point(x: 6, y: 200), Point(x: 240, y: 300), Point(x: 240, y: 30), Point(x: 300, y: 150), Point(x: 240, y: 480)]
            : [Point(x: 6, y: 200), Point(x: 480, y: 280), Point(x: 480, y: 400), Point(x: 480, y: 100)]
        var p = starts[Int.random(in: 0..<starts.count, using: &rng)]
        var events: [(InputEvent, Double)] = [(.pointerDown(p, .primary), 0)]
        let direction = Point(x: Double.random(in: -30...30, using: &rng), y: Double.random(in: -30...30, using: &rng))
        for _ in 0..<Int.random(in: 0...12, using: &rng) {
            p = Point(x: p.x + direction.x + Double.random(in: -4...4, using: &rng), y: p.y + direction.y + Double.random(in: -4...4, using: &rng))
            events.append((.pointerMove(p), Double.random(in: 0.005...0.05, using: &rng)))
        }
        events.append((.pointerUp(p, .primary), Double.random(in: 0.005...0.7, using: &rng)))
        return events
    }

    @Test("one finger does exactly what the mouse does: taps, presses, edge pops, card and sheet drags (same frames, same state)",
          arguments: Scenario.allCases)
    func oneFingerIsTheMouse(scenario: Scenario) throws {
        var rng = SeededRandom(seed: scenario == .stack ? 1 : 2)
        let (mouse, mouseClock, mouseState) = try make(scenario)
        let (finger, fingerClock, fingerState) = try make(scenario)
        // One sequence after the other on the same pair: each starts where the last one left the screens.
        for round in 0..<10 {
            for (event, wait) in randomSequence(scenario, &rng) {
                mouseClock.advance(by: wait)
                fingerClock.advance(by: wait)
                mouse.update()
                finger.update()
                let usedByMouse = mouse.handle(event)
                let usedByFinger = finger.handle(touch: try #require(touch(for: event)))
                #expect(usedByMouse == usedByFinger, "\(scenario) round \(round): \(event)")
            }
            // Compared mid-motion (a card still springing, a pop still finishing), and settled at the end.
            mouse.step(mouseClock, 0.1)
            finger.step(fingerClock, 0.1)
            if round == 9 {
                mouse.settle(on: mouseClock)
                finger.settle(on: fingerClock)
            }
            #expect(mouseState() == fingerState(), "\(scenario) round \(round)")
            // Pixels compared twice (a debug build compares a frame slowly): mid-way, and at the end.
            guard round == 4 || round == 9 else { continue }
            let d = ImageComparison.compare(expected: mouse.frame, actual: finger.frame, tolerance: .exact)
            #expect(d.isWithin(.exact), "\(scenario) round \(round): \(d)")
        }
    }

    @Test func twoFingersOnTheMapPanAndPinchAboutTheirCentreAndTheFingerLeftPansOn() throws {
        let (container, _, _, backdrop) = try make()
        let a = Point(x: 200, y: 150), b = Point(x: 300, y: 150)
        #expect(container.handle(touch: TouchEvent(finger: 0, .down, at: a)))
        container.handle(touch: TouchEvent(finger: 0, .move, at: Point(x: 204, y: 150)))  // within the slop: no pan yet
        container.handle(touch: TouchEvent(finger: 0, .move, at: a))
        #expect(container.handle(touch: TouchEvent(finger: 1, .down, at: b)))
        #expect(container.handle(touch: TouchEvent(finger: 1, .move, at: Point(x: 400, y: 150))))
        #expect(backdrop.gestures == [.pinch(dx: 50, dy: 0, levels: 1, around: Point(x: 300, y: 150))], "no tap, no pan: a pinch about the centre")
        #expect(container.handle(touch: TouchEvent(finger: 0, .up, at: a)))
        #expect(backdrop.gestures.count == 1, "lifting one finger ends nothing yet")
        // The finger left pans from where it is, and the pan ends when it lifts.
        #expect(container.handle(touch: TouchEvent(finger: 1, .move, at: Point(x: 380, y: 170))))
        #expect(backdrop.gestures.last == .pan(dx: -20, dy: 20))
        #expect(!container.handle(touch: TouchEvent(finger: 1, .move, at: Point(x: 380, y: 170))), "no move, no pan")
        // A finger put down beside it pinches again, and lifting that one leaves the first panning.
        #expect(container.handle(touch: TouchEvent(finger: 3, .down, at: Point(x: 280, y: 170))))
        #expect(container.handle(touch: TouchEvent(finger: 3, .move, at: Point(x: 180, y: 170))))
        #expect(backdrop.gestures.last == .pinch(dx: -50, dy: 0, levels: 1, around: Point(x: 280, y: 170)))
        #expect(container.handle(touch: TouchEvent(finger: 3, .up, at: Point(x: 180, y: 170))))
        #expect(container.handle(touch: TouchEvent(finger: 1, .move, at: Point(x: 390, y: 170))))
        #expect(backdrop.gestures.last == .pan(dx: 10, dy: 0))
        #expect(container.handle(touch: TouchEvent(finger: 1, .up, at: Point(x: 390, y: 170))))
        #expect(backdrop.gestures.last == .panEnded(velocity: .zero))
        #expect(!backdrop.gestures.contains { if case .tap = $0 { true } else { false } }, "nothing was a tap")
        // And the next touch is a tap again.
        container.handle(touch: TouchEvent(finger: 2, .down, at: a))
        container.handle(touch: TouchEvent(finger: 2, .up, at: a))
        #expect(backdrop.gestures.last == .tap(a))
    }

    @Test func aSecondFingerWhileTheFirstDragsTheCardIsIgnored() throws {
        let (container, _, _, backdrop) = try make()
        container.handle(touch: TouchEvent(finger: 0, .down, at: Point(x: 240, y: 300)))
        container.handle(touch: TouchEvent(finger: 0, .move, at: Point(x: 240, y: 340)))
        #expect(!container.handle(touch: TouchEvent(finger: 1, .down, at: Point(x: 300, y: 150))))
        #expect(!container.handle(touch: TouchEvent(finger: 1, .move, at: Point(x: 350, y: 120))))
        #expect(container.handle(touch: TouchEvent(finger: 0, .move, at: Point(x: 240, y: 380))))
        #expect(backdrop.gestures.isEmpty)
    }

    @Test func aTouchAndTheMouseAtOnceDoNotMoveOrEndEachOthersSequence() throws {
        let (container, _, _, backdrop) = try make()
        // A finger pans the map; the mouse presses, moves and releases meanwhile: dropped.
        container.handle(touch: TouchEvent(finger: 0, .down, at: Point(x: 200, y: 150)))
        container.handle(touch: TouchEvent(finger: 0, .move, at: Point(x: 220, y: 150)))
        #expect(!container.handle(.pointerMove(Point(x: 400, y: 100))))
        #expect(!container.handle(.pointerDown(Point(x: 400, y: 100), .primary)))
        #expect(!container.handle(.pointerUp(Point(x: 400, y: 100), .primary)))
        container.handle(touch: TouchEvent(finger: 0, .move, at: Point(x: 230, y: 150)))
        container.handle(touch: TouchEvent(finger: 0, .up, at: Point(x: 230, y: 150)))
        #expect(backdrop.gestures == [.pan(dx: 20, dy: 0), .pan(dx: 10, dy: 0), .panEnded(velocity: backdrop.gestures.last.flatMap {
            if case let .panEnded(v) = $0 { return v } else { return nil } } ?? .zero)])
        // The mouse drags the map; a finger touches meanwhile: ignored, and the mouse's release still ends its pan.
        backdrop.gestures = []
        container.handle(.pointerDown(Point(x: 200, y: 150), .primary))
        container.handle(.pointerMove(Point(x: 220, y: 150)))
        #expect(!container.handle(touch: TouchEvent(finger: 1, .down, at: Point(x: 300, y: 100))))
        #expect(!container.handle(touch: TouchEvent(finger: 1, .move, at: Point(x: 340, y: 100))))
        #expect(container.handle(.pointerUp(Point(x: 220, y: 150), .primary)))
        #expect(!container.handle(touch: TouchEvent(finger: 1, .up, at: Point(x: 340, y: 100))))
        #expect(backdrop.gestures.count == 2)
        #expect(backdrop.gestures.first == .pan(dx: 20, dy: 0))
        if case .panEnded = backdrop.gestures.last {} else { Issue.record("the mouse's pan did not end: \(backdrop.gestures)") }
    }

    @Test func aCancelledFingerLetsGoOfWhatItDrove() throws {
        let (container, clock, stack, _) = try make()
        container.handle(touch: TouchEvent(finger: 0, .down, at: Point(x: 6, y: 200)))
        container.handle(touch: TouchEvent(finger: 0, .move, at: Point(x: 120, y: 204)))
        #expect(container.isInteractive)
        container.handle(touch: TouchEvent(finger: 0, .cancelled, at: Point(x: 120, y: 204)))
        container.settle(on: clock)
        #expect(!container.isInteractive)
        #expect(stack.scenes.count == 2, "a cancelled edge pop does not pop")
        #expect(!container.arena.isTracking)
    }
}

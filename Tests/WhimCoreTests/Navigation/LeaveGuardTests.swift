import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimRandom

/// A guard a test sets: allow, refuse, or ask (the question is held until the test replies).
final class TestGuard {
    enum Mode: String, CaseIterable, Sendable { case allow, refuse, askAccept, askRefuse }
    var mode: Mode
    private(set) var questions = 0
    private var reply: ((Bool) -> Void)?

    init(_ mode: Mode) { self.mode = mode }

    /// A leave guard answering by `mode`.
    var leaveGuard: LeaveGuard {
        LeaveGuard { [unowned self] in
            switch mode {
            case .allow: return .allow
            case .refuse: return .refuse
            case .askAccept, .askRefuse:
                return .ask { reply in
                    self.questions += 1
                    self.reply = reply
                }
            }
        }
    }

    /// Replies to the waiting question the way `mode` says; false when none waits.
    func answer() -> Bool {
        guard let reply else { return false }
        self.reply = nil
        reply(mode == .askAccept)
        return true
    }
}

/// Every way of leaving a scene, each against a guard that allows, refuses, asks and is accepted, asks and
/// is refused; gestures also interrupted mid-way.
@Suite struct LeaveGuardTests {
    enum Way: String, CaseIterable, Sendable {
        case goBack, escape, pop, popToRoot, swapAll, setRoot, deepLink
        case edgePop, edgePopWithEscapeMidGesture, dismissDrag
        case sheetDismiss, scrimClick, sheetDrag, sheetEscape
    }

    /// A world with `guarded` somewhere the way can take it from, settled.
    struct World {
        let container: WhimSceneContainer
        let clock: ManualClock
        let host: WhimPresentingScene
        let stack: WhimSceneNavigationStack
        let guarded: any WhimScene
        var navigation: LiveNavigation?
    }

    static func world(for way: Way, guard g: TestGuard) throws -> World {
        let (container, clock) = try makeContainer(width: 480, height: 270)
        let home = TestScene(multipart: "home")
        let stack = WhimSceneNavigationStack([home])
        let host = WhimPresentingScene(base: stack)
        container.setRoot(host)
        var navigation: LiveNavigation?
        let guarded: any WhimScene
        switch way {
        case .sheetDismiss, .scrimClick, .sheetDrag, .sheetEscape:
            let sheet = WhimSheet(panel: sheetPanel("sheet"), detents: [.medium])
            host.present(sheet)
            guarded = sheet
        case .dismissDrag:
            let modal = ModalTestScene("modal")
            stack.push(scene: modal, animating: WhimSceneAnimatedTransitions.Modal(.present))
            guarded = modal
        case .deepLink:
            let tree = try RouteTree(.screen("home", nesting: .anyOf(.screen("editor"), .screen("other"))))
            let live = LiveNavigation(tree: tree, root: stack) { element in
                element.name == "home" ? home : TestScene(fullscreen: element.name)
            }
            try live.open("/home/editor", animated: false)
            guarded = try #require(stack.topScene)
            navigation = live
        default:
            let scene = TestScene(fullscreen: "guarded")
            stack.push(scene: scene)
            guarded = scene
        }
        guarded.relationship.leaveGuard = g.leaveGuard
        container.settle(on: clock)
        return World(container: container, clock: clock, host: host, stack: stack, guarded: guarded, navigation: navigation)
    }

    /// Leaves `world.guarded` the way `way` does (a gesture released past halfway), then settles.
    static func leave(_ world: World, by way: Way) throws {
        let c = world.container
        switch way {
        case .goBack: #expect(c.goBack())
        case .escape, .sheetEscape: c.handle(.key(.escape, []))
        case .pop: world.stack.pop()
        case .popToRoot: world.stack.popToRoot()
        case .swapAll: world.stack.swapAll(with: [TestScene(fullscreen: "other")])
        case .setRoot: c.setRoot(WhimSceneNavigationStack([TestScene(fullscreen: "new root")]))
        case .deepLink: try world.navigation?.open("/home/other")
        case .edgePop: c.drag(world.clock, from: Point(x: 4, y: 150), to: Point(x: 400, y: 150))
        case .edgePopWithEscapeMidGesture:
            c.drag(world.clock, from: Point(x: 4, y: 150), to: Point(x: 250, y: 150), release: false)
            #expect(c.isInteractive)
            c.handle(.key(.escape, []))
            c.drag(world.clock, from: Point(x: 250, y: 150), to: Point(x: 400, y: 150), steps: 4, press: false)
        case .dismissDrag: c.drag(world.clock, from: Point(x: 240, y: 50), to: Point(x: 240, y: 260), duration: 0.3)
        case .sheetDismiss: world.host.dismiss()
        case .scrimClick: c.click(Point(x: 240, y: 20))
        case .sheetDrag: c.drag(world.clock, from: Point(x: 240, y: 150), to: Point(x: 240, y: 269), duration: 0.3)
        }
        c.settle(on: world.clock)
    }

    /// Whether the guarded scene is still in the container's hierarchy.
    static func isThere(_ world: World) -> Bool { world.guarded.container === world.container }

    static let cases: [(Way, TestGuard.Mode)] = Way.allCases.flatMap { way in TestGuard.Mode.allCases.map { (way, $0) } }

    @Test("each way of leaving meets the guard: allow leaves, refuse stays unasked, ask waits for its answer", arguments: cases)
    func everyWayOfLeavingMeetsTheGuard(way: Way, mode: TestGuard.Mode) throws {
        let g = TestGuard(mode)
        let world = try Self.world(for: way, guard: g)
        #expect(Self.isThere(world))
        try Self.leave(world, by: way)
        switch mode {
        case .allow:
            #expect(!Self.isThere(world), "\(way): an allowing guard lets it go")
            #expect(g.questions == 0)
        case .refuse:
            #expect(Self.isThere(world), "\(way): a refusing guard keeps it")
            #expect(g.questions == 0, "\(way): a refusal asks nothing")
        case .askAccept, .askRefuse:
            #expect(g.questions == 1, "\(way): asked once")
            #expect(Self.isThere(world), "\(way): it stays while the question waits")
            // A second attempt while asking does not ask again.
            try Self.leave(world, by: way)
            #expect(g.questions == 1, "\(way): a second attempt while asking stacks no second question")
            #expect(g.answer())
            world.container.settle(on: world.clock)
            #expect(Self.isThere(world) == (mode == .askRefuse), "\(way): the answer decides")
        }
        // Whatever stays is on screen, not half-taken by a gesture.
        #expect(!world.container.isTransitioning)
        if Self.isThere(world) {
            #expect(world.container.visibleScenePath().contains { $0 === world.guarded }, "\(way): what stays is shown")
        }
    }

    @Test("a gesture on a guarded scene follows the finger with resistance and rubber-bands back")
    func aGuardedGestureRubberBands() throws {
        let g = TestGuard(.refuse)
        let world = try Self.world(for: .edgePop, guard: g)
        let c = world.container
        c.drag(world.clock, from: Point(x: 4, y: 150), to: Point(x: 480, y: 150), release: false)
        let drawn = try #require(c.driver.progress)
        #expect(drawn > 0.9, "releases decide on where the finger is")
        var shown = 0.0
        c.driver.forEachVisiblePart { part in if part.panel.title == "guarded" { shown = Double(part.frame.x) } }
        #expect(shown > 0 && shown < 480 / 2.5, "the scene moves with resistance: at \(shown)")
        c.handle(.pointerUp(Point(x: 480, y: 150), .primary))
        c.settle(on: world.clock)
        #expect(Self.isThere(world) && world.stack.scenes.count == 2)
        #expect(c.visibleScenePath().last === world.guarded)
    }

    @Test("a guarded gesture goes on through a resize: its release asks as without one, and the scene stays until the answer")
    func aResizeMidGestureKeepsTheScene() throws {
        let g = TestGuard(.askAccept)
        let world = try Self.world(for: .edgePop, guard: g)
        let c = world.container
        c.drag(world.clock, from: Point(x: 4, y: 150), to: Point(x: 350, y: 150), release: false)
        try c.resize(to: Size(width: 400, height: 250))
        #expect(c.driver.isInteractive, "the finger still holds the gesture")
        #expect(g.questions == 0)
        c.handle(.pointerUp(Point(x: 350, y: 150), .primary))
        c.settle(on: world.clock)
        #expect(Self.isThere(world) && g.questions == 1, "released past halfway: it springs back and asks")
        #expect(g.answer())
        c.settle(on: world.clock)
        #expect(!Self.isThere(world), "the answer lets it go")
    }

    @Test("a sheet a guarded drag holds keeps its slot: what is presented meanwhile goes above it, the release brings it back under that",
          arguments: [TestGuard.Mode.refuse, .askRefuse, .askAccept])
    func aGuardedSheetUnderTheFingerKeepsItsSlot(mode: TestGuard.Mode) throws {
        let g = TestGuard(mode)
        let world = try Self.world(for: .sheetDrag, guard: g)
        let c = world.container
        c.drag(world.clock, from: Point(x: 240, y: 150), to: Point(x: 240, y: 269), duration: 0.3, release: false)
        #expect(c.isInteractive && world.host.presented.isEmpty, "the finger holds the sheet")
        let other = WhimSheet(panel: sheetPanel("other"), detents: [.medium])
        #expect(world.host.present(other))
        c.settle(on: world.clock)
        #expect(c.isInteractive, "the new sheet does not end the gesture")
        c.handle(.pointerUp(Point(x: 240, y: 269), .primary))
        c.settle(on: world.clock)
        #expect(world.host.presented.map(ObjectIdentifier.init) == [world.guarded, other].map(ObjectIdentifier.init), "back in its slot, under the new one")
        #expect(g.questions == (mode == .refuse ? 0 : 1))
        if g.answer() { c.settle(on: world.clock) }
        // A yes dismisses it and what is above it, as a dismissal of it does.
        #expect(Self.isThere(world) == (mode != .askAccept))
        #expect(!c.isTransitioning)
    }

    @Test("a guard under what goes (a flow's step, a sheet's content) is asked too; the answer runs the request once")
    func guardsUnderTheRemovedSceneAreAsked() throws {
        let (container, clock) = try makeContainer(width: 320, height: 180)
        let home = TestScene(multipart: "home")
        let stack = WhimSceneNavigationStack([home])
        container.setRoot(stack)
        let step = TestScene(fullscreen: "step")
        let flow = WhimSceneNavigationStack([TestScene(fullscreen: "first"), step])
        stack.push(scene: flow)
        container.settle(on: clock)
        let g = TestGuard(.askAccept)
        step.relationship.leaveGuard = g.leaveGuard
        #expect(stack.pop() == nil)
        #expect(g.questions == 1)
        #expect(g.answer())
        container.settle(on: clock)
        #expect(stack.scenes.count == 1 && flow.container == nil)
        // A stale answer runs nothing: the same pop asked again, then the stack changed before the reply.
        stack.push(scene: flow)
        let other = TestScene(fullscreen: "other")
        #expect(stack.pop() == nil)
        stack.push(scene: other)
        #expect(g.answer())
        #expect(stack.topScene === other && flow.container === container, "the stack changed: the waiting pop is dropped")
    }

    @Test("random requests and answers: a guarded scene is never removed without an allow or an accepted answer; nothing else is blocked")
    func randomWalkKeepsTheInvariant() throws {
        var rng = SeededRandom(seed: 44)
        for _ in 0..<6 {
            let (container, clock) = try makeContainer(width: 240, height: 160)
            let stack = WhimSceneNavigationStack([TestScene(multipart: "home")])
            let host = WhimPresentingScene(base: stack)
            container.setRoot(host)
            var guards: [ObjectIdentifier: TestGuard] = [:]
            var accepted = Set<ObjectIdentifier>()
            var live: [any WhimScene] = []
            for _ in 0..<50 {
                switch rng.next() % 7 {
                case 0, 1:
                    let scene = TestScene(fullscreen: "s\(rng.next() % 100)")
                    if rng.next() % 2 == 0 {
                        let g = TestGuard(TestGuard.Mode.allCases[Int(rng.next() % 4)])
                        scene.relationship.leaveGuard = g.leaveGuard
                        guards[ObjectIdentifier(scene)] = g
                    }
                    stack.push(scene: scene)
                    live.append(scene)
                case 2:
                    // An unguarded or allowing top goes at once: nothing but the guards is blocked.
                    let top = stack.scenes.count > 1 ? stack.topScene : nil
                    let free = top.map { guards[ObjectIdentifier($0)].map { $0.mode == .allow } ?? true } ?? false
                    stack.pop()
                    if free { #expect(top?.parent == nil, "an unguarded pop was blocked") }
                case 3: container.goBack()
                case 4: container.drag(clock, from: Point(x: 4, y: 80), to: Point(x: Double(rng.next() % 240), y: 80), steps: 3)
                case 5:
                    for g in guards.values where g.mode == .askAccept || g.mode == .askRefuse {
                        if g.answer(), g.mode == .askAccept { accepted.formUnion(guards.filter { $0.value === g }.map(\.key)) }
                    }
                default: stack.popToRoot()
                }
                container.settle(on: clock)
                // The invariant: every scene that left was unguarded, allowed, or accepted.
                for scene in live where scene.container == nil {
                    let id = ObjectIdentifier(scene)
                    if let g = guards[id] {
                        #expect(g.mode == .allow || accepted.contains(id), "a \(g.mode) scene left unanswered")
                    }
                }
                live.removeAll { $0.container == nil }
                // Nothing else is blocked: the stack holds exactly the scenes still live, and the top is shown.
                #expect(stack.scenes.count == live.count + 1)
                if !container.isInteractive, host.presented.isEmpty { #expect(container.visibleScenePath().last === stack.topScene) }
            }
        }
    }
}

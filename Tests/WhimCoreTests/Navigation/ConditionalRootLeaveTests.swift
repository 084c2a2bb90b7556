import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// A conditional root switched by the app's state (a logout) is a way of leaving: the leave guards of what
/// the switch lets go of decide, for a switch scene and for a route tree's conditional alike.
@Suite struct ConditionalRootLeaveTests {
    final class AppState { var loggedIn = true }

    /// A switch over a home stack whose top (an editor) carries `g`'s guard, settled, logged in.
    static func switchWorld(_ policy: WhimSwitchScene<Bool>.HiddenChild, guard g: TestGuard) throws
        -> (WhimSceneContainer, ManualClock, WhimSwitchScene<Bool>, AppState, TestScene)
    {
        let (container, clock) = try makeContainer(width: 320, height: 180)
        let state = AppState()
        let editor = TestScene(fullscreen: "editor")
        editor.relationship.leaveGuard = g.leaveGuard
        let root = WhimSwitchScene(hiddenChild: policy, condition: { state.loggedIn }) { loggedIn in
            loggedIn ? WhimSceneNavigationStack([TestScene(fullscreen: "home"), editor]) : WhimSceneNavigationStack([TestScene(fullscreen: "login")])
        }
        container.setRoot(root)
        container.settle(on: clock)
        return (container, clock, root, state, editor)
    }

    @Test("a logout through a switch scene: a discarding switch meets the guards (allow switches, refuse stays, ask waits for the answer); a keeping one hides without asking",
          arguments: TestGuard.Mode.allCases, [WhimSwitchScene<Bool>.HiddenChild.discard, .keep])
    func aSwitchAsksTheGuardsOfWhatItDiscards(mode: TestGuard.Mode, policy: WhimSwitchScene<Bool>.HiddenChild) throws {
        let g = TestGuard(mode)
        let (container, clock, root, state, editor) = try Self.switchWorld(policy, guard: g)
        state.loggedIn = false
        let switched = root.reevaluate()
        container.settle(on: clock)
        if policy == .keep {
            // Kept with its screens, shown again as it was: nothing leaves, nothing is asked.
            #expect(switched && g.questions == 0 && root.keptChildren.count == 1)
            #expect(root.keptChildren.first === editor.parent && !editor.isShown)
            return
        }
        switch mode {
        case .allow:
            #expect(switched && editor.container == nil && g.questions == 0)
        case .refuse:
            #expect(!switched && root.key && editor.isShown && g.questions == 0)
        case .askAccept, .askRefuse:
            #expect(!switched && root.key && editor.isShown && g.questions == 1, "it waits for the answer")
            #expect(!root.reevaluate() && g.questions == 1, "a second attempt while asking asks nothing")
            #expect(g.answer())
            container.settle(on: clock)
            #expect(root.key == (mode == .askRefuse), "the answer decides")
            #expect((editor.container != nil) == (mode == .askRefuse))
        }
        // What is shown is what the switch's key says, at rest.
        #expect(!container.isTransitioning)
        let shown = try #require((root.current as? WhimSceneNavigationStack)?.topScene as? TestScene)
        #expect(shown.isShown && shown.name == (root.key ? "editor" : "login"))
    }

    @Test("a yes switches to what the condition picks when it is given: logged in again meanwhile, nothing leaves")
    func aLateYesFollowsTheConditionThen() throws {
        let g = TestGuard(.askAccept)
        let (container, clock, root, state, editor) = try Self.switchWorld(.discard, guard: g)
        state.loggedIn = false
        #expect(!root.reevaluate() && g.questions == 1)
        state.loggedIn = true
        #expect(g.answer())
        container.settle(on: clock)
        #expect(root.key && editor.isShown)
    }

    @Test("a logout through a route tree's conditional root meets the guards of the screens it replaces",
          arguments: TestGuard.Mode.allCases)
    func aConditionalRouteAsksTheGuards(mode: TestGuard.Mode) throws {
        let (container, clock) = try makeContainer(width: 320, height: 180)
        let state = AppState()
        let tree = try RouteTree(.conditional(
            either: .screen("home", nesting: .screen("editor")), or: .screen("login"), basedOn: { state.loggedIn }))
        let stack = WhimSceneNavigationStack()
        container.setRoot(stack)
        let live = LiveNavigation(tree: tree, root: stack) { TestScene(fullscreen: $0.name) }
        try live.open("/home/editor", animated: false)
        container.settle(on: clock)
        let g = TestGuard(mode)
        let editor = try #require(stack.topScene)
        editor.relationship.leaveGuard = g.leaveGuard
        state.loggedIn = false
        try live.reevaluate(fallback: tree.state(forPath: "/login"))
        container.settle(on: clock)
        switch mode {
        case .allow: #expect(live.path == "/login" && g.questions == 0)
        case .refuse: #expect(live.path == "/home/editor" && g.questions == 0)
        case .askAccept, .askRefuse:
            #expect(live.path == "/home/editor" && g.questions == 1)
            #expect(g.answer())
            container.settle(on: clock)
            #expect(live.path == (mode == .askAccept ? "/login" : "/home/editor"))
        }
        #expect((editor.container != nil) == (live.path == "/home/editor"))
    }
}

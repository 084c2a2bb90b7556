import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimRestoration
import WhimTestSupport

/// Links that wait: a link a conditional refuses now is kept, the condition's screen shown, and it runs
/// when the conditions allow it; one waits at most, a later link replaces it; a state file keeps it.
@Suite(.serialized) struct WaitingLinkTests {
    static func notesApp(_ flags: Flags) throws -> LiveTestApp {
        try LiveTestApp(tree: TestApps.notes { flags.hasDirectory }, tabs: [:], start: flags.hasDirectory ? "/home" : "/onboarding", presenting: true)
    }

    /// Where the notes app falls back to under its condition.
    static func start(_ app: LiveTestApp, _ flags: Flags) throws -> NavigationState {
        try app.navigation.tree.state(forPath: flags.hasDirectory ? "/home" : "/onboarding")
    }

    /// Makes the folder appear (the condition holds) and re-evaluates, as the app does after a change.
    static func makeFolder(_ app: LiveTestApp, _ flags: Flags) throws {
        flags.hasDirectory = true
        try app.navigation.reevaluate(fallback: start(app, flags))
        app.container.settle(on: app.clock)
    }

    static func waitingPath(_ app: LiveTestApp) -> String? {
        app.navigation.waitingLink.map { app.navigation.tree.ignoringConditions.path(for: $0) }
    }

    @Test func aRefusedLinkWaitsAndRunsAfterTheConditionChanges() throws {
        let flags = Flags()
        flags.hasDirectory = false
        let app = try Self.notesApp(flags)
        try app.navigation.open("/home/editor?file=a.md/quick-actions?file=a.md")
        app.container.settle(on: app.clock)
        #expect(app.navigation.path == "/onboarding")
        #expect(Self.waitingPath(app) == "/home/editor?file=a.md/quick-actions?file=a.md")
        #expect(app.navigation.capture().waiting == app.navigation.waitingLink)
        // Other navigation meanwhile (a state made from the live one) keeps it; so does a change that
        // still refuses it.
        try app.navigation.apply(app.navigation.capture().appending(RouteElement("create-folder")))
        try app.navigation.reevaluate(fallback: Self.start(app, flags))
        #expect(app.navigation.path == "/onboarding/create-folder")
        #expect(Self.waitingPath(app) == "/home/editor?file=a.md/quick-actions?file=a.md")
        try Self.makeFolder(app, flags)
        #expect(app.navigation.path == "/home/editor?file=a.md/quick-actions?file=a.md")
        #expect(app.navigation.waitingLink == nil)
    }

    @Test func aSecondLinkReplacesTheWaitingOne() throws {
        let flags = Flags()
        flags.hasDirectory = false
        let app = try Self.notesApp(flags)
        try app.navigation.open("/home/editor?file=a.md")
        try app.navigation.open("/home/storage/settings")
        #expect(Self.waitingPath(app) == "/home/storage/settings")
        // A bad link changes nothing: the waiting one stays.
        #expect(throws: RoutePathError.self) { try app.navigation.open("/home/nowhere") }
        #expect(Self.waitingPath(app) == "/home/storage/settings")
        // A link that runs now replaces it too.
        try app.navigation.open("/onboarding/create-folder?name=x")
        #expect(app.navigation.waitingLink == nil)
        try app.navigation.open("/home/storage/settings")
        try Self.makeFolder(app, flags)
        #expect(app.navigation.path == "/home/storage/settings")
    }

    /// A sheet's detent named in a link that waited across a login is the detent it opens at: presented
    /// over a presenting scene, or pushed with its card moved there, animated or not, settled or mid-switch.
    @Test(arguments: [false, true], [false, true]) func aWaitingSheetLinkKeepsItsDetent(presenting: Bool, animated: Bool) throws {
        let flags = Flags()
        let tree = try RouteTree(.conditional(
            either: .screen("home", nesting: .screen("notes", presentation: .sheet(detents: ["medium", "large"]))),
            or: .screen("login", nesting: .screen("help", presentation: .sheet(detents: ["medium", "large"]))),
            basedOn: { flags.hasDirectory }))
        let app = try LiveTestApp(tree: tree, tabs: [:], start: "/home", presenting: presenting)
        flags.hasDirectory = false
        try app.navigation.reevaluate(fallback: tree.state(forPath: "/login/help"), animated: animated)
        app.container.settle(on: app.clock)
        try app.navigation.open("/home/notes@large", animated: animated)
        #expect(Self.waitingPath(app) == "/home/notes@large")
        flags.hasDirectory = true
        try app.navigation.reevaluate(fallback: tree.state(forPath: "/home"), animated: animated)
        #expect(app.navigation.path == "/home/notes@large")
        app.container.settle(on: app.clock)
        #expect(app.navigation.path == "/home/notes@large")
        #expect(app.navigation.waitingLink == nil)
    }

    /// A sheet screen pushed (no presenting scene around) as a scene whose card has fewer detents than the
    /// sheet names cannot rest at the named one: the state reads back the detent the link named, also after
    /// it waited across a login and after a detent change.
    @Test(arguments: [false, true]) func aPushedSheetWithAFewerDetentCardReadsTheNamedDetent(animated: Bool) throws {
        let flags = Flags()
        let tree = try RouteTree(.conditional(
            either: .screen("home", nesting: .screen("notes", presentation: .sheet(detents: ["medium", "large"]))),
            or: .screen("login"), basedOn: { flags.hasDirectory }))
        let (container, clock) = try makeContainer(width: 320, height: 180)
        let root = WhimSceneNavigationStack()
        container.setRoot(root)
        let navigation = LiveNavigation(tree: tree, root: root) { element in
            let scene = TestScene(multipart: element.name)
            scene.viewController.panels.last?.card = BottomCardBehavior(detents: [.fromBottom(60)], initialDetent: 0)
            return scene
        }
        try navigation.open("/home", animated: false)
        flags.hasDirectory = false
        try navigation.reevaluate(fallback: tree.state(forPath: "/login"), animated: animated)
        container.settle(on: clock)
        try navigation.open("/home/notes@large", animated: animated)
        flags.hasDirectory = true
        try navigation.reevaluate(fallback: tree.state(forPath: "/home"), animated: animated)
        #expect(navigation.path == "/home/notes@large")
        container.settle(on: clock)
        #expect(navigation.path == "/home/notes@large")
        try navigation.open("/home/notes@medium", animated: animated)
        container.settle(on: clock)
        #expect(navigation.path == "/home/notes")
    }

    /// Across a restart: the state file holds the waiting link; restored while the condition still refuses
    /// it, it waits again; a state saved while the condition held and restored when it does not waits too.
    @Test func waitingLinksSurviveARestart() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/state.json"
        let flags = Flags()
        flags.hasDirectory = false
        let first = try Self.notesApp(flags)
        try first.navigation.open("/home/editor?file=b.md")
        first.container.settle(on: first.clock)
        let store = NavigationStateStore(path: file, clock: first.clock) { Issue.record("\($0)") }
        store.update(first.navigation.capture())
        store.flush()

        let second = try Self.notesApp(flags)
        let restored = try #require(NavigationStateStore(path: file, clock: second.clock) { Issue.record("\($0)") }.restore(validatingWith: second.navigation.tree))
        try second.navigation.restore(restored)
        second.container.settle(on: second.clock)
        #expect(second.navigation.path == "/onboarding")
        #expect(Self.waitingPath(second) == "/home/editor?file=b.md")
        try Self.makeFolder(second, flags)
        #expect(second.navigation.path == "/home/editor?file=b.md")

        // Restarted while the condition holds: the waiting link runs at once.
        let third = try Self.notesApp(flags)
        try third.navigation.restore(restored)
        #expect(third.navigation.path == "/home/editor?file=b.md" && third.navigation.waitingLink == nil)

        // Saved with the condition holding, restored without it: the state waits, not moved aside.
        try NavigationStateStore(path: file, clock: second.clock) { Issue.record("\($0)") }.save(second.navigation.capture())
        flags.hasDirectory = false
        let fourth = try Self.notesApp(flags)
        let saved = try #require(NavigationStateStore(path: file, clock: fourth.clock) { Issue.record("\($0)") }.restore(validatingWith: fourth.navigation.tree))
        try fourth.navigation.restore(saved)
        #expect(fourth.navigation.path == "/onboarding")
        #expect(Self.waitingPath(fourth) == "/home/editor?file=b.md")
        #expect(!FileManager.default.fileExists(atPath: file + ".unreadable"))
    }

    /// Random links (allowed now, refused by the conditional, bad) and condition changes, against a
    /// reference of the waiting link: the live state is always one the tree allows now, the waiting link is
    /// the last refused link since the last that ran, it never runs while the condition refuses it, and it
    /// runs as soon as a change allows it.
    @Test(arguments: [UInt64(1), 2, 3]) func randomLinksAndConditionChanges(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let flags = Flags()
        let app = try Self.notesApp(flags)
        let tree = app.navigation.tree
        let links = ["/home", "/home/editor?file=a", "/home/editor?file=a/quick-actions?file=a/rename@large", "/home/sort", "/home/storage/settings",
                     "/onboarding", "/onboarding/create-folder?name=n", "/home/nowhere", "/onboarding/home", "/", "/home/editor"]
        var waiting: NavigationState?
        for step in 0..<40 {
            let context = Comment(rawValue: "seed \(seed) step \(step)")
            if Int.random(in: 0..<3, using: &rng) == 0 {
                flags.hasDirectory.toggle()
                try app.navigation.reevaluate(fallback: Self.start(app, flags), animated: Bool.random(using: &rng))
                if let link = waiting, (try? tree.validate(link)) != nil {
                    #expect(app.navigation.capture() == link, context)
                    waiting = nil
                }
            } else {
                let link = links.randomElement(using: &rng)!
                if let now = try? tree.state(forPath: link) {
                    try app.navigation.open(link, animated: Bool.random(using: &rng))
                    #expect(app.navigation.capture() == now, context)
                    waiting = nil
                } else if let later = try? tree.ignoringConditions.state(forPath: link) {
                    try app.navigation.open(link, animated: Bool.random(using: &rng))
                    waiting = later
                } else {
                    #expect(throws: RoutePathError.self, context) { try app.navigation.open(link) }
                }
            }
            if Bool.random(using: &rng) { app.container.settle(on: app.clock) } else { app.container.step(app.clock) }
            let live = app.navigation.capture()
            #expect(app.navigation.waitingLink == waiting, context)
            #expect(throws: Never.self, context) { try tree.validate(live) }
            if let link = app.navigation.waitingLink { #expect((try? tree.validate(link)) == nil, context) }
        }
    }
}

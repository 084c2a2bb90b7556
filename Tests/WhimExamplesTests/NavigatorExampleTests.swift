import Testing
import WhimAnimation
import WhimCore
import WhimExamples
import WhimTestSupport

/// Seed 004 (Composable Navigator): every edge of its example's graph, its paths, and its key states.
@Suite struct NavigatorExampleTests {
    /// The seed's graph, every edge: the conditional shows Login until logged in; Home branches through
    /// anyOf to Detail (`?id=`) and Settings; back returns; logging out re-evaluates to Login; the wildcard
    /// turns whatever first screen a path names into the branch's screen.
    @Test func everyEdgeOfTheSeedsGraph() throws {
        let example = try NavigatorExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        #expect(app.visibleTitles == ["Log in", "Who are you?"])
        #expect(app.path == "/login")
        typealias Edge = GraphEdge<ExampleApp>
        let home = ["Home", "Places"]
        let edges: [Edge] = [
            Edge("not logged in → /home is handled by the login wildcard", path: "/login", screen: ["Log in", "Who are you?"]) { try $0.open("/home") },
            Edge("not logged in → link /home/detail?id=0 waits behind the login", path: "/login", screen: ["Log in", "Who are you?"],
                 check: { app in #expect(Self.waiting(app) == "/home/detail?id=0") }) { try $0.open("navigator://home/detail?id=0") },
            Edge("a second link replaces the waiting one", path: "/login", screen: ["Log in", "Who are you?"],
                 check: { app in #expect(Self.waiting(app) == "/home/settings") }) { try $0.open("/home/settings") },
            Edge("login → type a name, tap log in → the waiting link runs (the conditional switches)", path: "/home/settings", screen: ["Settings", "Account"],
                 check: { app in #expect(example.isLoggedIn && example.userName == "Ada" && Self.waiting(app) == nil) }) { app in
                try app.type("Ada", into: "name")
                try app.tap("log-in")
            },
            Edge("settings → back → home", path: "/home", screen: home) { try $0.tap("leading") },
            Edge("home → tap item 0 → /home/detail?id=0 (anyOf: detail)", path: "/home/detail?id=0", screen: ["Detail 0", "Kamppi"]) { try $0.tapRow(0, of: "details") },
            Edge("detail → back → home", path: "/home", screen: home) { try $0.tap("leading") },
            Edge("home → tap item 2 → /home/detail?id=2", path: "/home/detail?id=2", screen: ["Detail 2", "Töölö"]) { try $0.tapRow(2, of: "details") },
            Edge("detail → Esc → home", path: "/home", screen: home) { app in _ = app.handleShortcut(.key(.escape, [])) },
            Edge("home → tap settings → /home/settings (anyOf: settings)", path: "/home/settings", screen: ["Settings", "Account"]) { try $0.tap("settings") },
            Edge("settings → back → home", path: "/home", screen: home) { try $0.tap("leading") },
            Edge("link /home/detail?id=7 → detail of an id past the list", path: "/home/detail?id=7", screen: ["Detail 7", "Item 7"]) { try $0.open("/home/detail?id=7") },
            Edge("logged in → /login is handled by the home wildcard", path: "/home", screen: home) { try $0.open("/login") },
            Edge("wildcard: /anything/settings → /home/settings", path: "/home/settings", screen: ["Settings", "Account"]) { try $0.open("/anything/settings") },
            Edge("settings → log out → login (the conditional switches back)", path: "/login", screen: ["Log in", "Who are you?"],
                 check: { _ in #expect(!example.isLoggedIn) }) { try $0.tap("log-out") },
            Edge("login → Enter in the empty field → home as guest", path: "/home", screen: home,
                 check: { _ in #expect(example.userName == "guest") }) { app in
                try app.tap("name")
                app.container.handle(.key(.enter, []))
            },
        ]
        #expect(exampleWalk(clock).walk(app, edges) == edges.count)
    }

    /// The path of the link waiting behind the login, if any.
    static func waiting(_ app: ExampleApp) -> String? {
        app.navigation.waitingLink.map { app.navigation.tree.ignoringConditions.path(for: $0) }
    }

    /// Exactly the seed's paths exist: `.anyOf` allows detail and settings after home, detail needs an
    /// integer id, the wildcard maps any first segment, and nothing follows login.
    @Test func pathsAreTheSeeds() throws {
        let example = try NavigatorExample(options: ExampleOptions())
        let tree = example.routes
        #expect(throws: RoutePathError.self) { try tree.state(forPath: "/login/home") }
        #expect(try tree.state(forPath: "/whatever") == NavigationState([RouteElement("login")]))
        example.isLoggedIn = true
        for path in ["/home", "/home/detail?id=0", "/home/settings"] {
            #expect(tree.path(for: try tree.state(forPath: path)) == path)
        }
        #expect(try tree.state(forPath: "/x/detail?id=3") == tree.state(forPath: "/home/detail?id=3"))
        #expect(throws: RoutePathError.self) { try tree.state(forPath: "/home/detail") }
        #expect(throws: RoutePathError.self) { try tree.state(forPath: "/home/detail?id=zero") }
        #expect(throws: RoutePathError.self) { try tree.state(forPath: "/home/settings/detail?id=0") }
        #expect(throws: RoutePathError.self) { try tree.state(forPath: "/home/profile") }
    }

    /// A random walk over the tree's states, logged in and out: each state applied to the live app reads
    /// back as itself, and every panel's lifecycle balances.
    @Test func randomStatesApplyAndReadBack() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SeededRandom(seed: seed)
        let example = try NavigatorExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        let walk = RouteWalk(tree: app.navigation.tree)
        var state = app.navigation.capture()
        for step in 0..<40 {
            if step % 10 == 9 { example.setUser(example.isLoggedIn ? nil : "Ada", app: app) }
            state = step % 10 == 9 ? app.navigation.capture() : walk.step(from: state, using: &rng)
            try app.show(state)
            app.settle(on: clock)
            #expect(app.navigation.capture() == state, "seed \(seed) step \(step)")
            for part in app.container.visibleParts() {
                #expect(part.panel.appearance == .appeared && part.panel.lifecycleViolations == 0, "seed \(seed) step \(step)")
            }
        }
    }
}

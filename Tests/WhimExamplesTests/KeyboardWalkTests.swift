import Testing
import WhimAnimation
import WhimCore
import WhimExamples
import WhimTestSupport

/// The seed examples used with the keyboard only: Tab, Shift+Tab, Enter, arrows, Esc and typing reach
/// every screen of each seed's graph, with no pointer event at all.
@Suite struct KeyboardWalkTests {
    /// Seed 004 (navigator): a keyboard user reaches the name field, logs in, opens details from the list,
    /// goes back by the Back button and by Esc, opens Settings, logs out, and logs in as guest.
    @Test func navigatorByKeysOnly() throws {
        let example = try NavigatorExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        typealias Edge = GraphEdge<ExampleApp>
        let home = ["Home", "Places"], login = ["Log in", "Who are you?"], settings = ["Settings", "Account"]
        let edges: [Edge] = [
            Edge("login → Tab to the name field, type, Tab to Log in, Enter → home", path: "/home", screen: home,
                 check: { _ in #expect(example.isLoggedIn && example.userName == "Ada") }) { app in
                let keys = app.keyboard
                try keys.tab(to: "Your name", role: .textField)
                keys.type("Ada")
                try keys.activate("Log in")
            },
            Edge("home → row 0 of the list, Enter → detail 0", path: "/home/detail?id=0", screen: ["Detail 0", "Kamppi"]) { try $0.keyboard.choose(row: 0, inList: "details") },
            Edge("detail → Back button → home", path: "/home", screen: home,
                 check: { app in #expect(app.keyboard.focused?.role == .list, "focus returns to the list") }) { try $0.keyboard.activate("Back") },
            Edge("home → row 2, Enter → detail 2", path: "/home/detail?id=2", screen: ["Detail 2", "Töölö"]) { try $0.keyboard.choose(row: 2, inList: "details") },
            Edge("detail → Esc → home", path: "/home", screen: home) { $0.keyboard.press(.escape) },
            Edge("home → Settings → settings", path: "/home/settings", screen: settings) { try $0.keyboard.activate("Settings") },
            Edge("settings → Shift+Tab to Back, Enter → home", path: "/home", screen: home) { app in
                let keys = app.keyboard
                for _ in 0..<8 where keys.focused?.name != "Back" || !app.container.keyboardFocus.isRingVisible { keys.press(.tab, .shift) }
                keys.press(.enter)
            },
            Edge("home → Settings → Log out → login", path: "/login", screen: login, check: { _ in #expect(!example.isLoggedIn) }) { app in
                try app.keyboard.activate("Settings")
                app.settle(on: clock)
                try app.keyboard.activate("Log out")
            },
            Edge("login → Enter in the empty name field → home as guest", path: "/home", screen: home,
                 check: { _ in #expect(example.userName == "guest") }) { app in
                try app.keyboard.tab(to: "Your name", role: .textField)
                app.keyboard.press(.enter)
            },
        ]
        #expect(exampleWalk(clock).walk(app, edges) == edges.count)
    }
}

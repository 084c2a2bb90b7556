import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimExamples
import WhimTestSupport

/// Seed 003 (the tracker): every edge of its navigation patterns — the four tabs, the sheets from every
/// tab's header and Home's cards, the drill-downs pushed in their tab, the quick action — and its
/// anti-patterns refused.
@Suite struct TrackerExampleTests {
    typealias Edge = GraphEdge<ExampleApp>

    static func screen(_ title: String) -> [String] { [title, title + " card"] }

    static func tab(_ index: Int) -> (ExampleApp) throws -> Void {
        { app in app.click(try #require(app.container.point(ofSegment: index, in: "tab-bar"))) }
    }

    /// Every edge of the seed, walked on one app: after each step the screen, the path and the lifecycle.
    @Test func everyEdgeOfTheSeedsGraph() throws {
        let example = try TrackerExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        #expect(app.path == "/main" && app.visibleTitles == Self.screen("Home"))
        let home = Self.screen("Home"), tracker = Self.screen("Tracker"), library = Self.screen("Library"), missions = Self.screen("Missions")
        var edges: [Edge] = []
        // The tab bar: every tab from every tab.
        let tabs = [("home", home), ("tracker", tracker), ("library", library), ("missions", missions)]
        for (i, from) in tabs.enumerated() {
            for (j, to) in tabs.enumerated() where j != i {
                edges.append(Edge("\(from.0) → tab \(to.0)", path: j == 0 ? "/main" : "/main/\(to.0)", screen: to.1, action: Self.tab(j)))
                edges.append(Edge("\(to.0) → tab \(from.0)", path: i == 0 ? "/main" : "/main/\(from.0)", screen: from.1, action: Self.tab(i)))
            }
        }
        // The header's STATS and SETTINGS on every tab: sheets, closed by their button, Esc, the scrim.
        for (i, tab) in tabs.enumerated() {
            let base = i == 0 ? "/main" : "/main/\(tab.0)"
            edges += [
                Edge("\(tab.0) → tab", path: base, screen: tab.1, action: Self.tab(i)),
                Edge("\(tab.0) header → STATS → stats sheet", path: base + "/stats", screen: tab.1 + ["Stats"]) { try $0.tap("stats") },
                Edge("stats → Close", path: base, screen: tab.1) { try $0.tap("close-sheet") },
                Edge("\(tab.0) header → SETTINGS → settings sheet", path: base + "/settings", screen: tab.1 + ["Settings"]) { try $0.tap("settings") },
                Edge("settings → Esc", path: base, screen: tab.1) { app in _ = app.handleShortcut(.key(.escape, [])) },
                Edge("\(tab.0) header → STATS, then the scrim", path: base, screen: tab.1) { app in
                    try app.tap("stats")
                    app.settle(on: clock)
                    app.tapScrim()
                },
            ]
        }
        edges += [
            // Home's cards.
            Edge("missions → tab home", path: "/main", screen: home, action: Self.tab(0)),
            Edge("home → Stats card → stats sheet", path: "/main/stats", screen: home + ["Stats"]) { try $0.tap("quick-stats") },
            Edge("stats → its large detent (a link)", path: "/main/stats@large", screen: home + ["Stats"]) { app in
                try app.open("/main/stats@large")
            },
            Edge("stats → swipe down", path: "/main", screen: home) { try $0.swipeDown(clock: clock) },
            Edge("home → View Collection → collection sheet", path: "/main/collection", screen: home + ["Card Collection"]) { try $0.tap("view-collection") },
            Edge("collection → Close", path: "/main", screen: home) { try $0.tap("close-sheet") },
            Edge("home → Add spark (quick action) → the Tracker tab, the field focused", path: "/main/tracker", screen: tracker,
                 check: { app in #expect(app.isTyping) }) { try $0.tap("quick-add-spark") },
            Edge("tracker → type a spark, Enter → listed first", path: "/main/tracker", screen: tracker,
                 check: { _ in #expect(example.model.sparks.first?.title == "Sauna evening") }) { app in
                app.container.handle(.text("Sauna evening"))
                app.container.handle(.key(.enter, []))
            },
            // Drill-downs, pushed in their tab.
            Edge("tracker → a spark → sparkDetail", path: "/main/tracker/spark-detail?id=0", screen: Self.screen("Sauna evening")) {
                try $0.tapRow(0, of: "sparks")
            },
            Edge("sparkDetail header → STATS", path: "/main/tracker/spark-detail?id=0/stats", screen: Self.screen("Sauna evening") + ["Stats"]) {
                try $0.tap("stats")
            },
            Edge("stats → Close", path: "/main/tracker/spark-detail?id=0", screen: Self.screen("Sauna evening")) { try $0.tap("close-sheet") },
            Edge("sparkDetail → back", path: "/main/tracker", screen: tracker) { try $0.tap("back") },
            Edge("tracker → tab library", path: "/main/library", screen: library, action: Self.tab(2)),
            Edge("library → a table → tableDetail", path: "/main/library/table-detail?id=0", screen: Self.screen("Sleep")) { try $0.tapRow(0, of: "tables") },
            Edge("tableDetail → an entry → entryDetail", path: "/main/library/table-detail?id=0/entry-detail?table=0&row=1", screen: Self.screen("Edit entry")) {
                try $0.tapRow(1, of: "entries")
            },
            Edge("entryDetail header → SETTINGS", path: "/main/library/table-detail?id=0/entry-detail?table=0&row=1/settings",
                 screen: Self.screen("Edit entry") + ["Settings"]) { try $0.tap("settings") },
            Edge("settings → Close", path: "/main/library/table-detail?id=0/entry-detail?table=0&row=1", screen: Self.screen("Edit entry")) {
                try $0.tap("close-sheet")
            },
            Edge("entryDetail → edit, Save → tableDetail", path: "/main/library/table-detail?id=0", screen: Self.screen("Sleep"),
                 check: { _ in #expect(example.model.tables[0].rows[1] == ["Tue", "6.5"]) }) { app in
                try app.tap("field-1")
                app.container.handle(.key(.backspace, []))
                app.container.handle(.text("5"))
                try app.tap("save")
            },
            Edge("tableDetail → Esc", path: "/main/library", screen: library) { app in _ = app.handleShortcut(.key(.escape, [])) },
            Edge("library → table 1 → tab missions (the tab's drill-downs stay in their tab)", path: "/main/missions/~library/table-detail?id=1", screen: missions) { app in
                try app.tapRow(1, of: "tables")
                app.settle(on: clock)
                app.click(try #require(app.container.point(ofSegment: 3, in: "tab-bar")))
            },
            Edge("missions → a mission → missionDetail", path: "/main/missions/mission-detail?id=1/~library/table-detail?id=1", screen: Self.screen("Walk 8,000 steps")) {
                try $0.tapRow(1, of: "missions")
            },
            Edge("missionDetail → Log progress", path: "/main/missions/mission-detail?id=1/~library/table-detail?id=1", screen: Self.screen("Walk 8,000 steps"),
                 check: { _ in #expect(example.model.missions[1].done == 6000) }) { try $0.tap("log-progress") },
            Edge("missionDetail → back", path: "/main/missions/~library/table-detail?id=1", screen: missions) { try $0.tap("back") },
            Edge("missions → Achievements", path: "/main/missions/achievements/~library/table-detail?id=1", screen: Self.screen("Achievements")) { try $0.tapRow(0, of: "more") },
            Edge("achievements → back", path: "/main/missions/~library/table-detail?id=1", screen: missions) { try $0.tap("back") },
            Edge("missions → Collectibles", path: "/main/missions/collectibles/~library/table-detail?id=1", screen: Self.screen("Collectibles")) { try $0.tapRow(1, of: "more") },
            Edge("collectibles header → SETTINGS", path: "/main/missions/collectibles/settings/~library/table-detail?id=1", screen: Self.screen("Collectibles") + ["Settings"]) {
                try $0.tap("settings")
            },
            Edge("settings → Esc, collectibles → tab home", path: "/main/~library/table-detail?id=1/~missions/collectibles", screen: home) { app in
                _ = app.handleShortcut(.key(.escape, []))
                app.settle(on: clock)
                app.click(try #require(app.container.point(ofSegment: 0, in: "tab-bar")))
            },
            // Tab history: each tab shows the drill-downs it kept; the shown tab again goes to its root.
            Edge("home → tab library → table 1 again", path: "/main/library/table-detail?id=1/~missions/collectibles", screen: Self.screen("Reading"),
                 action: Self.tab(2)),
            Edge("library → tab library again → its root", path: "/main/library/~missions/collectibles", screen: library, action: Self.tab(2)),
            Edge("library → tab missions → Collectibles again", path: "/main/missions/collectibles", screen: Self.screen("Collectibles"), action: Self.tab(3)),
            Edge("collectibles → STATS, then the Tracker tab (the sheet goes, the drill-down stays)", path: "/main/tracker/~missions/collectibles", screen: tracker) { app in
                try app.tap("stats")
                app.settle(on: clock)
                example.select(.tracker)
            },
            Edge("tracker → a link naming every tab's stack", path: "/main/tracker/spark-detail?id=1/~library/table-detail?id=2/~missions/mission-detail?id=0",
                 screen: Self.screen("Morning run by the sea")) { app in
                try app.open("/main/tracker/spark-detail?id=1/~missions/mission-detail?id=0/~library/table-detail?id=2")
            },
            Edge("sparkDetail → tab missions → missionDetail 0", path: "/main/missions/mission-detail?id=0/~tracker/spark-detail?id=1/~library/table-detail?id=2",
                 screen: Self.screen("Log three sparks"), action: Self.tab(3)),
            Edge("missionDetail → tab missions again → its root", path: "/main/missions/~tracker/spark-detail?id=1/~library/table-detail?id=2",
                 screen: missions, action: Self.tab(3)),
        ]
        #expect(exampleWalk(clock).walk(app, edges) == edges.count)
    }

    /// A random walk over the tree's states (any ids, sheets at any detent, tab switches): each state
    /// applied to the live app reads back as itself, and every panel on screen has appeared.
    @Test func randomStatesApplyAndReadBack() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var rng = SeededRandom(seed: seed)
        let example = try TrackerExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        let walk = RouteWalk(tree: example.routes)
        var state = app.navigation.capture()
        for step in 0..<60 {
            state = walk.step(from: state, using: &rng)
            try app.show(state)
            app.settle(on: clock)
            #expect(app.navigation.capture() == state, "seed \(seed) step \(step): \(example.routes.path(for: state))")
            for part in app.container.visibleParts() {
                #expect(part.panel.appearance == .appeared && part.panel.lifecycleViolations == 0, "seed \(seed) step \(step)")
            }
        }
    }

    /// The seed's anti-patterns are impossible: stats, settings or the collection pushed as a drill-down or
    /// selected as a tab is refused with a clear error, by the example and by the route tree, and nothing
    /// changes on screen.
    @Test func antiPatternsAreRefused() throws {
        let example = try TrackerExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        try app.open("/main/tracker/spark-detail?id=1")
        app.settle(on: clock)
        let before = app.navigation.capture()
        let main = RouteElement("main")
        let pushedStats = NavigationState([main, RouteElement("tracker", presentedAs: .tab(index: 1)), RouteElement("stats")])
        let pushedSettings = before.appending(RouteElement("settings"))
        let statsTab = NavigationState([main, RouteElement("stats", presentedAs: .tab(index: 4))])
        for (state, how) in [(pushedStats, "pushed"), (pushedSettings, "pushed"), (statsTab, "selected as a tab")] {
            #expect(throws: TrackerLinkError.self) { try example.apply(state, in: app) }
            do { try example.apply(state, in: app) } catch {
                #expect("\(error)".contains("is \(how), but"), "\(error)")
                #expect("\(error)".contains("is always a sheet"))
            }
            // The tree refuses it too (a state file that says so is not restored), naming the screen.
            #expect(throws: RoutePathError.self) { try example.routes.validate(state) }
            #expect(throws: RoutePathError.self) { try app.show(state) }
            app.settle(on: clock)
            #expect(app.navigation.capture() == before)
        }
        do { try example.routes.validate(pushedStats) } catch {
            #expect(error == .stateMismatch("stats", position: 3))
        }
        // The seed's good way: the same screens as sheets.
        try example.apply(before.appending(RouteElement("stats", presentedAs: .sheet(detent: "medium"))), in: app)
        app.settle(on: clock)
        #expect(app.path == "/main/tracker/spark-detail?id=1/stats")
        // Drill-downs the content does not have are refused too.
        #expect(throws: TrackerLinkError.self) { try example.apply(try example.routes.state(forPath: "/main/tracker/spark-detail?id=99"), in: app) }
        #expect(throws: RoutePathError.self) { try example.routes.state(forPath: "/main/stats/spark-detail?id=0") }
    }
}

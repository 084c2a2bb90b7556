import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Sheets in a navigation state are real `WhimSheet`s over a presenting scene: applied, read back, and
/// what the user does to them (a drag to another detent, the scrim, Esc, a swipe down) shows in the state.
@Suite(.serialized) struct LiveSheetNavigationTests {
    static func trackerApp() throws -> LiveTestApp {
        try LiveTestApp(tree: TestApps.tracker(), tabs: ["main": (["home", "tracker", "library", "missions"], true)], start: "/main", presenting: true)
    }

    /// Random walks through the tracker's and the notes app's states (sheets over sheets, sheets at
    /// detents, screens pushed inside a sheet, the conditional root flipping): after every step the live
    /// scenes read back as the state, the presenter shows exactly its sheets, and every panel's
    /// lifecycle is balanced once settled.
    @Test(arguments: [UInt64(11), 12, 13, 14]) func randomWalksWithRealSheetsReadBack(seed: UInt64) throws {
        let flags = Flags()
        let cases: [(LiveTestApp, [String], (inout SeededRandom) -> Void)] = [
            (try Self.trackerApp(), ["/main"], { _ in }),
            (try LiveTestApp(tree: TestApps.notes(hasDirectory: { flags.hasDirectory }), tabs: [:], start: "/home", presenting: true), ["/home", "/onboarding"],
             { rng in flags.hasDirectory = Int.random(in: 0..<6, using: &rng) != 0 }),
        ]
        for (app, starts, flip) in cases {
            var rng = SeededRandom(seed: seed)
            let walk = RouteWalk(tree: app.navigation.tree)
            let presenter = try #require(app.presenter)
            var state = app.navigation.capture()
            var sawSheet = false
            for step in 0..<60 {
                flip(&rng)
                let fallback = try #require(starts.lazy.compactMap { try? app.navigation.tree.state(forPath: $0) }.first)
                state = app.navigation.tree.reevaluate(state, fallback: fallback)
                state = walk.step(from: state, using: &rng)
                let path = app.navigation.tree.path(for: state)
                try app.navigation.apply(state, animated: Bool.random(using: &rng))
                #expect(app.navigation.capture() == state, "seed \(seed) step \(step): \(path) read back as \(app.navigation.path)")
                #expect(presenter.presented.count == state.sheets.count, "seed \(seed) step \(step): \(path)")
                sawSheet = sawSheet || !state.sheets.isEmpty
                if Bool.random(using: &rng) { app.container.settle(on: app.clock) } else { app.container.step(app.clock) }
                #expect(app.navigation.capture() == state, "seed \(seed) step \(step): \(path) after frames")
                let sheets = presenter.presented.compactMap { $0 as? WhimSheet }
                #expect(sheets.count == state.sheets.count)
                for (sheet, expected) in zip(sheets, state.sheets) {
                    let names = app.navigation.detentNames(of: expected.name) ?? []
                    #expect(names.indices.contains(sheet.selectedDetent) && names[sheet.selectedDetent] == expected.detent, "seed \(seed) step \(step): \(path)")
                }
            }
            app.container.settle(on: app.clock)
            #expect(sawSheet, "seed \(seed): the walk presented sheets")
            for panel in app.container.visibleParts().map(\.panel) {
                #expect(panel.appearance == .appeared, "seed \(seed): \(panel.title) is on screen and appeared")
            }
        }
    }

    /// An alert presented outside the routes (over a routed sheet) is not part of the state; it goes when
    /// applying a state changes the screens (one dismissal before the change), and stays when it does not.
    @Test func alertsOutsideTheRoutesGoWhenTheStateChanges() throws {
        let app = try Self.trackerApp()
        try app.navigation.open("/main/library/stats")
        app.container.settle(on: app.clock)
        let presenter = try #require(app.presenter)
        let alert = WhimAlert(title: "Reset the stats?", message: "Every count goes back to zero.", actions: [.init("Cancel", role: .cancel)])
        #expect(presenter.present(alert))
        app.container.settle(on: app.clock)
        _ = app.operations.take()
        #expect(app.navigation.path == "/main/library/stats", "an alert is not part of the state")
        try app.navigation.open("/main/library/stats")
        #expect(app.operations.take() == [])
        #expect(presenter.presented.last === alert)
        try app.navigation.open("/main/library/stats@large", animated: false)
        #expect(app.operations.take() == [.dismiss(.none), .sheetDetent(1)])
        #expect(!presenter.presented.contains { $0 === alert })
        app.container.settle(on: app.clock)
        #expect(presenter.presented.count == 1)
        #expect(app.navigation.path == "/main/library/stats@large")
    }

    @Test func sheetsArePresentedDismissedAndMovedNotPushed() throws {
        let app = try Self.trackerApp()
        _ = app.operations.take()
        try app.navigation.open("/main/library/stats@large")
        #expect(app.operations.take() == [.select(2, .fade), .present(.present)])
        #expect(app.root.scenes.count == 1, "nothing pushed on the root")
        let stats = try #require(app.presenter?.presented.last as? WhimSheet)
        #expect(stats.selectedDetent == 1)
        app.container.settle(on: app.clock)
        try app.navigation.open("/main/library/collection")
        #expect(app.operations.take() == [.dismiss(.dismiss), .present(.swap)])
        try app.navigation.open("/main/library/collection@large")
        #expect(app.operations.take() == [.sheetDetent(1)])
        app.container.settle(on: app.clock)
        let collection = try #require(app.presenter?.presented.last as? WhimSheet)
        #expect(collection.selectedDetent == 1 && collection.currentHeight(in: 180) == 140)
        try app.navigation.open("/main/library")
        #expect(app.operations.take() == [.dismiss(.dismiss)])
        app.container.settle(on: app.clock)
        #expect(app.presenter?.presented.isEmpty == true)
        #expect(app.navigation.path == "/main/library")
    }

    /// The user's gestures on a sheet change the captured path.
    @Test func gesturesOnASheetChangeThePath() throws {
        let app = try Self.trackerApp()
        let c = app.container
        try app.navigation.open("/main/library/stats")
        c.settle(on: app.clock)
        #expect(app.navigation.path == "/main/library/stats")
        // Medium rests at half of 180: its top edge at 90. Dragged up, it rests at large.
        c.drag(app.clock, from: Point(x: 160, y: 110), to: Point(x: 160, y: 30), duration: 0.4)
        c.settle(on: app.clock)
        #expect(app.navigation.path == "/main/library/stats@large")
        c.drag(app.clock, from: Point(x: 160, y: 60), to: Point(x: 160, y: 110), duration: 0.4)
        c.settle(on: app.clock)
        #expect(app.navigation.path == "/main/library/stats")
        // The scrim above it.
        c.click(Point(x: 160, y: 20))
        #expect(app.navigation.path == "/main/library", "the state changes as the dismissal starts")
        c.settle(on: app.clock)
        #expect(app.navigation.path == "/main/library")
        // Esc.
        try app.navigation.open("/main/library/stats@large")
        c.settle(on: app.clock)
        #expect(c.handle(.key(.escape, [])))
        c.settle(on: app.clock)
        #expect(app.navigation.path == "/main/library")
        // A swipe down past the lowest detent.
        try app.navigation.open("/main/library/stats")
        c.settle(on: app.clock)
        c.drag(app.clock, from: Point(x: 160, y: 100), to: Point(x: 160, y: 178), steps: 6, duration: 0.1)
        c.settle(on: app.clock)
        #expect(app.navigation.path == "/main/library")
        #expect(app.presenter?.presented.isEmpty == true)
        for part in c.visibleParts() { #expect(part.panel.appearance == .appeared) }
    }

    /// A drawer screen opens the drawer scene's drawer (its content registered as that screen); closing
    /// it by hand (Esc) shows in the state.
    @Test func theDrawerOpensAndClosesThroughItsScene() throws {
        let flags = Flags()
        let (container, clock) = try makeContainer(width: 320, height: 180)
        let root = WhimSceneNavigationStack()
        let menu = WhimSceneNavigationStack([TestScene(fullscreen: "menu")])
        let host = WhimDrawerScene(main: root, drawer: WhimDrawer(content: menu))
        container.setRoot(host)
        let tree = try TestApps.waha(onboarded: { flags.onboarded }, installing: { flags.installing })
        var navigation: LiveNavigation!
        navigation = LiveNavigation(tree: tree, root: root) { element in
            if element.name == "main" {
                let tabs = WhimTabScene(tabs: ["foundational", "topical", "mobilization"].map { TestScene(multipart: $0) })
                navigation.register(tabsOf: tabs, as: ["foundational", "topical", "mobilization"])
                return tabs
            }
            return TestScene(fullscreen: element.name)
        }
        try navigation.open("/main/topical", animated: false)
        container.settle(on: clock)
        try navigation.open("/main/topical/drawer/storage")
        #expect(host.isDrawerOpen)
        #expect(menu.scenes.count == 2, "the drawer's screens go on its own stack")
        container.settle(on: clock)
        #expect(navigation.path == "/main/topical/drawer/storage")
        try navigation.open("/main/topical/drawer")
        container.settle(on: clock)
        #expect(navigation.path == "/main/topical/drawer")
        #expect(container.handle(.key(.escape, [])))
        container.settle(on: clock)
        #expect(!host.isDrawerOpen)
        #expect(navigation.path == "/main/topical")
        try navigation.open("/main/mobilization/drawer", animated: false)
        #expect(host.isDrawerOpen && navigation.path == "/main/mobilization/drawer")
    }
}

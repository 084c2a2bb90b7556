import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimRestoration
import WhimTestSupport

/// The demo's route tree: links, random walks over its states on the live app, and restoration.
@Suite(.serialized) struct DemoRoutesTests {
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8]) func statesRoundTripThroughPathsAndEncoding(seed: UInt64) throws {
        let tree = DemoRoutes.tree()
        let walk = RouteWalk(tree: tree)
        var rng = SeededRandom(seed: seed)
        var state = walk.start(using: &rng)
        for step in 0..<300 {
            state = walk.step(from: state, using: &rng)
            let path = tree.path(for: state)
            #expect((try? tree.state(forPath: path)) == state, "seed \(seed) step \(step): \(path)")
            #expect((try? tree.state(forPath: tree.link(for: state))) == state, "seed \(seed) step \(step): \(path)")
            #expect((try? NavigationStateStore.decode(NavigationStateStore.encode(state))) == state, "seed \(seed) step \(step): \(path)")
        }
    }

    /// Every state of a walk, applied to the live demo, reads back the same (at once and settled) and ends
    /// on screen: its sheets presented over Settings at their detents, nothing else presented.
    @Test(arguments: [UInt64(11), 12, 13]) func randomWalksOnTheLiveDemo(seed: UInt64) throws {
        let (app, clock) = try makeDemo(width: 480, height: 270)
        // The demo's tabs are screens, not stacks: a tab switch leaves what was pushed over them.
        let walk = RouteWalk(tree: app.navigation.tree, tabsKeepStacks: false)
        var rng = SeededRandom(seed: seed)
        var state = app.navigation.capture()
        var sheetsSeen = 0
        for step in 0..<50 {
            state = walk.step(from: state, using: &rng)
            let path = app.navigation.tree.path(for: state)
            try app.navigation.apply(state, animated: Bool.random(using: &rng))
            #expect(app.navigation.capture() == state, "seed \(seed) step \(step): \(path) read back mid-motion as \(app.navigation.path)")
            app.settle(on: clock)
            #expect(app.navigation.capture() == state, "seed \(seed) step \(step): \(path) read back as \(app.navigation.path)")
            #expect(app.container.destination == app.rootStack.viewController, "seed \(seed) step \(step): \(path)")
            let sheets = app.presenter.presented.compactMap { $0 as? WhimSheet }
            #expect(sheets.count == state.sheets.count && app.presenter.presented.count == sheets.count, "seed \(seed) step \(step): \(path)")
            for (sheet, expected) in zip(sheets, state.sheets) {
                #expect(app.navigation.detentNames(of: expected.name)?[sheet.selectedDetent] == expected.detent, "seed \(seed) step \(step): \(path)")
            }
            sheetsSeen += state.sheets.count
        }
        #expect(sheetsSeen > 0, "seed \(seed): the walk reached a sheet")
    }

    /// Issue 18, item 12: unknown and repeated parameters are rejected, `whim:` is a scheme.
    @Test func linksAreStrict() throws {
        let (app, clock) = try makeDemo()
        let cases: [(String, RoutePathError)] = [
            ("whim://home/bikes?station=kluuvi", .unknownParameter("station", segment: "bikes?station=kluuvi", allowed: [])),
            ("whim://home/bikes?foo=bar", .unknownParameter("foo", segment: "bikes?foo=bar", allowed: [])),
            ("whim://home/car-rental?station=kluuvi&station=kamppi", .repeatedParameter("station", segment: "car-rental?station=kluuvi&station=kamppi")),
            ("whim://home/car-rental?station=atlantis",
             .badParameterValue(name: "station", value: "atlantis", segment: "car-rental?station=atlantis",
                                expected: "one of " + HelsinkiPlaces.rentalStations.map(\.id).joined(separator: ", "))),
            ("https://home/bikes", .badScheme("https", expected: "whim")),
            ("whim://home/map-data", .segmentNotAllowed("map-data", position: 2, after: "options", allowed: ["bikes", "taxi", "transit", "search", "car-rental", "settings"])),
            ("whim://home/bikes/taxi", .segmentNotAllowed("taxi", position: 3, after: "bikes", allowed: [])),
        ]
        for (link, error) in cases {
            #expect(throws: error, "\(link)") { try app.open(link) }
        }
        #expect(app.navigation.path == "/home")
        try app.open("whim:/home/bikes")
        app.settle(on: clock)
        #expect(app.visibleTitles.first == "City bikes")
        try app.open("/home/nearby/settings/licences@large")
        app.settle(on: clock)
        #expect(app.navigation.path == "/home/nearby/settings/licences@large")
        #expect(app.home.selectedIndex == 1)
    }

    /// The UI's own navigation (rows, buttons, the sheet swap) goes through the tree and reads back.
    @Test func tappedNavigationReadsBackAsPaths() throws {
        let (app, clock) = try makeDemo()
        #expect(app.tapRow(2, of: "options", clock: clock))
        app.settle(on: clock)
        #expect(app.navigation.path == "/home/car-rental")
        #expect(app.tapRow(1, of: "stations", clock: clock))
        #expect(app.tap("next", clock: clock))
        app.settle(on: clock)
        #expect(app.navigation.path == "/home/car-rental?station=\(HelsinkiPlaces.rentalStations[1].id)")
        app.back()
        app.settle(on: clock)
        app.back()
        app.settle(on: clock)
        #expect(app.navigation.path == "/home")
    }

    /// A state saved by one run restores where the user was in the next; a bad file starts at Home.
    @Test func restoresWhereTheUserWas() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/state.json"
        let (first, clock) = try makeDemo()
        try first.open("whim://home/nearby/settings/map-data@large")
        first.settle(on: clock)
        let store = NavigationStateStore(path: path, clock: clock, debounce: 0.5) { Issue.record("warning: \($0)") }
        store.update(first.navigation.capture())
        clock.advance(by: 0.6)
        store.tick()

        let (second, clock2) = try makeDemo()
        let restored = try #require(NavigationStateStore(path: path, clock: clock2) { Issue.record("warning: \($0)") }.restore(validatingWith: second.navigation.tree))
        try second.navigation.apply(restored, animated: false)
        second.settle(on: clock2)
        #expect(second.navigation.path == "/home/nearby/settings/map-data@large")
        #expect(second.visibleTitles.contains("Map data"))

        try Data("{\"version\":1,\"elements\":[{\"name\":\"home\"".utf8).write(to: URL(fileURLWithPath: path))
        var warnings: [String] = []
        #expect(NavigationStateStore(path: path, clock: clock2) { warnings.append($0) }.restore(validatingWith: second.navigation.tree) == nil)
        #expect(warnings.count == 1)
    }
}

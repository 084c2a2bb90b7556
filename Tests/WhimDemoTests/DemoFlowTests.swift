import Foundation
import Testing
import WhimCore
import WhimDemo
import WhimAnimation
import WhimGraphics
import WhimMap
import WhimTestSupport

/// The demo driven headless through the engine: every screen reachable, back works from each, and the
/// map layer follows the visible scene.
@Suite(.serialized) struct DemoFlowTests {
    @Test func homeShowsSearchBarAndOptionsOverTheMap() throws {
        let (app, _) = try makeDemo()
        #expect(app.visibleTitles == ["Search", "card"])
        #expect(app.backdrop.layers.activeLayer?.name == "home")
        #expect(app.point(ofWidget: "search") != nil)
    }

    @Test(arguments: [(0, "City bikes", "bikes"), (1, "Taxi", "taxi"), (3, "Public transport", "transit")])
    func optionPushesItsScreenAndBackPops(row: Int, title: String, layer: String) throws {
        let (app, clock) = try makeDemo()
        #expect(app.tapRow(row, of: "options", clock: clock))
        #expect(app.visibleTitles.first == title)
        #expect(app.backdrop.layers.activeLayer?.name == layer)
        #expect(app.tap("leading", clock: clock))  // the back button
        #expect(app.visibleTitles == ["Search", "card"])
        #expect(app.backdrop.layers.activeLayer?.name == "home")
    }

    @Test func homeTabsFadeAndStayInStep() throws {
        let (app, clock) = try makeDemo()
        guard let p = app.point(ofSegment: 1, in: "tabs") else { Issue.record("no tab switcher"); return }
        app.container.handle(.pointerDown(p, .primary))
        app.container.handle(.pointerUp(p, .primary))
        #expect(app.container.isTransitioning)
        app.settle(on: clock)
        #expect(app.home.selectedIndex == 1)
        #expect(app.backdrop.layers.activeLayer?.name == "nearby stops")
        guard let back = app.point(ofSegment: 0, in: "tabs") else { Issue.record("no tab switcher"); return }
        app.click(back, clock: clock)
        #expect(app.home.selectedIndex == 0)
    }

    @Test func carRentalFlowBooksAndDismissesBackHome() throws {
        let (app, clock) = try makeDemo()
        #expect(app.tapRow(2, of: "options", clock: clock))
        #expect(app.visibleTitles == ["Rent a car", "Pick-up location"])
        #expect(app.rootStack.topScene is CarBookingFlow)
        // Next is disabled until a station is chosen.
        #expect(app.tap("next", clock: clock))
        #expect(app.visibleTitles.last == "Pick-up location")
        #expect(app.tapRow(1, of: "stations", clock: clock))
        #expect(app.backdrop.layers.activeLayer?.selectedMarkerID == "kluuvi")
        #expect(app.tap("next", clock: clock))
        #expect(app.visibleTitles.last == "When?")
        #expect(app.tap("next", clock: clock))
        #expect(app.visibleTitles.last == "Summary")
        #expect(app.backdrop.layers.activeLayer?.polylines.count == 1)
        // Book: a circular reveal into the fullscreen ticket.
        guard let book = app.point(ofWidget: "book") else { Issue.record("no Book button"); return }
        app.container.handle(.pointerDown(book, .primary))
        app.container.handle(.pointerUp(book, .primary))
        clock.advance(by: 0.1)
        app.container.update()
        let clipped = app.container.visibleParts().filter { $0.clip != nil }
        #expect(clipped.contains { $0.panel is TicketPanel })
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Ticket"])
        #expect(app.tap("close", clock: clock))
        #expect(app.visibleTitles == ["Search", "card"])
        #expect(app.bookings.map(\.station.id) == ["kluuvi"])
        #expect(app.rootStack.scenes.count == 1)
    }

    @Test func escapeWalksBackOutOfTheFlow() throws {
        let (app, clock) = try makeDemo()
        app.tapRow(2, of: "options", clock: clock)
        app.tapRow(0, of: "stations", clock: clock)
        app.tap("next", clock: clock)
        #expect(app.visibleTitles.last == "When?")
        app.container.handle(.key(.escape, []))
        app.settle(on: clock)
        #expect(app.visibleTitles.last == "Pick-up location")
        app.container.handle(.key(.escape, []))  // at the flow's root: dismisses the flow
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Search", "card"])
    }

    @Test func draggingTheFlowCardDownDismissesItInteractively() throws {
        let (app, clock) = try makeDemo()
        app.tapRow(2, of: "options", clock: clock)
        // Move the card to its lowest detent first, then drag it further down.
        // Grab the card by its heading (a drag on its list would scroll the list).
        let card = try #require(app.container.visibleParts().last, "the flow shows its card")
        let handle = app.container.containerPoint(Point(x: 200, y: 30), inPanelFrame: card.frame)
        drag(app, from: handle, to: Point(x: handle.x, y: 530), clock: clock)
        let low = try #require(app.container.visibleParts().last.map { app.container.containerPoint(Point(x: 200, y: 30), inPanelFrame: $0.frame) })
        app.container.handle(.pointerDown(low, .primary))
        app.container.handle(.pointerMove(Point(x: low.x, y: low.y + 20)))
        #expect(app.container.isInteractive)
        app.container.handle(.pointerMove(Point(x: low.x, y: low.y + 90)))
        app.container.handle(.pointerUp(Point(x: low.x, y: low.y + 90), .primary))
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Search", "card"])
    }

    @Test func settingsSheetsSwapAndEscapeCloses() throws {
        let (app, clock) = try makeDemo()
        #expect(app.tap("settings", clock: clock))
        #expect(app.visibleTitles == ["Settings"])
        #expect(app.tapRow(0, of: "info", clock: clock))
        #expect(app.visibleTitles == ["Settings", "Map data"])
        #expect(app.tap("swap", clock: clock))
        #expect(app.visibleTitles == ["Settings", "Licences"])
        app.container.handle(.key(.escape, []))
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Settings"])
        #expect(app.tap("close", clock: clock))
        #expect(app.visibleTitles == ["Search", "card"])
    }

    /// Settings → map data is a real sheet over Settings: tapped open at medium, dragged to large, closed
    /// with Esc; the path follows each step, and every panel's lifecycle ends where it should.
    @Test func mapDataSheetDragsToLargeAndEscCloses() throws {
        let (app, clock) = try makeDemo()
        #expect(app.tap("settings", clock: clock))
        let settings = try #require(app.container.destination?.panels.first)
        #expect(app.tapRow(0, of: "info", clock: clock))
        #expect(app.navigation.path == "/home/settings/map-data")
        let sheet = try #require(app.presenter.presented.last as? WhimSheet)
        let card = try #require(sheet.viewController.panels.first)
        #expect(card.appearance == .appeared && settings.appearance == .appeared, "Settings stays on screen under the sheet")
        let frame = try #require(app.container.visibleParts().last { $0.panel === card }?.frame)
        let top = Point(x: Double(frame.x + frame.width / 2), y: Double(frame.y) + 30)
        drag(app, from: top, to: Point(x: top.x, y: 60), clock: clock)
        #expect(sheet.selectedDetent == 1)
        #expect(app.navigation.path == "/home/settings/map-data@large")
        app.container.handle(.key(.escape, []))
        #expect(app.navigation.path == "/home/settings", "the state changes as the dismissal starts")
        app.settle(on: clock)
        #expect(app.navigation.path == "/home/settings")
        #expect(app.presenter.presented.isEmpty)
        #expect(card.appearance == .disappeared)
        #expect(settings.appearance == .appeared)
        #expect(app.visibleTitles == ["Settings"])
    }

    @Test func settingsTogglesDriveTheEngine() throws {
        let (app, clock) = try makeDemo()
        app.tap("settings", clock: clock)
        app.tap("reduced-motion", clock: clock)
        #expect(app.container.reducedMotion)
        app.tap("slow-motion", clock: clock)
        #expect(app.container.slowMotion == 10)
        app.tap("slow-motion", clock: clock)
        #expect(app.container.slowMotion == 1)
    }

    @Test func shortcutsToggleAndAreIgnoredWhileTyping() throws {
        let (app, clock) = try makeDemo()
        #expect(app.handleShortcut(.key(.character("?"), [])) && app.showsHelp)
        #expect(app.container.overlays.count == 1)
        #expect(app.handleShortcut(.key(.function(1), [])) && !app.showsHelp)
        #expect(app.handleShortcut(.key(.character("m"), [])) && app.container.reducedMotion)
        #expect(app.handleShortcut(.key(.character("s"), [])) && app.container.slowMotion == 10)
        #expect(app.handleShortcut(.key(.character("f"), [])) && app.showsFrameStats)
        app.tap("search", clock: clock)
        #expect(app.isTyping)
        #expect(!app.handleShortcut(.key(.character("m"), [])))
        app.container.handle(.text("bike"))
        app.container.handle(.key(.enter, []))
        app.settle(on: clock)
        // Enter shows the answers; the travel option among them opens its screen.
        #expect(app.visibleTitles.first == "“bike”")
        app.tapRow(0, of: "answers", clock: clock)
        #expect(app.visibleTitles.first == "City bikes")
    }

    @Test func deepLinksOpenAndBadOnesChangeNothing() throws {
        let (app, clock) = try makeDemo()
        try app.open("whim://home/car-rental?station=esplanadi")
        app.settle(on: clock)
        #expect(app.visibleTitles.last == "When?")
        #expect((app.rootStack.topScene as? CarBookingFlow)?.station?.id == "esplanadi")
        let before = app.rootStack.scenes.count
        #expect(throws: RoutePathError.self) { try app.open("whim://home/nowhere") }
        #expect(throws: RoutePathError.self) { try app.open("whim://home/car-rental?station=atlantis") }
        #expect(throws: RoutePathError.self) { try app.open("bikes") }
        #expect(app.rootStack.scenes.count == before)
        try app.open("whim://home")
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Search", "card"])
    }

    @Test func mapPansAndZoomsMidTransition() throws {
        let (app, clock) = try makeDemo()
        app.tapRow(0, of: "options", clock: clock)
        app.container.handle(.key(.escape, []))
        clock.advance(by: 0.05)
        app.container.update()
        #expect(app.container.isTransitioning)
        let before = app.backdrop.mapView.camera
        let mapPoint = Point(x: 480, y: 150)
        #expect(app.container.panel(at: mapPoint) == nil)
        app.container.handle(.pointerDown(mapPoint, .primary))
        app.container.handle(.pointerMove(Point(x: 440, y: 170)))
        app.container.handle(.pointerUp(Point(x: 440, y: 170), .primary))
        #expect(app.backdrop.mapView.camera.worldCenter != before.worldCenter)
        app.container.handle(.wheel(mapPoint, dx: 0, dy: 1))
        #expect(app.backdrop.mapView.isAnimating)
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Search", "card"])
    }

    func drag(_ app: DemoApp, from a: Point, to b: Point, clock: ManualClock) {
        app.container.handle(.pointerDown(a, .primary))
        for i in 1...10 {
            clock.advance(by: 1.0 / 60)
            app.container.handle(.pointerMove(Point(x: a.x + (b.x - a.x) * Double(i) / 10, y: a.y + (b.y - a.y) * Double(i) / 10)))
        }
        app.container.handle(.pointerUp(b, .primary))
        app.settle(on: clock)
    }
}

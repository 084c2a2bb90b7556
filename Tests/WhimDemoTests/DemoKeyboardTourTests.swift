import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap
import WhimTestSupport

/// The demo used with the keyboard only, every screen of the tour: Home's tabs, an option and back, the
/// car-rental flow (a station chosen on the map with Enter), the ticket, Settings, its sheets, and the map
/// panned and zoomed — Tab, Shift+Tab, Enter, Space, arrows, `+`/`-` and Esc, no pointer event at all.
@Suite(.serialized) struct DemoKeyboardTourTests {
    @Test func everyScreenOfTheTourByKeysOnly() throws {
        let (app, clock) = try makeDemo()
        let keys = KeyboardUser(container: app.container) { event in
            if !app.handleShortcut(event) { app.container.handle(event) }
        }
        func settle() { app.settle(on: clock) }

        // Home: the first Tab shows focus on the search field; Tab goes on to Settings, the map, the switcher.
        keys.press(.tab)
        #expect(keys.focused?.role == .textField && app.isTyping)
        keys.press(.tab)
        #expect(keys.focused?.name == "Settings" && !app.isTyping)
        keys.press(.tab)
        #expect(keys.focused?.role == .map)
        try keys.tab(to: "Travel options / Nearby stops", role: .segmentedControl)
        keys.press(.right)
        settle()
        #expect(app.home.selectedIndex == 1)
        #expect(keys.focused?.role == .segmentedControl, "the switcher keeps focus on the other tab")
        keys.press(.left)
        settle()
        #expect(app.home.selectedIndex == 0)

        // An option and back: focus returns to the list's row.
        try keys.choose(row: 0, inList: "options")
        settle()
        #expect(app.visibleTitles.first == "City bikes")
        keys.press(.escape)
        settle()
        #expect(app.visibleTitles == ["Search", "card"])
        #expect(keys.focused?.role == .list)

        // The car-rental flow: a station by Enter on the map, then by the list; dates; summary; the ticket.
        try keys.choose(row: 2, inList: "options")
        settle()
        #expect(app.visibleTitles == ["Rent a car", "Pick-up location"])
        #expect(keys.focused?.name == "Close", "a pushed screen's first widget has focus")
        try keys.tab(to: "Map", role: .map)
        let layer = try #require(app.backdrop.layers.activeLayer)
        let gap = Rect(size: app.container.size).inset(by: app.container.visibleMapInsets)
        let centre = Point(x: gap.midX, y: gap.midY)
        let nearest = layer.markers.filter { gap.contains(app.backdrop.mapView.camera.screenPoint(for: $0.coordinate)) }
            .min { app.backdrop.mapView.camera.screenPoint(for: $0.coordinate).distance(to: centre) < app.backdrop.mapView.camera.screenPoint(for: $1.coordinate).distance(to: centre) }
        keys.press(.enter)
        #expect(nearest != nil && layer.selectedMarkerID == nearest?.id, "Enter on the map taps the marker nearest the centre")
        try keys.choose(row: 1, inList: "stations")
        #expect(layer.selectedMarkerID == "kluuvi")
        try keys.activate("Choose dates")
        settle()
        #expect(app.visibleTitles.last == "When?")
        try keys.tab(to: "Full insurance (+€14)", role: .toggle)
        let insured = keys.focused?.states.contains(.checked) == true
        keys.press(.space)
        #expect(keys.focused?.states.contains(.checked) == !insured, "Space flips the switch")
        try keys.activate("Review")
        settle()
        #expect(app.visibleTitles.last == "Summary")
        try keys.tab(named: "Book") { $0.role == .button && $0.name.hasPrefix("Book") }
        keys.press(.enter)
        settle()
        #expect(app.visibleTitles == ["Ticket"])
        try keys.activate("Close")
        settle()
        #expect(app.visibleTitles == ["Search", "card"])
        #expect(app.bookings.map(\.station.id) == ["kluuvi"] && app.bookings.map(\.fullInsurance) == [!insured])

        // Settings, its sheets (focus trapped in each), back by Esc.
        try keys.activate("Settings")
        settle()
        #expect(app.visibleTitles == ["Settings"])
        try keys.choose(row: 0, inList: "info")
        settle()
        #expect(app.visibleTitles == ["Settings", "Map data"])
        #expect(keys.focused?.name == "Licences")
        try keys.activate("Licences")
        settle()
        #expect(app.visibleTitles == ["Settings", "Licences"])
        keys.press(.escape)
        settle()
        #expect(app.visibleTitles == ["Settings"])
        #expect(keys.focused?.role == .list, "closing the sheet returns focus to the list that opened it")
        try keys.activate("Close")
        settle()
        #expect(app.visibleTitles == ["Search", "card"])

        // The map: arrows pan, + zooms in, - zooms out.
        try keys.tab(to: "Map", role: .map)
        let before = app.backdrop.mapView.camera
        keys.press(.right)
        keys.press(.down)
        settle()
        let panned = app.backdrop.mapView.camera
        #expect(panned.worldCenter.x > before.worldCenter.x && panned.worldCenter.y > before.worldCenter.y)
        keys.press(.character("+"))
        settle()
        #expect(abs(app.backdrop.mapView.camera.zoom - (panned.zoom + 1)) < 0.01)
        keys.press(.character("-"))
        settle()
        #expect(abs(app.backdrop.mapView.camera.zoom - panned.zoom) < 0.01)
    }
}

import Testing
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap

/// The map you can touch: pointer sequences on the map reach it through the container's gesture arena,
/// a click is a tap (never the start of a drag that follows the mouse), and a tap on a marker does what
/// its screen says.
@Suite(.serialized) struct MapTapTests {
    @Test func clickOnTheMapThenAMoveWithoutAButtonDoesNotPan() throws {
        let (app, clock) = try makeDemo()
        let p = Point(x: 480, y: 150)
        #expect(app.container.panel(at: p) == nil)
        app.click(p, clock: clock)
        let before = app.backdrop.mapView.camera
        for i in 1...10 { app.container.handle(.pointerMove(Point(x: 480 + Double(i) * 20, y: 150 + Double(i) * 10))) }
        app.settle(on: clock)
        #expect(app.backdrop.mapView.camera == before)
    }

    @Test func aMoveWithinTheSlopIsATapAndBeyondItAPan() throws {
        let (app, clock) = try makeDemo()
        let p = Point(x: 480, y: 150)
        let before = app.backdrop.mapView.camera
        app.container.handle(.pointerDown(p, .primary))
        app.container.handle(.pointerMove(Point(x: 486, y: 150)))
        app.container.handle(.pointerUp(Point(x: 486, y: 150), .primary))
        #expect(app.backdrop.mapView.camera == before, "6 points is within the arena's slop of 8")
        app.container.handle(.pointerDown(p, .primary))
        app.container.handle(.pointerMove(Point(x: 455, y: 170)))
        app.container.handle(.pointerUp(Point(x: 455, y: 170), .primary))
        app.settle(on: clock)
        #expect(app.backdrop.mapView.camera.worldCenter != before.worldCenter)
    }

    @Test func clickOnACarRentalMarkerSelectsItsStationAndEnablesChooseDates() throws {
        let (app, clock) = try makeDemo()
        try app.open("whim://home/car-rental")
        app.settle(on: clock)
        let next = try #require(widget("next", in: app) as? Button)
        #expect(!next.isEnabled)
        let (id, p) = try #require(tappableMarker(in: app) { $0 != "you" })
        app.click(p, clock: clock)
        #expect(app.backdrop.layers.activeLayer?.selectedMarkerID == id)
        #expect(next.isEnabled)
        #expect(app.tap("next", clock: clock))
        #expect(app.visibleTitles.last == "When?")
    }

    @Test func clickOnANearbyStopOpensItsDepartures() throws {
        let (app, clock) = try makeDemo()
        try app.open("whim://home/nearby")
        app.settle(on: clock)
        let (id, p) = try #require(tappableMarker(in: app) { $0 != "you" })
        app.click(p, clock: clock)
        #expect(app.visibleTitles.first == "Public transport")
        #expect(app.backdrop.layers.activeLayer?.name == "transit")
        #expect(app.backdrop.layers.activeLayer?.selectedMarkerID == id)
    }

    @Test func clickOnABikeDockSelectsTheDock() throws {
        let (app, clock) = try makeDemo()
        try app.open("whim://home/bikes")
        app.settle(on: clock)
        let layer = try #require(app.backdrop.layers.activeLayer)
        let (id, p) = try #require(tappableMarker(in: app) { $0 != "you" && $0 != layer.selectedMarkerID })
        app.click(p, clock: clock)
        #expect(layer.selectedMarkerID == id)
        #expect((widget("stations", in: app) as? ListView)?.selectedID == id)
    }

    @Test func underReducedMotionTheWheelZoomsAtOnce() throws {
        let (app, clock) = try makeDemo()
        app.container.reducedMotion = true
        let zoom = app.backdrop.mapView.camera.zoom
        app.container.handle(.wheel(Point(x: 480, y: 150), dx: 0, dy: 1))
        #expect(!app.backdrop.mapView.isAnimating)
        #expect(app.backdrop.mapView.camera.zoom > zoom)
        app.settle(on: clock)
    }

    @Test func underReducedMotionAScreensLayerIsShownWithoutFlying() throws {
        let (app, clock) = try makeDemo()
        app.container.reducedMotion = true
        try app.open("whim://home/bikes")
        app.container.update()
        clock.advance(by: 1.0 / 60)
        app.container.update()
        #expect(!app.backdrop.mapView.isAnimating)
        app.settle(on: clock)
    }

    /// The visible widget with `identifier`.
    private func widget(_ identifier: String, in app: DemoApp) -> Widget? {
        app.container.visibleParts().reversed().lazy.compactMap { $0.panel.root?.widget(withIdentifier: identifier) }.first
    }

    /// A marker of the active layer that `accept`s, on screen where no panel covers it, and its point.
    private func tappableMarker(in app: DemoApp, _ accept: (String) -> Bool) -> (String, Point)? {
        guard let layer = app.backdrop.layers.activeLayer else { return nil }
        let size = app.backdrop.mapView.viewportSize
        for marker in layer.markers where accept(marker.id) {
            let p = app.backdrop.mapView.camera.screenPoint(for: marker.coordinate)
            guard p.x > 30, p.y > 10, p.x < size.width - 10, p.y < size.height - 10, app.container.panel(at: p) == nil,
                  layer.item(at: p, camera: app.backdrop.mapView.camera)?.marker?.id == marker.id else { continue }
            return (marker.id, p)
        }
        return nil
    }
}

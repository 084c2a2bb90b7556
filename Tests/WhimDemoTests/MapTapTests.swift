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
        app.settle(clock)
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
        app.settle(clock)
        #expect(app.backdrop.mapView.camera.worldCenter != before.worldCenter)
    }
}

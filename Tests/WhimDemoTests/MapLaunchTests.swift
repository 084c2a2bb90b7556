import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap

/// The app opens on the map where its first screen wants it: no flight from the whole extract at launch,
/// and no tile drawn for a view nobody sees (a map 64 times Helsinki spent most of its first second there).
@Suite struct MapLaunchTests {
    @Test func theFirstScreensCameraLandsAtOnceAndLaterOnesFly() throws {
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 960, height: 540), clock: clock, map: sharedHelsinki)
        let view = app.backdrop.mapView
        app.container.update()
        #expect(view.worker.tilesRendered == 0, "tiles were drawn before the first frame")
        #expect(!view.isAnimating, "the map flies to the first screen's camera")
        let wished = try #require(app.backdrop.layers.wishedCamera(), "the first screen's layer is active")
        #expect(view.camera.worldCenter.distance(to: wished.worldCenter) < 1e-12 && abs(view.camera.zoom - wished.zoom) < 1e-9)
        app.container.renderFrame()
        #expect(!view.isAnimating && app.backdrop.surface != nil)
        // After the first frame, a screen with another camera wish flies there.
        let before = view.camera
        let row = try #require(app.point(ofRow: 0, inList: "options"))
        app.container.handle(.pointerDown(row, .primary))
        app.container.handle(.pointerUp(row, .primary))
        clock.advance(by: 1.0 / 60)
        app.container.update()
        app.container.renderFrame()
        #expect(view.isAnimating, "a later screen's camera lands without a flight")
        app.settle(on: clock)
        #expect(view.camera != before)
    }
}

import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics

/// The demo's panels and map are cached: frames with no change redraw nothing and report no damage.
@Suite(.serialized) struct DemoCachingTests {
    @Test func idleFramesRedrawNothing() throws {
        let (app, clock) = try makeDemo()
        for screen in ["home", "bikes", "car-rental", "settings"] {
            if screen != "home" { try app.open("whim://home/\(screen)") }
            app.settle(clock)
            let counts = app.container.visibleParts().map(\.panel.renderCount)
            let mapRenders = app.backdrop.mapView.renderCount
            for _ in 0..<3 {
                clock.advance(by: 1.0 / 60)
                app.container.update()
                #expect(app.container.renderFrame().isEmpty, "\(screen): an idle frame must report no damage")
            }
            #expect(app.container.visibleParts().map(\.panel.renderCount) == counts, "\(screen): panels must not redraw while idle")
            #expect(app.backdrop.mapView.renderCount == mapRenders)
        }
    }

    @Test func heldTransitionFramesDoNotRedrawPanels() throws {
        let (app, _) = try makeDemo()
        let bikes = try app.makeScene(path: "/home/bikes")
        #expect(app.container.driver.preview(WhimSceneAnimatedTransitions.Push(), to: bikes.viewController, progress: 0.3))
        app.container.renderFrame()
        let counts = app.container.visibleParts().map(\.panel.renderCount)
        let mapRenders = app.backdrop.mapView.renderCount
        for p in [0.4, 0.5, 0.6] {
            app.container.driver.preview(WhimSceneAnimatedTransitions.Push(), to: bikes.viewController, progress: p)
            #expect(!app.container.renderFrame().isEmpty)
        }
        #expect(app.container.visibleParts().map(\.panel.renderCount) == counts)
        #expect(app.backdrop.mapView.renderCount == mapRenders, "a transition never re-renders the map")
    }
}

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
            app.settle(on: clock)
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

extension DemoCachingTests {
    /// A card under the finger moves only the card: the map keeps its camera (the fit to the new gap waits
    /// for the release), so each frame of the drag damages the card's band, not the whole frame.
    @Test func cardDragDamagesOnlyTheCardBand() throws {
        let (app, clock) = try makeDemo()
        let card = try #require(app.container.visibleParts().last)
        let grip = app.container.containerPoint(Point(x: 300, y: 30), inPanelFrame: card.frame)
        let camera = app.backdrop.mapView.camera
        let area = app.container.pixelSize.area
        let size = app.container.pixelSize
        var top = card.frame.y
        app.container.handle(.pointerDown(grip, .primary))
        for i in 1...12 {
            clock.advance(by: 1.0 / 60)
            app.container.handle(.pointerMove(Point(x: grip.x, y: grip.y - Double(i) * 8)))
            app.container.update()
            let damage = app.container.renderFrame().area
            let newTop = try #require(app.container.visibleParts().last).frame.y
            // At most the band from the card's higher top edge (with its shadow) down to the bottom.
            let band = size.width * (size.height - min(top, newTop) + 16)
            #expect(damage < area && damage <= band, "move \(i): damaged \(damage) of \(area) pixels, card band \(band)")
            top = newTop
        }
        #expect(app.backdrop.mapView.camera == camera, "the map does not move under a dragged card")
        app.container.handle(.pointerUp(Point(x: grip.x, y: grip.y - 96), .primary))
        app.settle(on: clock)
        #expect(!app.container.isAnimating)
    }
}

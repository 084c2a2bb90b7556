import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap

/// The Helsinki map, decoded once for all demo tests.
let sharedHelsinki: MapModel = {
    // The shipped asset must load; a failure here is a real defect.
    try! DemoApp.loadMap()
}()

/// A demo app on a manual clock, settled on Home.
func makeDemo(width: Double = 960, height: Double = 540) throws -> (DemoApp, ManualClock) {
    let clock = ManualClock()
    let app = try DemoApp(size: Size(width: width, height: height), clock: clock, map: sharedHelsinki)
    app.settle(clock)
    return (app, clock)
}

extension DemoApp {
    /// Runs frames of 1/60 s until nothing animates (transition, card, camera), at most `limit` seconds.
    func settle(_ clock: ManualClock, limit: Double = 6) {
        var t = 0.0
        container.update()
        container.renderFrame()
        while (container.isTransitioning && !container.isInteractive || container.isAnimating || backdrop.mapView.isAnimating) && t < limit {
            clock.advance(by: 1.0 / 60)
            t += 1.0 / 60
            container.update()
            container.renderFrame()
        }
    }

    /// Taps the widget with `identifier` in the visible panels (press and release at its centre).
    @discardableResult
    func tap(_ identifier: String, clock: ManualClock) -> Bool {
        for part in container.visibleParts() {
            guard let w = part.panel.root?.widget(withIdentifier: identifier) else { continue }
            let x = (Double(part.frame.x) + w.frame.midX * container.scale) / container.scale
            let y = (Double(part.frame.y) + w.frame.midY * container.scale) / container.scale
            container.handle(.pointerDown(Point(x: x, y: y), .primary))
            container.handle(.pointerUp(Point(x: x, y: y), .primary))
            settle(clock)
            return true
        }
        return false
    }

    /// Taps row `row` of the list with `identifier`.
    @discardableResult
    func tapRow(_ row: Int, of identifier: String, clock: ManualClock) -> Bool {
        for part in container.visibleParts() {
            guard let list = part.panel.root?.widget(withIdentifier: identifier) as? ListView else { continue }
            let x = (Double(part.frame.x) + list.frame.midX * container.scale) / container.scale
            let y = (Double(part.frame.y) + (list.frame.minY + (Double(row) + 0.5) * list.rowHeight - list.scrollOffset) * container.scale) / container.scale
            container.handle(.pointerDown(Point(x: x, y: y), .primary))
            container.handle(.pointerUp(Point(x: x, y: y), .primary))
            settle(clock)
            return true
        }
        return false
    }

    /// The titles of the panels on screen.
    var visibleTitles: [String] { container.destination?.panels.map(\.title) ?? [] }
}

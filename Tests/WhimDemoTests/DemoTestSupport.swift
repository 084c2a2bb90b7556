import Testing
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
    app.settle(on: clock)
    return (app, clock)
}

/// The message of the error a (well-formed) script stops with when played on the demo at `size`; records
/// an issue and returns nil when it plays to the end.
func playError(_ script: String, size: Size = Size(width: 960, height: 540)) throws -> String? {
    let clock = ManualClock()
    let app = try DemoApp(size: size, clock: clock, map: sharedHelsinki)
    let parsed = try DemoScript(parsing: script)
    do {
        try ScriptPlayer(app: app, clock: clock).play(parsed)
    } catch {
        return "\(error)"
    }
    Issue.record("the script must stop with an error")
    return nil
}

extension DemoApp {
    /// Taps the widget with `identifier` (press and release at its centre), then settles.
    @discardableResult
    func tap(_ identifier: String, clock: ManualClock) -> Bool {
        guard let p = point(ofWidget: identifier) else { return false }
        click(p, clock: clock)
        return true
    }

    /// Taps row `row` of the list with `identifier`, then settles.
    @discardableResult
    func tapRow(_ row: Int, of identifier: String, clock: ManualClock) -> Bool {
        guard let p = point(ofRow: row, inList: identifier) else { return false }
        click(p, clock: clock)
        return true
    }

    func click(_ p: Point, clock: ManualClock) {
        container.handle(.pointerDown(p, .primary))
        container.handle(.pointerUp(p, .primary))
        settle(on: clock)
    }
}

/// Drags the visible card by `dy` (negative: up) from its handle, then settles.
func dragCard(_ app: DemoApp, by dy: Double, clock: ManualClock) throws {
    let card = try #require(app.container.visibleParts().last { $0.panel.card != nil })
    let s = app.container.scale
    let start = Point(x: app.container.size.width / 2, y: Double(card.frame.y) / s + 14)
    app.container.handle(.pointerDown(start, .primary))
    for i in 1...10 {
        clock.advance(by: 1.0 / 60)
        app.container.handle(.pointerMove(Point(x: start.x, y: start.y + dy * Double(i) / 10)))
        app.container.update()
    }
    clock.advance(by: 0.3)
    app.container.handle(.pointerUp(Point(x: start.x, y: start.y + dy), .primary))
    app.settle(on: clock)
}

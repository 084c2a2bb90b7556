import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics

/// The demo's real panels redraw only the part a widget's change asks for (a pressed row, a pressed
/// button, a switched segment). Over the built-in tour, every such partly redrawn surface is byte for byte
/// the surface drawn whole, and its repeated rows are what a fresh scan finds.
@Suite(.serialized) struct PartialRedrawTourTests {
    @Test func everyPartialRedrawOfTheTourEqualsAWholeRedraw() throws {
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 960, height: 540), clock: clock, map: sharedHelsinki)
        let player = ScriptPlayer(app: app, clock: clock)
        let scale = app.container.scale
        var seen: [ObjectIdentifier: Int] = [:]
        var checked = 0
        var failures: [String] = []
        player.onFrame = { index in
            for part in app.container.visibleParts() {
                let panel = part.panel
                let id = ObjectIdentifier(panel)
                defer { seen[id] = panel.renderCount }
                guard seen[id] != panel.renderCount, panel.lastDrawnRect != PixelRect(origin: .zero, size: panel.pixelSize(scale: scale)),
                      let surface = panel.renderedSurface(scale: scale) else { continue }
                // A solid colour's panel is one repeated row, with no rows to find.
                if panel.repeatedRows != (panel.solidColor == nil ? RepeatedRows(of: surface) : nil) { failures.append("frame \(index), \(panel.title): repeated rows stale") }
                let drawn = surface.copy()
                panel.setNeedsDisplay()
                guard let whole = panel.renderedSurface(scale: scale) else { continue }
                checked += 1
                let d = ImageComparison.compare(expected: whole, actual: drawn, tolerance: .exact)
                if !d.isWithin(.exact) { failures.append("frame \(index), \(panel.title): \(d)") }
            }
        }
        try player.play(DemoScript(parsing: Tour.script))
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        // Rows, buttons and segments pressed along the tour: each press and release is a partial redraw.
        #expect(checked >= 20, "only \(checked) partial redraws")
    }
}

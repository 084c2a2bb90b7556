import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics

/// The fonts the demo matches at launch (`DemoFonts.all`, through `WhimSceneContainer.prepareFonts`) are
/// the ones its screens show: a label in any other font would wait for fontconfig on the first frame
/// that shows it.
@Suite(.serialized) struct DemoFontsTests {
    /// Every label of a widget tree.
    func labels(in widget: Widget) -> [Label] {
        ((widget as? Label).map { [$0] } ?? []) + widget.children.flatMap(labels)
    }

    @Test("every label the tour shows is in a font prepared at launch; each font is prepared once")
    func everyLabelOfTheTourIsInAPreparedFont() throws {
        let prepared = Set(DemoFonts.all)
        #expect(prepared.count == DemoFonts.all.count)
        #expect(prepared.isSuperset(of: Theme.standard.fonts))
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 960, height: 540), clock: clock, map: sharedHelsinki)
        let player = ScriptPlayer(app: app, clock: clock)
        var seen = Set<Font>()
        player.onFrame = { _ in
            for part in app.container.visibleParts() {
                guard let root = part.panel.root else { continue }
                for label in labels(in: root) { seen.insert(label.font) }
            }
        }
        try player.play(DemoScript(parsing: Tour.script))
        #expect(seen.count >= 5, "the tour's labels: \(seen)")
        let unprepared = seen.subtracting(prepared).map { "\($0.family) \($0.size) \($0.weight)" }
        #expect(unprepared.isEmpty, "labels in fonts not prepared at launch: \(unprepared)")
    }
}

import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Panels shape their text with their container's `TextShaper`: a line is shaped once for layout and
/// drawing, and a screen made again (new panels, the same text) shapes nothing new and looks the same.
@Suite struct PanelTextShapingTests {
    static func scene() -> WhimSingleScene {
        let top = Panel(title: "top", chrome: .topBar(.white), contentInsets: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12),
                        root: HStack([Button("", icon: .back, style: .plain), Label("City bikes", font: .bold(18)), Spacer()]))
        let list = ListView(rows: [
            ListRow(id: "a", icon: .bike, iconColor: 0x188038, title: "Rautatientori", subtitle: "14 bikes", showsChevron: true),
            ListRow(id: "b", icon: .bike, iconColor: 0x188038, title: "Kaisaniemenpuisto", subtitle: "9 bikes", showsChevron: true),
        ], visibleRowLimit: 2)
        let bottom = Panel(title: "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 4, left: 18, bottom: 16, right: 18),
                           root: VStack(spacing: 10, [DragHandle(), Label("Stations", font: .bold(20)), list]))
        return WhimSingleScene(top: top, bottom: bottom)
    }

    @Test("a screen made again shapes no new line and draws the same pixels")
    func aScreenMadeAgainShapesNothingNew() throws {
        let (container, clock) = try makeContainer()
        container.setRoot(Self.scene())
        container.settle(on: clock)
        let first = container.frame.copy()
        let shaped = container.shaper.linesShaped
        #expect(shaped > 0)
        container.setRoot(Self.scene())
        container.settle(on: clock)
        #expect(container.shaper.linesShaped == shaped)
        #expect(container.shaper.lineHits >= shaped)
        let same = container.frame.withPixelsReadOnly { a in first.withPixelsReadOnly { b in a.elementsEqual(b) } }
        #expect(same)
    }
}

import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Golden images of text being edited: a field with a selection, a field with an input method's
/// composition underlined at the caret, and a text area with wrapped text and its caret.
@Suite struct TextEditingGoldenTests {
    let tolerance = ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 60)

    @Test func selectionCompositionAndWrappedText() throws {
        let frame = try Surface(width: 480, height: 300, format: .rgb24)
        let canvas = Canvas(frame)
        canvas.clear(Color(0xE5E9EC))

        let selecting = TextField(text: "Mannerheimintie 22, Helsinki", icon: .search)
        let panel1 = Panel(title: "selection", chrome: .plain(.white), contentInsets: EdgeInsets(all: 10), root: selecting)
        panel1.resize(to: Size(width: 460, height: 64))
        panel1.layoutIfNeeded()
        selecting.beginEditing()
        for _ in 0..<8 { _ = panel1.handle(.key(.left, [.shift])) }
        canvas.draw(try #require(panel1.renderedSurface()), at: PixelPoint(x: 10, y: 10))

        let composing = TextField(text: "Kahvila ")
        let panel2 = Panel(title: "composition", chrome: .plain(.white), contentInsets: EdgeInsets(all: 10), root: composing)
        panel2.resize(to: Size(width: 460, height: 64))
        panel2.layoutIfNeeded()
        composing.beginEditing()
        _ = panel2.handle(.composition("咖啡馆", caret: 2))
        canvas.draw(try #require(panel2.renderedSurface()), at: PixelPoint(x: 10, y: 82))

        let area = TextArea(text: "The tram leaves Kamppi every few minutes and runs through the centre to Kallio.\nSecond paragraph.", visibleLines: 4)
        let panel3 = Panel(title: "area", chrome: .plain(.white), contentInsets: EdgeInsets(all: 10), root: area)
        panel3.resize(to: Size(width: 300, height: 136))
        panel3.layoutIfNeeded()
        area.beginEditing()
        _ = panel3.handle(.key(.up, []))
        canvas.draw(try #require(panel3.renderedSurface()), at: PixelPoint(x: 10, y: 154))
        canvas.flush()

        #expect(selecting.editing.selectedText == "Helsinki" && composing.editing.composition != nil && area.isFocused)
        assertGolden(frame, named: "text-editing", tolerance: tolerance)
    }
}

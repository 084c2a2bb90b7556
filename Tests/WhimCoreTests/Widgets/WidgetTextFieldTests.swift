import Testing
import WhimCore
import WhimGraphics

/// TextField: focus on press, typing, editing keys, caret placement, submit, horizontal scrolling.
@Suite struct WidgetTextFieldTests {
    func makeField(width: Double = 300) -> (TextField, Panel) {
        let field = TextField(placeholder: "Where to?")
        let panel = widgetHost(VStack([field, Spacer()]), size: Size(width: width, height: 100))
        return (field, panel)
    }

    @Test func pressFocusesAndKeysEdit() {
        let (field, panel) = makeField()
        var changes: [String] = []
        var submitted: [String] = []
        field.onChange = { changes.append($0) }
        field.onSubmit = { submitted.append($0) }
        #expect(!panel.handle(.text("x")) && field.text.isEmpty)  // not focused yet
        panel.tap(field)
        #expect(field.isFocused && panel.focusedWidget === field)
        _ = panel.handle(.text("Kampi"))
        _ = panel.handle(.key(.left, []))
        _ = panel.handle(.text("p"))
        #expect(field.text == "Kamppi" && field.caret == 5)
        _ = panel.handle(.key(.home, []))
        _ = panel.handle(.key(.delete, []))
        #expect(field.text == "amppi" && field.caret == 0)
        _ = panel.handle(.key(.right, []))
        _ = panel.handle(.key(.backspace, []))
        #expect(field.text == "mppi" && field.caret == 0)
        _ = panel.handle(.key(.backspace, []))  // at the start: nothing
        _ = panel.handle(.key(.end, []))
        _ = panel.handle(.key(.delete, []))  // at the end: nothing
        #expect(field.text == "mppi" && field.caret == 4)
        _ = panel.handle(.key(.enter, []))
        #expect(submitted == ["mppi"])
        #expect(changes == ["Kampi", "Kamppi", "amppi", "mppi"])
    }

    @Test func pressPutsTheCaretAtTheNearestCharacter() {
        let (field, panel) = makeField()
        field.text = "Rautatientori"
        panel.layoutIfNeeded()
        panel.tap(Point(x: field.textRect.minX + 1, y: field.frame.midY))
        #expect(field.caret == 0)
        panel.tap(Point(x: field.frame.maxX - 5, y: field.frame.midY))
        #expect(field.caret == 13)
        let context = LayoutContext()
        let afterFour = context.measure("Raut", font: Theme.standard.bodyFont).width
        panel.tap(Point(x: field.textRect.minX + afterFour + 1, y: field.frame.midY))
        #expect(field.caret == 4)
        #expect(abs(field.caretX - (field.textRect.minX + afterFour)) < 0.001)
    }

    @Test func longTextScrollsToKeepTheCaretVisible() {
        let (field, panel) = makeField(width: 160)
        panel.tap(field)
        _ = panel.handle(.text("Mannerheimintie 22, Helsinki"))
        let box = field.textRect
        #expect(field.textScrollOffset > 0)
        #expect(field.caretX <= box.maxX && field.caretX >= box.minX)
        _ = panel.handle(.key(.home, []))
        #expect(field.textScrollOffset == 0 && field.caretX == box.minX)
        _ = panel.handle(.key(.end, []))
        let scrolled = field.textScrollOffset
        #expect(scrolled > 0)
        // Deleting pulls the text back so no empty space is left at the end.
        for _ in 0..<20 { _ = panel.handle(.key(.backspace, [])) }
        #expect(field.textScrollOffset == 0 && field.text == "Mannerhe")
        #expect(panel.renderedSurface() != nil)
    }

    @Test func escapeAndPressesElsewhereEndFocus() {
        let (field, panel) = makeField()
        panel.tap(field)
        _ = panel.handle(.key(.escape, []))
        #expect(!field.isFocused && panel.focusedWidget == nil)
        #expect(!panel.handle(.text("a")) && field.text.isEmpty)
        field.beginEditing()
        #expect(field.isFocused)
        panel.tap(Point(x: 150, y: 90))  // on the spacer
        #expect(!field.isFocused)
    }

    @Test func controlCharactersAreNotTyped() {
        let (field, panel) = makeField()
        panel.tap(field)
        _ = panel.handle(.text("Töölö\n\t"))
        #expect(field.text == "Töölö" && field.caret == 5)
    }

    @Test func focusChangesRedrawThePanel() {
        let (field, panel) = makeField()
        _ = panel.renderedSurface()
        let count = panel.renderCount
        panel.tap(field)
        _ = panel.renderedSurface()
        #expect(panel.renderCount == count + 1)
        _ = panel.handle(.text("a"))
        _ = panel.renderedSurface()
        #expect(panel.renderCount == count + 2)
    }
}

/// Typing into a long text: the work per key does not grow with the text, and the field stops at its limit.
@Suite struct TextFieldTypingCostTests {
    /// Bytes shaped while typing `count` characters one key at a time, each key drawn as a frame would.
    static func bytesShapedTyping(_ count: Int) throws -> Int {
        let shaper = TextShaper()
        let field = TextField(placeholder: "Where to?")
        field.maxLength = 10_000
        let panel = widgetHost(VStack([field, Spacer()]), size: Size(width: 300, height: 100))
        field.layout(in: LayoutContext(shaper: shaper))
        panel.tap(field)
        let canvas = Canvas(try Surface(width: 300, height: 100), shaper: shaper)
        let before = shaper.bytesShaped
        for i in 0..<count {
            _ = panel.handle(.text(String(UnicodeScalar(UInt8(97 + i % 26)))))
            field.draw(in: canvas)
        }
        #expect(field.text.count == count)
        return shaper.bytesShaped - before
    }

    @Test func typingFourTimesAsMuchShapesAboutFourTimesAsMuch() throws {
        let n = try Self.bytesShapedTyping(300), four = try Self.bytesShapedTyping(1200)
        // Per-key work proportional to the text would shape about 16 times as much.
        #expect(four < 6 * n, "\(n) bytes shaped for 300 keys, \(four) for 1,200")
    }

    @Test func typingStopsAtTheLimitAndTheFieldSaysSo() {
        let field = TextField()
        field.maxLength = 10
        let panel = widgetHost(VStack([field, Spacer()]), size: Size(width: 300, height: 100))
        panel.tap(field)
        _ = panel.handle(.text("0123456"))
        #expect(!field.isFull)
        _ = panel.handle(.text("789abc"))
        #expect(field.text == "0123456789" && field.isFull)
        _ = panel.handle(.key(.backspace, []))
        #expect(field.text == "012345678" && !field.isFull)
        #expect(TextField().maxLength == 1000)
    }
}

import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// A text field edited as users expect: selection by Shift+arrows, Shift+click, drag, double and triple
/// click; the clipboard (Ctrl+A/C/X/V, the primary selection and the middle button); undo and redo; an
/// input method's composition.
@Suite struct TextFieldEditingTests {
    func makeField(_ text: String = "") -> (TextField, Panel, MemoryClipboard) {
        let field = TextField(text: text, placeholder: "Where to?")
        let panel = widgetHost(VStack([field, Spacer()]), size: Size(width: 400, height: 100))
        let clipboard = MemoryClipboard()
        panel.clipboard = clipboard
        return (field, panel, clipboard)
    }

    /// The panel point of the caret before character `index` (measured as the field measures).
    func point(_ field: TextField, before index: Int) -> Point {
        let width = LayoutContext().measure(String(field.text.prefix(index)), font: Theme.standard.bodyFont).width
        return Point(x: field.textRect.minX + width, y: field.frame.midY)
    }

    func press(_ panel: Panel, at p: Point, clicks: Int = 1, modifiers: KeyModifiers = []) {
        panel.press = PressContext(clickCount: clicks, modifiers: modifiers)
        _ = panel.handle(.pointerDown(p, .primary))
        _ = panel.handle(.pointerUp(p, .primary))
    }

    @Test func shiftArrowsSelectAndTypingReplacesTheSelection() {
        let (field, panel, _) = makeField("Kamppi")
        panel.tap(field)
        _ = panel.handle(.key(.end, []))
        for _ in 0..<3 { _ = panel.handle(.key(.left, [.shift])) }
        #expect(field.editing.selectedText == "ppi")
        _ = panel.handle(.key(.left, [.shift, .control]))
        #expect(field.editing.selectedText == "Kamppi")
        _ = panel.handle(.key(.right, [.shift, .control]))
        #expect(field.editing.selectedText.isEmpty && field.caret == 6)
        _ = panel.handle(.key(.home, [.shift]))
        _ = panel.handle(.text("Töölö"))
        #expect(field.text == "Töölö" && field.caret == 5)
        _ = panel.handle(.key(.backspace, [.control]))
        #expect(field.text.isEmpty)
    }

    @Test func shiftClickDragDoubleAndTripleClickSelect() {
        let (field, panel, clipboard) = makeField("Mannerheimintie 22 Helsinki")
        press(panel, at: point(field, before: 3))
        #expect(field.caret == 3 && field.editing.selection.isEmpty)
        press(panel, at: point(field, before: 10), modifiers: .shift)
        #expect(field.editing.selectedText == "nerheim")
        // A drag from 16 back to 4 selects between them.
        panel.press = PressContext()
        _ = panel.handle(.pointerDown(point(field, before: 16), .primary))
        _ = panel.handle(.pointerMove(point(field, before: 4)))
        _ = panel.handle(.pointerUp(point(field, before: 4), .primary))
        #expect(field.editing.selectedText == "erheimintie " && field.caret == 4)
        #expect(clipboard.text(in: .primary) == "erheimintie ", "a selection goes to the primary selection")
        press(panel, at: point(field, before: 22), clicks: 2)
        #expect(field.editing.selectedText == "Helsinki")
        press(panel, at: point(field, before: 22), clicks: 3)
        #expect(field.editing.selectedText == field.text)
    }

    @Test func clipboardShortcutsCopyCutAndPaste() {
        let (field, panel, clipboard) = makeField("Rautatientori")
        panel.tap(field)
        _ = panel.handle(.key(.character("a"), .control))
        _ = panel.handle(.key(.character("c"), .control))
        #expect(clipboard.text(in: .clipboard) == "Rautatientori")
        _ = panel.handle(.key(.home, []))
        for _ in 0..<5 { _ = panel.handle(.key(.right, [.shift])) }
        _ = panel.handle(.key(.character("x"), .control))
        #expect(field.text == "tientori" && clipboard.text(in: .clipboard) == "Rauta")
        _ = panel.handle(.key(.end, []))
        clipboard.setText("\nRail\tway\n", in: .clipboard)
        _ = panel.handle(.key(.character("v"), .control))
        #expect(field.text == "tientoriRailway", "a field pastes one line of printable text")
        // A middle click pastes the primary selection where it is pressed.
        clipboard.setText("X", in: .primary)
        _ = panel.handle(.pointerDown(point(field, before: 0), .middle))
        _ = panel.handle(.pointerUp(point(field, before: 0), .middle))
        #expect(field.text == "XtientoriRailway")
        // Cut with nothing selected changes nothing.
        _ = panel.handle(.key(.character("x"), .control))
        #expect(field.text == "XtientoriRailway")
    }

    @Test func undoAndRedoByKeys() {
        let (field, panel, _) = makeField()
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        panel.tap(field)
        for c in "Pasila" { _ = panel.handle(.text(String(c))) }
        _ = panel.handle(.key(.backspace, []))
        #expect(field.text == "Pasil")
        _ = panel.handle(.key(.character("z"), .control))
        #expect(field.text == "Pasila")
        _ = panel.handle(.key(.character("z"), .control))
        #expect(field.text.isEmpty)
        _ = panel.handle(.key(.character("z"), [.control, .shift]))
        #expect(field.text == "Pasila")
        _ = panel.handle(.key(.character("y"), .control))
        #expect(field.text == "Pasil")
        #expect(changes.last == "Pasil" && changes.count == 11)
    }

    @Test func compositionIsShownUntilTheInputMethodCommits() {
        let (field, panel, _) = makeField("ni")
        panel.tap(field)
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        let caretBefore = field.caretX
        #expect(panel.handle(.composition("hǎo", caret: 3)))
        #expect(field.text == "ni" && field.editing.displayText == "nihǎo" && changes.isEmpty)
        #expect(field.caretX > caretBefore, "the caret is drawn after the composed text")
        #expect(field.caretRect.map { abs($0.minX - field.caretX) < 0.001 } == true)
        _ = panel.handle(.composition("", caret: 0))
        #expect(field.editing.displayText == "ni")
        _ = panel.handle(.composition("h", caret: 1))
        _ = panel.handle(.text("好"))
        #expect(field.text == "ni好" && field.editing.composition == nil && changes == ["ni好"])
        field.endEditing()
        #expect(!panel.handle(.composition("x", caret: 1)), "not focused: not composed")
    }

    @Test func theContainerCountsClicksAndKnowsShiftAndTheCaret() throws {
        let clock = ManualClock()
        let container = try WhimSceneContainer(size: Size(width: 480, height: 200), clock: clock)
        let clipboard = MemoryClipboard()
        container.clipboard = clipboard
        let field = TextField(text: "Kallio Sörnäinen")
        container.setRoot(WhimSingleScene(.fullscreen(Panel(title: "form", chrome: .plain(.white), contentInsets: EdgeInsets(all: 20), root: VStack([field, Spacer()])))))
        container.settle(on: clock)
        // The fullscreen panel is at the container's origin: panel points are container points.
        let y = field.frame.midY
        let x = point(field, before: 12).x
        func click(at p: Point) {
            container.handle(.pointerDown(p, .primary))
            container.handle(.pointerUp(p, .primary))
        }
        click(at: Point(x: x, y: y))
        click(at: Point(x: x + 1, y: y))
        #expect(field.editing.selectedText == "Sörnäinen", "a double click selects the word")
        click(at: Point(x: x, y: y))
        #expect(field.editing.selectedText == field.text, "a triple click selects all")
        clock.advance(by: 1)
        container.update()
        click(at: Point(x: x, y: y))
        #expect(field.editing.selection.isEmpty, "a click a second later is a single click")
        clock.advance(by: 1)
        container.update()
        container.modifierKeys = .shift
        click(at: Point(x: point(field, before: 7).x, y: y))
        #expect(field.editing.selectedText == "Sörnä", "Shift+click extends from the caret")
        container.renderFrame()
        let rect = try #require(container.textInputRect)
        #expect(abs(rect.minX - field.caretX) < 0.001 && abs(rect.midY - y) < 1)
        _ = container.handle(.key(.character("c"), .control))
        #expect(clipboard.text(in: .clipboard) == "Sörnä")
    }
}

import Testing
import WhimCore
import WhimGraphics

/// A field holding right-to-left text: its caret is where Pango draws it, Left and Right move it on screen
/// (back through the text for Right in Hebrew), and a click finds the position under it.
extension TextFieldEditingTests {
    @Test func aRightToLeftTextHasItsCaretWherePangoDrawsItAndArrowsMoveOnScreen() {
        let (field, panel, _) = makeField("שלום")
        panel.tap(field)
        _ = panel.handle(.key(.end, []))
        let carets = LayoutContext().lineCarets("שלום", font: Theme.standard.bodyFont)
        #expect(abs(field.caretX - field.textRect.minX) < 0.5, "the end of a right-to-left text is at its left")
        _ = panel.handle(.key(.right, []))
        #expect(field.caret == 3, "Right goes back in the text")
        #expect(abs(field.caretX - (field.textRect.minX + carets.caretX(at: field.editing.caret))) < 0.5)
        _ = panel.handle(.key(.left, []))
        #expect(field.caret == 4)
        _ = panel.handle(.key(.left, []))
        #expect(field.caret == 4, "the left end of the line stays")
        _ = panel.handle(.key(.right, [.shift]))
        #expect(field.editing.selectedText == "ם", "Shift+Right selects the character to the right")
        press(panel, at: Point(x: field.textRect.minX + carets.width, y: field.frame.midY))
        #expect(field.caret == 0, "a click at the right end of the text is its start")
    }

    @Test func mixedTextCaretsFollowTheRuns() {
        let text = "Kamppi שלום 12"
        let (field, panel, _) = makeField(text)
        panel.tap(field)
        let carets = LayoutContext().lineCarets(text, font: Theme.standard.bodyFont)
        for index in 0...text.count {
            field.moveCaret(to: index)
            #expect(abs(field.caretX - (field.textRect.minX + carets.caretX(at: field.editing.caret))) < 0.5)
        }
        // From the start (the left end), Right only goes right, to the right end.
        field.moveCaret(to: 0)
        var xs = [field.caretX]
        for _ in 0..<20 {
            _ = panel.handle(.key(.right, []))
            xs.append(field.caretX)
        }
        #expect(xs == xs.sorted(), "Right only goes right: \(xs)")
        #expect(abs(xs.last! - field.textRect.minX - carets.width) < 0.5, "and stops at the right end")
    }
}

import WhimGraphics

/// What a text field and a text area share: a `TextEditing` value changed by typing, an input method's
/// composition, editing keys, the pointer and the clipboard.
///
/// Keys: arrows move (with Ctrl by word, with Shift selecting), Home and End go to the line's ends (with
/// Ctrl the text's), Backspace and Delete delete (with Ctrl a word), Ctrl+A selects all, Ctrl+C, Ctrl+X
/// and Ctrl+V copy, cut and paste through the panel's clipboard, Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y
/// redo, Ctrl+S asks the owner to save (`onSave`), Esc gives up focus. Pointer: a press puts the caret (with Shift it extends the selection), a drag
/// selects, a double click selects a word and a triple click `tripleClickRange`, dragging after them by
/// words or lines; a middle click pastes the primary selection, which every selection made is put in.
/// Subclasses say where text offsets are on screen and how lines move.
public class EditableText: ScrollView {
    /// The text, selection, composition and undo history.
    public private(set) var editing = TextEditing()
    /// Called with the new text after every edit by the user (not when code sets the text).
    public var onChange: ((String) -> Void)?
    /// Called on Ctrl+S while the widget has focus: the owner writes the text now (the notes editor saves
    /// the note). Without it Ctrl+S is not taken.
    public var onSave: (() -> Void)?

    /// A pointer drag selecting from what its press selected, by characters (1), words (2) or lines (3).
    private var drag: (origin: Range<Int>, unit: Int)?
    /// The text last put in the primary selection, so one selection is put there once.
    private var publishedPrimary: String?

    public override var wantsPointer: Bool { true }
    public override var acceptsFocus: Bool { true }
    /// A drag selects text; the wheel and the scroll bar scroll what does not fit (`ScrollView`).
    public override var scrollsContentWithDrag: Bool { false }

    /// Whether the widget has keyboard focus in its panel.
    public var isFocused: Bool { panel?.focusedWidget === self }

    // MARK: What subclasses decide

    /// The text offset (a character boundary) nearest to a point in panel coordinates.
    func offset(at p: Point) -> Int { editing.text.utf8.count }

    /// Typed or pasted text as this widget takes it (a field drops line breaks and stops at its limit).
    func accepted(_ typed: String) -> String { typed }

    /// Moves the caret a line (or a page) up or down; returns whether the widget moves by lines.
    func moveVertically(_ direction: TextDirection, page: Bool, extending: Bool) -> Bool { false }

    /// Where Right (`rightwards`) or Left takes the caret at `offset` when the text has right-to-left runs:
    /// the next place on screen that way (`offset` itself at the end of the line), nil to move in text order.
    func visualMove(from offset: Int, rightwards: Bool) -> Int? { nil }

    /// Where Home and End go from `offset`: the start or end of the line it is on.
    func lineBoundary(_ direction: TextDirection, from offset: Int) -> Int {
        editing.boundary(direction, by: .document, from: offset)
    }

    /// What a triple click selects.
    func tripleClickRange(at offset: Int) -> Range<Int> { 0..<editing.text.utf8.count }

    /// Enter: a field submits, a text area breaks the line.
    func enterPressed() {}

    /// Called after the text, the selection or the composition changed (text: whether the text did).
    func editingDidChange(textChanged: Bool) {}

    // MARK: Changing the value

    /// Applies `body` to the editing value; redraws and tells the subclass when anything changed, and
    /// calls `onChange` when the user changed the text.
    func change(byUser: Bool = true, _ body: (inout TextEditing) -> Void) {
        let oldText = editing.text, oldSelection = editing.selection, oldComposition = editing.composition
        body(&editing)
        let textChanged = editing.text != oldText
        guard textChanged || editing.selection != oldSelection || editing.composition != oldComposition else { return }
        editingDidChange(textChanged: textChanged)
        setNeedsDisplay()
        if textChanged, byUser { onChange?(editing.text) }
    }

    /// Replaces the text (by code: no `onChange`, no undo history), the caret kept where it was (at the
    /// end when the text is shorter, or with `caretAtEnd`).
    func setText(_ text: String, caretAtEnd: Bool = false) {
        guard text != editing.text else { return }
        let caret = caretAtEnd ? text.utf8.count : editing.caret
        change(byUser: false) {
            $0 = TextEditing(text)
            $0.moveCaret(to: min(caret, text.utf8.count), extending: false)
        }
    }

    /// Replaces the characters `range` (Unicode scalars, as assistive technology counts them; clamped to the
    /// text, moved out to whole characters) with `string` as the user would: undoable, `onChange` called,
    /// line breaks and the length limit applied as to typing. A screen reader's `InsertText`, `DeleteText`
    /// and `SetTextContents`.
    public func replaceCharacters(_ range: Range<Int>, with string: String) {
        let text = editing.text
        // Selected first, so the length limit counts what the new text replaces.
        change(byUser: false) { $0.select(text.utf8Offset(scalars: range.lowerBound)..<text.utf8Offset(scalars: range.upperBound)) }
        let clean = accepted(string)
        change { $0.replace($0.selection.range, with: clean) }
    }

    /// Selects the characters `range` (Unicode scalars; clamped, moved out to whole characters), the caret
    /// at its end; an empty range puts the caret there. A screen reader's `SetCaretOffset` and `SetSelection`.
    public func selectCharacters(_ range: Range<Int>) {
        let text = editing.text
        let utf8 = text.utf8Offset(scalars: range.lowerBound)..<text.utf8Offset(scalars: range.upperBound)
        change(byUser: false) { $0.select(utf8) }
        publishPrimary()
    }

    /// Takes keyboard focus (as a press does) and puts the caret at the end.
    public func beginEditing() {
        panel?.focus(self)
        change(byUser: false) { $0.move(.forward, by: .document, extending: false) }
    }

    /// Gives up keyboard focus.
    public func endEditing() {
        if isFocused { panel?.focus(nil) }
    }

    public override func focusDidEnd() {
        drag = nil
        change(byUser: false) { $0.setComposition(nil) }
        setNeedsDisplay()
    }

    /// Puts the selection in the primary selection (X11's select-to-copy) when it is new and not empty.
    private func publishPrimary() {
        guard !editing.selection.isEmpty, let clipboard = panel?.clipboard else { return }
        let selected = editing.selectedText
        guard selected != publishedPrimary else { return }
        publishedPrimary = selected
        clipboard.setText(selected, in: .primary)
    }

    // MARK: Input

    public override func handle(_ event: InputEvent) -> Bool {
        if handleScrolling(event) { return true }
        switch event {
        case let .pointerDown(p, button):
            pressed(at: p, button: button)
            return true
        case let .pointerMove(p):
            if let drag { dragged(to: offset(at: p), from: drag.origin, unit: drag.unit) }
            return true
        case .pointerUp:
            if drag != nil { publishPrimary() }
            drag = nil
            return true
        case .wheel:
            return false
        case let .text(typed):
            guard isFocused else { return false }
            let clean = accepted(typed)
            change { $0.setComposition(nil); $0.insert(clean) }
            return true
        case let .composition(text, caret):
            guard isFocused else { return false }
            change { $0.setComposition(TextComposition(text, caretScalars: caret)) }
            return true
        case let .key(key, modifiers):
            guard isFocused else { return false }
            let used = pressed(key, modifiers)
            if used { publishPrimary() }
            return used
        }
    }

    private func pressed(at p: Point, button: PointerButton) {
        let o = offset(at: p)
        switch button {
        case .secondary:
            return
        case .middle:
            let pasted = panel?.clipboard?.text(in: .primary).map(accepted) ?? ""
            change {
                $0.moveCaret(to: o, extending: false)
                $0.insert(pasted, kind: .replacing)
            }
        case .primary:
            let press = panel?.press ?? PressContext()
            let unit = min(press.clickCount, 3)
            if unit == 1, press.modifiers.contains(.shift) {
                let anchor = editing.selection.anchor
                drag = (anchor..<anchor, 1)
                dragged(to: o, from: anchor..<anchor, unit: 1)
            } else {
                let origin = range(at: o, unit: unit)
                drag = (origin, unit)
                change { $0.select(origin) }
                if unit > 1 { publishPrimary() }
            }
        }
    }

    /// The range a press of `unit` selects at `o`: nothing (a caret), a word, or a line.
    private func range(at o: Int, unit: Int) -> Range<Int> {
        switch unit {
        case 1: return o..<o
        case 2: return editing.wordRange(at: o)
        default: return tripleClickRange(at: o)
        }
    }

    /// Selects from the press's `origin` to what `unit` covers at `o`, the anchor on the far side.
    private func dragged(to o: Int, from origin: Range<Int>, unit: Int) {
        let target = range(at: o, unit: unit)
        let (anchor, caret) = target.lowerBound < origin.lowerBound
            ? (origin.upperBound, target.lowerBound) : (origin.lowerBound, max(origin.upperBound, target.upperBound))
        change {
            $0.moveCaret(to: anchor, extending: false)
            $0.moveCaret(to: caret, extending: true)
        }
    }

    /// An editing key; returns whether it was one.
    private func pressed(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        let shift = modifiers.contains(.shift), control = modifiers.contains(.control)
        switch key {
        case let .character(c) where control && !modifiers.contains(.alt):
            return shortcut(c, shift: shift)
        case .left, .right:
            if !control, shift || editing.selection.isEmpty, let target = visualMove(from: editing.caret, rightwards: key == .right) {
                change { $0.moveCaret(to: target, extending: shift) }
            } else {
                change { $0.move(key == .left ? .backward : .forward, by: control ? .word : .character, extending: shift) }
            }
        case .backspace:
            change { $0.deleteBackward(by: control ? .word : .character) }
        case .delete:
            change { $0.deleteForward(by: control ? .word : .character) }
        case .home, .end:
            let direction: TextDirection = key == .home ? .backward : .forward
            let target = control ? editing.boundary(direction, by: .document, from: editing.caret) : lineBoundary(direction, from: editing.caret)
            change { $0.moveCaret(to: target, extending: shift) }
        case .up, .down:
            let direction: TextDirection = key == .up ? .backward : .forward
            if !moveVertically(direction, page: false, extending: shift) {
                change { $0.moveCaret(to: $0.boundary(direction, by: .document, from: $0.caret), extending: shift) }
            }
        case .pageUp, .pageDown:
            return moveVertically(key == .pageUp ? .backward : .forward, page: true, extending: shift)
        case .enter:
            enterPressed()
        case .escape:
            endEditing()
        default:
            return false
        }
        return true
    }

    /// Ctrl with a letter: select all, copy, cut, paste, undo, redo and save (`onSave`).
    private func shortcut(_ c: Character, shift: Bool) -> Bool {
        switch c {
        case "a": change { $0.selectAll() }
        case "c": copy()
        case "x":
            guard !editing.selection.isEmpty else { return true }
            copy()
            change { $0.deleteBackward() }
        case "v":
            guard let pasted = panel?.clipboard?.text(in: .clipboard) else { return true }
            let clean = accepted(pasted)
            change { $0.insert(clean, kind: .replacing) }
        case "z": change { if shift { $0.redo() } else { $0.undo() } }
        case "y": change { $0.redo() }
        case "s":
            guard let onSave else { return false }
            onSave()
        default: return false
        }
        return true
    }

    private func copy() {
        guard !editing.selection.isEmpty else { return }
        panel?.clipboard?.setText(editing.selectedText, in: .clipboard)
    }
}

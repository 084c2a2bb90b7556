/// The text as a widget shows it: an input method's composition stands in place of the selection (which
/// it will replace when committed), underlined, with the input method's caret inside it.
extension TextEditing {
    /// The text shown: `text`, with the composition in place of the selection while there is one.
    public var displayText: String {
        guard let composition else { return text }
        let r = selection.range
        return String(text[..<text.index(utf8Offset: r.lowerBound)]) + composition.text + String(text[text.index(utf8Offset: r.upperBound)...])
    }

    /// Where the caret is drawn in `displayText` (inside the composition while there is one).
    public var displayCaret: Int {
        guard let composition else { return caret }
        return selection.range.lowerBound + composition.caret
    }

    /// The part of `displayText` that is the composition (to underline); nil when there is none.
    public var displayComposition: Range<Int>? {
        guard let composition else { return nil }
        let start = selection.range.lowerBound
        return start..<(start + composition.text.utf8.count)
    }

    /// The part of `displayText` drawn selected: the selection, none while composing.
    public var displaySelection: Range<Int> {
        composition == nil ? selection.range : displayCaret..<displayCaret
    }
}

/// Where the caret and the selection are in a text element, counted in characters as assistive technology
/// counts them (Unicode scalars), so a screen reader can say what the caret moved over and what is selected.
public struct AccessibleTextCursor: Hashable, Sendable {
    /// The insertion point.
    public var caret: Int
    /// The selected characters, start first; empty when nothing is selected.
    public var selection: Range<Int>

    /// A cursor at `caret` with `selection` (empty: nothing selected, at the caret).
    public init(caret: Int, selection: Range<Int>? = nil) {
        self.caret = caret
        self.selection = selection ?? caret..<caret
    }

    /// The cursor of an editing value, its UTF-8 offsets counted in Unicode scalars.
    public init(_ editing: TextEditing) {
        let text = editing.text, range = editing.selection.range
        self.init(caret: text.scalarOffset(utf8: editing.caret),
                  selection: text.scalarOffset(utf8: range.lowerBound)..<text.scalarOffset(utf8: range.upperBound))
    }
}

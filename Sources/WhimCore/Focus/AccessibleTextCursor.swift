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

extension String {
    /// The Unicode scalars before UTF-8 offset `utf8` (clamped to the text).
    func scalarOffset(utf8 offset: Int) -> Int {
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
        return unicodeScalars.distance(from: unicodeScalars.startIndex, to: end)
    }

    /// The UTF-8 offset after `scalars` Unicode scalars (clamped to the text).
    func utf8Offset(scalars: Int) -> Int {
        let count = unicodeScalars.count
        let end = unicodeScalars.index(unicodeScalars.startIndex, offsetBy: min(max(0, scalars), count))
        return utf8.distance(from: utf8.startIndex, to: end)
    }
}

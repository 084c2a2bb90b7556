/// A selection in a text: where it was started (`anchor`) and where the caret is now, as UTF-8 offsets on
/// character (grapheme cluster) boundaries. The caret may be before the anchor (a selection made
/// leftwards); an empty selection is just a caret.
public struct TextSelection: Hashable, Sendable {
    /// Where the selection was started; Shift+arrows and drags move the caret away from it.
    public var anchor: Int
    /// The insertion point: where typing goes and what moves.
    public var caret: Int

    /// A selection from `anchor` to `caret`.
    public init(anchor: Int, caret: Int) {
        self.anchor = anchor
        self.caret = caret
    }

    /// A caret with nothing selected.
    public init(caret: Int) { self.init(anchor: caret, caret: caret) }

    /// The selected UTF-8 offsets, start first.
    public var range: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

    /// Whether nothing is selected.
    public var isEmpty: Bool { anchor == caret }
}

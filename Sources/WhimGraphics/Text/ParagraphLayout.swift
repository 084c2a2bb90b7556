/// A paragraph as laid out: its lines (as shown, an ellipsized last line ending in "…") and the size of
/// the block they take.
public struct ParagraphLayout: Hashable, Sendable {
    /// The text of each line, top to bottom, without the break that ended it.
    public var lines: [String]
    /// The widest line's advance and the height of all lines (line heights times the line height multiple).
    public var size: Size
    /// Whether text was left out (the last line ends in an ellipsis).
    public var isTruncated: Bool
}

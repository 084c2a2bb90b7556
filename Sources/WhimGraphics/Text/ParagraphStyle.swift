/// How a paragraph is laid out: its font, how its lines align, how many it may take, how far apart they are.
public struct ParagraphStyle: Hashable, Sendable {
    /// The font of every line.
    public var font: Font
    /// Horizontal placement of each line within the paragraph's width.
    public var alignment: TextAlignment
    /// The most lines shown (the last ends in "…" when text is left over); 0: no limit; 1: one line, newlines read as spaces.
    public var maxLines: Int
    /// The distance between baselines as a multiple of the line's height (ascent + descent).
    public var lineHeightMultiple: Double

    /// A paragraph style; left-aligned, unlimited lines, lines one line height apart unless told otherwise.
    public init(font: Font, alignment: TextAlignment = .left, maxLines: Int = 0, lineHeightMultiple: Double = 1) {
        self.font = font
        self.alignment = alignment
        self.maxLines = max(0, maxLines)
        self.lineHeightMultiple = lineHeightMultiple
    }
}

/// A piece of a line of text set along a curve (see ``Canvas/textPieces(_:font:)``).
public struct TextPiece: Hashable, Sendable {
    /// The characters of the piece (drawn alone, they look as they do in the whole line).
    public var text: String
    /// How far the piece advances along the line.
    public var advance: Double
}

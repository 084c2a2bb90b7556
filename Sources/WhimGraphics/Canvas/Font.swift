/// A font request: DejaVu Sans by default (Debian's fonts-dejavu-core), at a size in logical units.
public struct Font: Hashable, Sendable {
    /// Stroke weight of the face.
    public enum Weight: Sendable, Hashable { case regular, bold }

    public var family: String
    public var size: Double
    public var weight: Weight
    public var italic: Bool

    public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    public static func regular(_ size: Double) -> Font { Font(size: size) }
    public static func bold(_ size: Double) -> Font { Font(size: size, weight: .bold) }
}

/// Measured extents of a run of text in logical units.
public struct TextMetrics: Hashable, Sendable {
    /// How far the pen advances: the width the text takes in a line.
    public var width: Double
    /// Height above the baseline of the font (not of these glyphs), for consistent line layout.
    public var ascent: Double
    /// Depth below the baseline of the font.
    public var descent: Double
    /// Ascent + descent.
    public var lineHeight: Double { ascent + descent }
}

/// Horizontal placement of text inside a box.
public enum TextAlignment: Sendable, Hashable { case left, center, right }

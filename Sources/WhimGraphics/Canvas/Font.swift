/// A font request: DejaVu Sans by default (Debian's fonts-dejavu-core), at a size in logical units.
public struct Font: Hashable, Sendable {
    /// Stroke weight of the face.
    public enum Weight: Sendable, Hashable {
        /// The normal face.
        case regular
        /// The bold face.
        case bold
    }

    /// Font family name, as fontconfig resolves it (a missing family falls back to a similar face).
    public var family: String
    /// Size in logical units (scaled by the surface's device scale like all drawing).
    public var size: Double
    /// Regular or bold.
    public var weight: Weight
    /// Whether to use the italic (slanted) face.
    public var italic: Bool

    /// A font request; DejaVu Sans, regular, upright unless told otherwise.
    public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// DejaVu Sans, regular, at `size` logical units.
    public static func regular(_ size: Double) -> Font { Font(size: size) }
    /// DejaVu Sans, bold, at `size` logical units.
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
public enum TextAlignment: Sendable, Hashable {
    /// Flush with the box's left edge.
    case left
    /// Centred in the box.
    case center
    /// Flush with the box's right edge.
    case right
}

/// A font request: DejaVu Sans by default (Debian's fonts-dejavu-core), at a size in logical units.
///
/// Text is shaped by Pango: characters the family lacks come from the first of `fallbackFamilies` that
/// has them (DejaVu Sans covers Latin, Greek, Cyrillic and Arabic; WenQuanYi Micro Hei, from
/// fonts-wqy-microhei, covers Chinese), then from whatever fontconfig finds.
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
    /// Families tried, in order, for characters `family` has no glyph for.
    public var fallbackFamilies: [String]

    /// The fallback families of every font unless told otherwise: DejaVu Sans first, then a Noto font for
    /// Chinese, Japanese, Korean or Arabic where one is installed, then WenQuanYi Micro Hei (the small
    /// Chinese font scripts/bootstrap installs).
    public static let standardFallbacks = [
        "DejaVu Sans", "Noto Sans CJK SC", "Noto Sans Arabic", "WenQuanYi Micro Hei",
    ]

    /// A font request; DejaVu Sans, regular, upright, standard fallbacks unless told otherwise.
    public init(
        family: String = "DejaVu Sans", size: Double, weight: Weight = .regular, italic: Bool = false,
        fallbackFamilies: [String] = Font.standardFallbacks
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.fallbackFamilies = fallbackFamilies
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

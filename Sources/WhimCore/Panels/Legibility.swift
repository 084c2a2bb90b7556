import WhimGraphics

/// How a reader needs the interface drawn: a text size and a high-contrast look. The container gives it to
/// every panel it lays out (`WhimSceneContainer.legibility`); a panel measures and draws its text at
/// `textScale` and, with `highContrast`, draws `Theme.standard`'s colours as `Theme.highContrast`'s, with
/// borders on buttons and fields and a thicker focus ring. The map's own labels keep their style's size:
/// they are part of the map picture, drawn on tiles beside the frame path, and their collision layout would
/// change with every size.
public struct Legibility: Sendable, Hashable {
    /// The text sizes a reader may choose, as multiples of the theme's.
    public static let textScales: ClosedRange<Double> = 1...2

    /// How much larger than the theme's every font is measured and drawn, kept to `textScales` (not a
    /// number: 1).
    public var textScale: Double { didSet { textScale = Self.kept(textScale) } }
    /// Whether panels draw in the high-contrast theme.
    public var highContrast: Bool

    /// Text at `textScale` (kept to `textScales`; not a number: 1), in high contrast or not.
    public init(textScale: Double = 1, highContrast: Bool = false) {
        self.textScale = Self.kept(textScale)
        self.highContrast = highContrast
    }

    private static func kept(_ scale: Double) -> Double {
        scale.isNaN ? 1 : min(textScales.upperBound, max(textScales.lowerBound, scale))
    }

    /// The theme's sizes and colours as they are.
    public static let standard = Legibility()

    /// The width of the border drawn around buttons and fields (0: none).
    public var controlBorderWidth: Double { highContrast ? 2 : 0 }

    /// The focus ring's stroke width.
    public var focusRingWidth: Double { highContrast ? 5 : FocusRing.width }

    /// The colours a canvas draws in place of others (`Canvas.colorSubstitutions`).
    var colorSubstitutions: [Color: Color] { highContrast ? Self.highContrastColors : [:] }

    private static let highContrastColors = Theme.standard.colorSubstitutions(to: .highContrast)
}

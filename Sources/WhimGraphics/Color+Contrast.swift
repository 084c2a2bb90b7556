import Foundation

/// How far apart two colours are to a reader, as WCAG 2 measures it: text needs a contrast ratio of at
/// least 4.5:1 with its background (level AA), 7:1 for level AAA.
extension Color {
    /// The relative luminance of the colour's sRGB channels (WCAG 2.x): 0 for black, 1 for white. Alpha is
    /// not looked at: blend a translucent colour over its background first (`mixed(with:_:)`).
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double {
            let v = min(1, max(0, c.isNaN ? 0 : c))
            return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio between this colour and `other`, from 1 (the same) to 21 (black and white);
    /// the same whichever of the two is the text.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

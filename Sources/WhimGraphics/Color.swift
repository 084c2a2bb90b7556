/// An sRGB colour with straight (not premultiplied) alpha, each channel in 0...1.
///
/// Written as hex literals in styles: `Color(0x1A73E8)`, `let c: Color = 0xFFFFFF`, `Color(0x000000, alpha: 0.4)`,
/// or `Color(hex: "#1A73E8CC")`.
public struct Color: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The red channel, 0...1 (sRGB, not premultiplied).
    public var red: Double
    /// The green channel, 0...1 (sRGB, not premultiplied).
    public var green: Double
    /// The blue channel, 0...1 (sRGB, not premultiplied).
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A colour from channels in 0...1; values are stored as given, not clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 0xRRGGBB with the given alpha.
    public init(_ rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// Lets a hex integer literal (0xRRGGBB) stand for an opaque colour.
    public init(integerLiteral value: UInt32) { self.init(value) }

    /// From "#RRGGBB" or "#RRGGBBAA" (the "#" is optional); nil for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(value)
        } else {
            self.init(value >> 8, alpha: Double(value & 0xFF) / 255)
        }
    }

    /// Opaque white.
    public static let white = Color(0xFFFFFF)
    /// Opaque black.
    public static let black = Color(0x000000)
    /// Fully transparent black.
    public static let clear = Color(0x000000, alpha: 0)

    /// Every channel kept to 0...1, and one that is not a number made 0: what drawing can use of a colour
    /// given as it came (values are stored unclamped).
    public var clamped: Color {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        return Color(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))
    }

    /// The colour as the opaque 32-bit pixel (0xFFRRGGBB, native byte order) a cairo fill writes into an
    /// RGB24 or ARGB32 surface, its own alpha not looked at: each channel converted as cairo converts a
    /// source colour (clamped to 0...1, to 16 bits by ⌊c · 65535 + ½⌋, then the high byte). For kernels
    /// that write pixels themselves, and memory stocked to stand for such a fill.
    public var opaquePixel: UInt32 {
        func byte(_ c: Double) -> UInt32 { UInt32(max(0, min(1, c.isNaN ? 0 : c)) * 65535 + 0.5) >> 8 }
        return 0xFF00_0000 | byte(red) << 16 | byte(green) << 8 | byte(blue)
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Linear interpolation toward `other` by `t` (0 gives self, 1 gives other).
    public func mixed(with other: Color, _ t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }

    /// "#RRGGBBAA", each channel rounded to 8 bits.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = UInt8(max(0, min(255, (v * 255).rounded())))
            return b < 16 ? "0" + String(b, radix: 16, uppercase: true) : String(b, radix: 16, uppercase: true)
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    /// The colour as "#RRGGBBAA" (see ``hexString``).
    public var description: String { hexString }
}

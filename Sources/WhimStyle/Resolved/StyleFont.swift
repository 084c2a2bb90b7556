import WhimGraphics

/// A `text-font` stack turned into a font this system has: the first name's weight and slant read from
/// its words ("Noto Sans Bold Italic" → bold, italic), its family mapped to an installed one (sans families
/// to DejaVu Sans, serif ones to DejaVu Serif, mono ones to DejaVu Sans Mono; DejaVu names kept).
public struct StyleFont: Hashable, Sendable {
    /// Weights a font name can carry, in CSS order.
    public enum Weight: Int, Hashable, Sendable, Comparable {
        case thin = 100, extraLight = 200, light = 300, regular = 400, medium = 500, semiBold = 600, bold = 700
        case extraBold = 800, black = 900

        /// Orders weights by stroke.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// Pango's word for the weight.
        var pangoName: String {
            switch self {
            case .thin: "Thin"
            case .extraLight: "Ultra-Light"
            case .light: "Light"
            case .regular: ""
            case .medium: "Medium"
            case .semiBold: "Semi-Bold"
            case .bold: "Bold"
            case .extraBold: "Ultra-Bold"
            case .black: "Heavy"
            }
        }
    }

    /// The installed family to draw with.
    public var family: String
    /// The weight named in the stack.
    public var weight: Weight
    /// Whether the name asks for italic or oblique.
    public var italic: Bool
    /// The stack as the style wrote it.
    public var requested: [String]

    /// The font for the first name of `stack` (an array of font names, as `text-font` evaluates).
    public init(stack: StyleValue) {
        var names: [String] = []
        if case .array(let xs) = stack { names = xs.compactMap(\.string) }
        self.init(names: names)
    }

    /// The font for the first of `names`.
    public init(names: [String]) {
        requested = names
        var words = (names.first ?? "").split(separator: " ").map(String.init)
        weight = .regular
        italic = false
        let weights: [String: Weight] = [
            "thin": .thin, "hairline": .thin, "extralight": .extraLight, "ultralight": .extraLight, "light": .light,
            "regular": .regular, "book": .regular, "normal": .regular, "medium": .medium, "semibold": .semiBold,
            "demibold": .semiBold, "bold": .bold, "extrabold": .extraBold, "ultrabold": .extraBold, "black": .black,
            "heavy": .black,
        ]
        while let last = words.last?.lowercased().replacingDashes() {
            if last == "italic" || last == "oblique" {
                italic = true
            } else if let w = weights[last] {
                weight = w
            } else {
                break
            }
            words.removeLast()
        }
        family = Self.installedFamily(for: words.joined(separator: " "))
    }

    /// The installed family standing in for `family`.
    static func installedFamily(for family: String) -> String {
        let lower = family.lowercased()
        if lower.hasPrefix("dejavu") { return family }
        if lower.contains("mono") || lower.contains("code") || lower.contains("courier") { return "DejaVu Sans Mono" }
        if lower.contains("serif") && !lower.contains("sans") { return "DejaVu Serif" }
        return "DejaVu Sans"
    }

    /// A Pango font description, such as "DejaVu Sans Bold Italic 12".
    public func pangoDescription(size: Double) -> String {
        var parts = [family]
        if !weight.pangoName.isEmpty { parts.append(weight.pangoName) }
        if italic { parts.append("Italic") }
        parts.append(StyleValue.format((size * 100).rounded() / 100))
        return parts.joined(separator: " ")
    }

    /// The WhimGraphics font at `size` (medium and heavier draw bold, lighter ones regular).
    public func font(size: Double) -> Font {
        Font(family: family, size: size, weight: weight >= .medium ? .bold : .regular, italic: italic)
    }
}

extension String {
    fileprivate func replacingDashes() -> String { filter { $0 != "-" } }
}

/// The kinds of values properties take, and how a value is made to fit one.
enum PropertyKind: Sendable, Equatable {
    case color, number, bool, numberArray, stringArray
    /// `text-field`: a string (a `format` is reduced to its text); `{token}` templates in literals.
    case formatted
    /// `icon-image`: an image name; `{token}` templates in literals.
    case image
    case enumeration(Set<String>)

    /// Whether legacy `stops` functions interpolate (else they step).
    var interpolates: Bool { self == .color || self == .number }

    /// Whether literal strings are `{token}` templates.
    var takesTokens: Bool { self == .formatted || self == .image }

    /// `value` made to fit this kind, or nil if it cannot (the caller uses the default).
    func coerce(_ value: StyleValue) -> StyleValue? {
        switch (self, value) {
        case (.color, .color): return value
        case (.color, .string(let s)): return CSSColor.parse(s).map(StyleValue.color)
        case (.number, .number(let n)): return n.isFinite ? value : nil
        case (.bool, .bool): return value
        case (.numberArray, .array(let xs)): return xs.allSatisfy { $0.number?.isFinite == true } ? value : nil
        case (.stringArray, .array(let xs)): return xs.allSatisfy { $0.string != nil } && !xs.isEmpty ? value : nil
        case (.stringArray, .string): return .array([value])
        case (.formatted, .null), (.image, .null): return nil
        case (.formatted, .color), (.image, .color), (.formatted, .array), (.image, .array), (.formatted, .object),
             (.image, .object):
            return nil
        case (.formatted, _), (.image, _): return .string(value.description)
        case (.enumeration(let allowed), .string(let s)): return allowed.contains(s) ? value : nil
        default: return nil
        }
    }
}

import WhimGraphics

/// A value in a style's world: a feature property, a literal, or what an expression evaluates to.
public enum StyleValue: Hashable, Sendable, CustomStringConvertible {
    /// No value: a missing property, or an expression that failed.
    case null
    /// A boolean.
    case bool(Bool)
    /// A number (style numbers are all doubles).
    case number(Double)
    /// A string.
    case string(String)
    /// A colour, produced by colour expressions and colour properties.
    case color(Color)
    /// An array.
    case array([StyleValue])
    /// An object (from `literal`).
    case object([String: StyleValue])

    /// The number, or nil for anything else.
    public var number: Double? { if case .number(let n) = self { n } else { nil } }
    /// The string, or nil for anything else.
    public var string: String? { if case .string(let s) = self { s } else { nil } }
    /// The boolean, or nil for anything else.
    public var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    /// Whether this is `.null`.
    public var isNull: Bool { if case .null = self { true } else { false } }

    /// The value as `to-string` renders it: "" for null, numbers without a trailing ".0", colours as
    /// "rgba(r,g,b,a)", arrays and objects as JSON.
    public var description: String {
        switch self {
        case .null: ""
        case .bool(let b): b ? "true" : "false"
        case .number(let n): Self.format(n)
        case .string(let s): s
        case .color(let c): Self.format(c)
        case .array(let a): "[" + a.map(\.json).joined(separator: ",") + "]"
        case .object(let o): "{" + o.keys.sorted().map { "\"\($0)\":" + o[$0]!.json }.joined(separator: ",") + "}"
        }
    }

    private var json: String {
        switch self {
        case .null: "null"
        case .string(let s): "\"" + s + "\""
        case .color(let c): "\"" + Self.format(c) + "\""
        default: description
        }
    }

    /// A number as JavaScript prints it in the common cases: integers without a fraction.
    static func format(_ n: Double) -> String {
        if n.isNaN { return "NaN" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }

    /// A colour as MapLibre's `to-string` gives it: "rgba(r,g,b,a)" with 0...255 channels.
    static func format(_ c: Color) -> String {
        func byte(_ v: Double) -> String { format((max(0, min(1, v)) * 255).rounded()) }
        return "rgba(\(byte(c.red)),\(byte(c.green)),\(byte(c.blue)),\(format(max(0, min(1, c.alpha)))))"
    }

    /// Truthiness as `to-boolean` defines it: false for null, false, 0, NaN and "".
    var truthy: Bool {
        switch self {
        case .null: false
        case .bool(let b): b
        case .number(let n): !(n == 0 || n.isNaN)
        case .string(let s): !s.isEmpty
        default: true
        }
    }

    /// The value converted from parsed JSON.
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .number(let n): self = .number(n)
        case .string(let s): self = .string(s)
        case .array(let a): self = .array(a.map(StyleValue.init))
        case .object(let m):
            var o: [String: StyleValue] = [:]
            for (k, v) in m { o[k] = StyleValue(v) }
            self = .object(o)
        }
    }
}

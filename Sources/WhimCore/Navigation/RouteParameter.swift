/// A parameter a screen declares: its name, its type and whether it may be left out. Paths carry parameters
/// as `?name=value` after the screen's segment, and parsing checks each value against the declared type.
public struct RouteParameter: Sendable, Hashable {
    /// The name, as in `?name=value`.
    public var name: String
    /// The type its values must have.
    public var type: RouteParameterType
    /// Whether the path may leave the parameter out (then the screen gets no value for it).
    public var isOptional: Bool

    /// A parameter `name` of `type`; a required one must be in every path to the screen.
    public init(_ name: String, _ type: RouteParameterType, optional: Bool = false) {
        self.name = name
        self.type = type
        self.isOptional = optional
    }
}

/// The type of a declared route parameter.
public enum RouteParameterType: Sendable, Hashable, CustomStringConvertible {
    /// A whole number.
    case int
    /// A finite double: `nan` and `inf` are rejected.
    case double
    /// Any text (percent-encoded in paths).
    case string
    /// `true` or `false`.
    case bool
    /// One of a fixed list of values (an enum).
    case oneOf([String])

    /// Parses a decoded path value; nil when it is not of this type.
    public func value(parsing text: String) -> RouteParameterValue? {
        switch self {
        case .int:
            guard text.utf8.count <= 20, let v = Int(text) else { return nil }
            return .int(v)
        case .double:
            // Decimal or exponent notation only (no hex floats, no inf/nan spellings).
            guard text.utf8.count <= 40, text.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 43 || $0 == 45 || $0 == 46 || $0 == 101 || $0 == 69 }),
                  let v = Double(text), v.isFinite else { return nil }
            return .double(v)
        case .string:
            return .string(text)
        case .bool:
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return nil
            }
        case let .oneOf(allowed):
            return allowed.contains(text) ? .string(text) : nil
        }
    }

    /// Whether a stored value fits this type (used to validate restored states).
    public func accepts(_ value: RouteParameterValue) -> Bool {
        switch (self, value) {
        case (.int, .int), (.bool, .bool), (.string, .string): return true
        case let (.double, .double(v)): return v.isFinite
        case let (.oneOf(allowed), .string(s)): return allowed.contains(s)
        default: return false
        }
    }

    /// The type as an error message names it ("an integer", "one of a, b").
    public var description: String {
        switch self {
        case .int: return "an integer"
        case .double: return "a finite number"
        case .string: return "text"
        case .bool: return "true or false"
        case let .oneOf(allowed): return "one of " + allowed.joined(separator: ", ")
        }
    }
}

/// A typed parameter value of a screen in a navigation state.
public enum RouteParameterValue: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A whole number.
    case int(Int)
    /// A finite double.
    case double(Double)
    /// Text, and the values of `oneOf` parameters.
    case string(String)
    /// `true` or `false`.
    case bool(Bool)

    /// The value as written in a path (before percent-encoding).
    public var pathText: String {
        switch self {
        case let .int(v): return String(v)
        case let .double(v): return String(describing: v)
        case let .string(v): return v
        case let .bool(v): return v ? "true" : "false"
        }
    }

    /// The value as written in a path (`pathText`).
    public var description: String { pathText }
}

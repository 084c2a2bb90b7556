/// A feature property's value in a vector tile (MVT spec 2.1 `Value`): the spec's seven kinds, with
/// `float` widened to `double` (a style compares numbers, not their storage).
public enum TileValue: Hashable, Sendable {
    case string(String)
    case double(Double)
    case int(Int64)
    case uint(UInt64)
    case bool(Bool)

    /// The value as a number, when it is one (integers widened to Double).
    public var number: Double? {
        switch self {
        case let .double(v): v
        case let .int(v): Double(v)
        case let .uint(v): Double(v)
        case .string, .bool: nil
        }
    }
}

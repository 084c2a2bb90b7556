/// A D-Bus value, as the bridge builds replies and reads arguments: the AT-SPI mapping is written and tested
/// over these values, and only `GVariantConversion` turns them into GLib's.
public indirect enum DBusValue: Sendable, Hashable {
    case string(String)
    case objectPath(String)
    case int32(Int32)
    case uint32(UInt32)
    case boolean(Bool)
    case double(Double)
    case variant(DBusValue)
    case tuple([DBusValue])
    /// An array and its element type's signature (needed when it is empty).
    case array(elementSignature: String, [DBusValue])
    case dictEntry(DBusValue, DBusValue)

    /// The value's D-Bus type signature.
    public var signature: String {
        switch self {
        case .string: "s"
        case .objectPath: "o"
        case .int32: "i"
        case .uint32: "u"
        case .boolean: "b"
        case .double: "d"
        case .variant: "v"
        case let .tuple(items): "(" + items.map(\.signature).joined() + ")"
        case let .array(element, _): "a" + element
        case let .dictEntry(k, v): "{" + k.signature + v.signature + "}"
        }
    }

    /// An object reference `(so)`: a bus name and an object path.
    public static func reference(_ bus: String, _ path: String) -> DBusValue { .tuple([.string(bus), .objectPath(path)]) }

    var int32Value: Int32? { if case let .int32(v) = self { v } else if case let .uint32(v) = self { Int32(truncatingIfNeeded: v) } else { nil } }
    var uint32Value: UInt32? { if case let .uint32(v) = self { v } else if case let .int32(v) = self { UInt32(truncatingIfNeeded: v) } else { nil } }
    var stringValue: String? {
        switch self {
        case let .string(s), let .objectPath(s): s
        default: nil
        }
    }
}

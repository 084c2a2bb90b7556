import WhimTiles

/// Reads a vector tile's layers and their features' properties, no geometry: enough for tests to check
/// what an archive holds without the MVT decoder (which lives elsewhere). Follows the MVT 2.1 message
/// layout; anything malformed stops with `Malformed`.
struct TileProbe {
    struct Malformed: Error {}

    /// Feature properties per layer name.
    private(set) var layers: [String: [[String: TileValue]]] = [:]

    init(_ bytes: [UInt8]) throws {
        var reader = Reader(bytes: bytes[...])
        while let (field, value) = try reader.next() {
            guard field == 3, case let .bytes(layer) = value else { continue }
            let (name, features) = try Self.layer(layer)
            layers[name, default: []] += features
        }
    }

    /// The features of `layer` whose property `key` is the string `value`.
    func features(_ layer: String, where key: String, is value: String) -> [[String: TileValue]] {
        (layers[layer] ?? []).filter { $0[key] == .string(value) }
    }

    private static func layer(_ bytes: ArraySlice<UInt8>) throws -> (String, [[String: TileValue]]) {
        var reader = Reader(bytes: bytes)
        var name = "", keys: [String] = [], values: [TileValue] = [], tagLists: [[UInt64]] = []
        while let (field, value) = try reader.next() {
            switch (field, value) {
            case let (1, .bytes(b)): name = String(decoding: b, as: UTF8.self)
            case let (2, .bytes(b)):
                var feature = Reader(bytes: b)
                var tags: [UInt64] = []
                while let (f, v) = try feature.next() {
                    if f == 2, case let .bytes(packed) = v {
                        var list = Reader(bytes: packed)
                        while !list.isAtEnd { tags.append(try list.varint()) }
                    }
                }
                tagLists.append(tags)
            case let (3, .bytes(b)): keys.append(String(decoding: b, as: UTF8.self))
            case let (4, .bytes(b)): values.append(try Self.value(b))
            default: break
            }
        }
        let features = try tagLists.map { tags in
            guard tags.count % 2 == 0 else { throw Malformed() }
            var properties: [String: TileValue] = [:]
            for pair in stride(from: 0, to: tags.count, by: 2) {
                guard Int(tags[pair]) < keys.count, Int(tags[pair + 1]) < values.count else { throw Malformed() }
                properties[keys[Int(tags[pair])]] = values[Int(tags[pair + 1])]
            }
            return properties
        }
        return (name, features)
    }

    private static func value(_ bytes: ArraySlice<UInt8>) throws -> TileValue {
        var reader = Reader(bytes: bytes)
        guard let (field, value) = try reader.next() else { throw Malformed() }
        switch (field, value) {
        case let (1, .bytes(b)): return .string(String(decoding: b, as: UTF8.self))
        case let (2, .fixed32(v)): return .double(Double(Float(bitPattern: v)))
        case let (3, .fixed64(v)): return .double(Double(bitPattern: v))
        case let (4, .varint(v)): return .int(Int64(bitPattern: v))
        case let (5, .varint(v)): return .uint(v)
        case let (6, .varint(v)): return .int(Int64(v >> 1) ^ -Int64(v & 1))
        case let (7, .varint(v)): return .bool(v != 0)
        default: throw Malformed()
        }
    }

    /// Protocol-buffer fields one after another.
    private struct Reader {
        enum Value { case varint(UInt64), fixed64(UInt64), fixed32(UInt32), bytes(ArraySlice<UInt8>) }
        var bytes: ArraySlice<UInt8>
        var isAtEnd: Bool { bytes.isEmpty }

        mutating func varint() throws -> UInt64 {
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 7) {
                guard let byte = bytes.popFirst() else { throw Malformed() }
                value |= UInt64(byte & 0x7f) << UInt64(shift)
                if byte & 0x80 == 0 { return value }
            }
            throw Malformed()
        }

        mutating func fixed(_ count: Int) throws -> UInt64 {
            guard bytes.count >= count else { throw Malformed() }
            defer { bytes = bytes.dropFirst(count) }
            return bytes.prefix(count).reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }

        mutating func next() throws -> (Int, Value)? {
            guard !bytes.isEmpty else { return nil }
            let key = try varint()
            switch key & 7 {
            case 0: return (Int(key >> 3), .varint(try varint()))
            case 1: return (Int(key >> 3), .fixed64(try fixed(8)))
            case 5: return (Int(key >> 3), .fixed32(UInt32(try fixed(4))))
            case 2:
                let length = Int(try varint())
                guard length <= bytes.count else { throw Malformed() }
                defer { bytes = bytes.dropFirst(length) }
                return (Int(key >> 3), .bytes(bytes.prefix(length)))
            default: throw Malformed()
            }
        }
    }
}

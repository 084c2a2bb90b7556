/// A cheap check that bytes are shaped like a Mapbox Vector Tile before they reach the decoder: every
/// top-level protocol-buffer field is well formed and ends inside the bytes, and field 3 (`layers`) is
/// length-delimited. It tells a vector tile from a PNG, text or a truncated blob; it does not decode layers.
enum VectorTileShape {
    /// Whether `bytes` parse as a `Tile` message's top-level fields (no bytes is an empty tile).
    static func isPlausible(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        func varint() -> UInt64? {
            var value: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 7) {
                guard offset < bytes.count else { return nil }
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7f) << UInt64(shift)
                if byte & 0x80 == 0 { return value }
            }
            return nil
        }
        while offset < bytes.count {
            guard let key = varint(), key >> 3 > 0 else { return false }
            let field = key >> 3
            let wireType = key & 7
            if field == 3, wireType != 2 { return false }
            switch wireType {
            case 0: guard varint() != nil else { return false }
            case 1: offset += 8
            case 2:
                guard let length = varint(), length <= UInt64(bytes.count - offset) else { return false }
                offset += Int(length)
            case 5: offset += 4
            default: return false
            }
            guard offset <= bytes.count else { return false }
        }
        return true
    }
}

/// Appends protobuf wire-format values to a byte array: the counterpart of `WireReader`, for the MVT
/// encoder and PMTiles directories (which use protobuf varints without the message framing).
package struct WireWriter {
    package var bytes: [UInt8] = []

    package init() {}

    @inlinable
    package mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A field key: the field number and its wire type.
    package mutating func key(_ field: Int, _ wire: WireReader<WireError>.WireType) {
        varint(UInt64(field) << 3 | UInt64(wire.rawValue))
    }

    package mutating func varintField(_ field: Int, _ value: UInt64) {
        key(field, .varint)
        varint(value)
    }

    package mutating func bytesField(_ field: Int, _ value: some Collection<UInt8>) {
        key(field, .lengthDelimited)
        varint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    /// A packed repeated varint field (omitted when empty, as protobuf does).
    package mutating func packedField(_ field: Int, _ values: [UInt32]) {
        guard !values.isEmpty else { return }
        var inner = WireWriter()
        for value in values { inner.varint(UInt64(value)) }
        bytesField(field, inner.bytes)
    }

    package mutating func fixed64Field(_ field: Int, _ value: UInt64) {
        key(field, .fixed64)
        for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(i)))) }
    }

    /// Zigzag encoding of a signed value (protobuf `sint`).
    package static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }
}

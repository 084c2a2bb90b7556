/// A protobuf wire-format reader over borrowed bytes: varints, zigzag, length-delimited fields and packed
/// repeated fields, without allocating. Every read is bounds-checked and throws `Failure` (built from a
/// `WireError` naming the problem); integer arithmetic on decoded values never traps.
///
/// Shared by the OSM PBF decoder and the MVT decoder; generic over the error so each throws its own.
/// The pointer is only valid while the buffer it came from is alive; readers never escape the decode call.
@frozen
package struct WireReader<Failure: WireFailure> {
    /// Wire types of the protobuf encoding.
    @frozen
    package enum WireType: Int, Sendable {
        case varint = 0, fixed64 = 1, lengthDelimited = 2, startGroup = 3, endGroup = 4, fixed32 = 5
    }

    package let base: UnsafePointer<UInt8>
    package var position: Int
    package let end: Int
    /// Context for error messages (the OSM PBF decoder passes the file offset of the blob being read).
    package let origin: Int

    @inlinable
    package init(base: UnsafePointer<UInt8>, start: Int, end: Int, origin: Int) {
        self.base = base
        self.position = start
        self.end = end
        self.origin = origin
    }

    @inlinable
    package init(_ buffer: UnsafeRawBufferPointer, origin: Int = 0) {
        // An empty buffer may have a nil base address; point at a static byte instead.
        if let address = buffer.baseAddress {
            self.init(base: address.assumingMemoryBound(to: UInt8.self), start: 0, end: buffer.count, origin: origin)
        } else {
            // Never dereferenced: `end` is 0, so every read fails its bounds check first.
            self.init(base: UnsafePointer(bitPattern: 1)!, start: 0, end: 0, origin: origin)
        }
    }

    @inlinable package var isAtEnd: Bool { position >= end }
    @inlinable package var remaining: Int { end - position }

    /// The error for a wire problem described by `detail`.
    @usableFromInline
    func failure(_ detail: String) -> Failure { Failure.wire(WireError(detail), origin: origin) }

    @inlinable @inline(__always)
    package mutating func varint() throws(Failure) -> UInt64 {
        // Fast path: one byte.
        guard position < end else { throw failure("a varint runs past the end of its field") }
        let first = base[position]
        position += 1
        if first < 0x80 { return UInt64(first) }
        var result = UInt64(first & 0x7f)
        var shift: UInt64 = 7
        while true {
            guard position < end else { throw failure("a varint runs past the end of its field") }
            let byte = base[position]
            position += 1
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
            if shift >= 70 { throw failure("a varint is longer than 10 bytes") }
        }
    }

    @inlinable @inline(__always)
    package mutating func sint64() throws(Failure) -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    @inlinable @inline(__always)
    package mutating func int64() throws(Failure) -> Int64 {
        Int64(bitPattern: try varint())
    }

    /// Reads a little-endian fixed 32-bit value (protobuf `fixed32` and `float`).
    @inlinable
    package mutating func fixed32() throws(Failure) -> UInt32 { try littleEndian(UInt32.self) }

    /// Reads a little-endian fixed 64-bit value (protobuf `fixed64` and `double`).
    @inlinable
    package mutating func fixed64() throws(Failure) -> UInt64 { try littleEndian(UInt64.self) }

    @inlinable
    mutating func littleEndian<T: FixedWidthInteger & UnsignedInteger>(_: T.Type) throws(Failure) -> T {
        let size = T.bitWidth / 8
        guard end - position >= size else { throw failure("a fixed\(T.bitWidth) field runs past the end of its message") }
        var value: T = 0
        for i in 0..<size { value |= T(base[position + i]) << (8 * i) }
        position += size
        return value
    }

    /// Reads a field key; returns nil at the end of the message.
    @inlinable @inline(__always)
    package mutating func nextField() throws(Failure) -> (number: Int, wire: WireType)? {
        if position >= end { return nil }
        let key = try varint()
        let number = key >> 3
        guard number > 0, number <= 0x1fff_ffff else {
            throw failure("field number \(number) is not valid protobuf")
        }
        guard let wire = WireType(rawValue: Int(key & 7)) else {
            throw failure("unknown wire type \(key & 7) for field \(number)")
        }
        return (Int(number), wire)
    }

    /// Reads a length-delimited field and returns a reader over its bytes.
    @inlinable
    package mutating func lengthDelimited() throws(Failure) -> WireReader {
        let length = try varint()
        guard length <= UInt64(end - position) else {
            throw failure("a field claims \(length) bytes but only \(end - position) remain in its message")
        }
        let start = position
        position += Int(length)
        return WireReader(base: base, start: start, end: position, origin: origin)
    }

    /// Reads a length-delimited field and returns its byte range in the underlying buffer.
    @inlinable
    package mutating func bytesRange() throws(Failure) -> Range<Int> {
        let sub = try lengthDelimited()
        return sub.position..<sub.end
    }

    @inlinable
    package mutating func string() throws(Failure) -> String {
        let sub = try lengthDelimited()
        return String(decoding: UnsafeBufferPointer(start: base + sub.position, count: sub.end - sub.position), as: UTF8.self)
    }

    /// A reader over the values of a repeated scalar field, packed (wire type 2) or not (one varint).
    @inlinable
    package mutating func packed(_ wire: WireType, field: String) throws(Failure) -> WireReader {
        switch wire {
        case .lengthDelimited:
            return try lengthDelimited()
        case .varint:
            let start = position
            _ = try varint()
            return WireReader(base: base, start: start, end: position, origin: origin)
        default:
            throw failure("\(field) has wire type \(wire.rawValue), expected a varint or packed varints")
        }
    }

    /// The number of varints in the remaining bytes (the count of bytes without the continuation bit).
    @inlinable
    package func varintCount() -> Int {
        var count = 0
        var index = position
        while index < end {
            if base[index] < 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// Requires a given wire type for a field.
    @inlinable @inline(__always)
    package func expect(_ wire: WireType, _ expected: WireType, field: String) throws(Failure) {
        if wire != expected {
            throw failure("\(field) has wire type \(wire.rawValue), expected \(expected.rawValue)")
        }
    }

    /// Skips a field of an unneeded or unknown number.
    @inlinable
    package mutating func skip(_ wire: WireType) throws(Failure) {
        switch wire {
        case .varint:
            _ = try varint()
        case .fixed64:
            _ = try fixed64()
        case .fixed32:
            _ = try fixed32()
        case .lengthDelimited:
            _ = try lengthDelimited()
        case .startGroup, .endGroup:
            throw failure("deprecated protobuf groups are not supported")
        }
    }
}

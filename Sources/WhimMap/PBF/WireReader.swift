/// A protobuf wire-format reader over borrowed bytes: varints, zigzag, length-delimited fields and packed
/// repeated fields, without allocating. Every read is bounds-checked and throws `PBFError.malformed`
/// naming the problem; integer arithmetic on decoded values never traps.
///
/// The pointer is only valid while the buffer it came from is alive; readers never escape the decode call.
struct WireReader {
    /// Wire types of the protobuf encoding.
    enum WireType: Int {
        case varint = 0, fixed64 = 1, lengthDelimited = 2, startGroup = 3, endGroup = 4, fixed32 = 5
    }

    let base: UnsafePointer<UInt8>
    var position: Int
    let end: Int
    /// The file offset of the blob being read, for error messages.
    let blob: Int

    init(base: UnsafePointer<UInt8>, start: Int, end: Int, blob: Int) {
        self.base = base
        self.position = start
        self.end = end
        self.blob = blob
    }

    init(_ buffer: UnsafeRawBufferPointer, blob: Int) {
        // An empty buffer may have a nil base address; point at a static byte instead.
        if let address = buffer.baseAddress {
            self.init(base: address.assumingMemoryBound(to: UInt8.self), start: 0, end: buffer.count, blob: blob)
        } else {
            // Never dereferenced: `end` is 0, so every read fails its bounds check first.
            self.init(base: UnsafePointer(bitPattern: 1)!, start: 0, end: 0, blob: blob)
        }
    }

    var isAtEnd: Bool { position >= end }
    var remaining: Int { end - position }

    @inline(__always)
    mutating func varint() throws(PBFError) -> UInt64 {
        // Fast path: one byte.
        guard position < end else { throw .malformed("a varint runs past the end of its field", blob: blob) }
        let first = base[position]
        position += 1
        if first < 0x80 { return UInt64(first) }
        var result = UInt64(first & 0x7f)
        var shift: UInt64 = 7
        while true {
            guard position < end else { throw .malformed("a varint runs past the end of its field", blob: blob) }
            let byte = base[position]
            position += 1
            result |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return result }
            shift += 7
            if shift >= 70 { throw .malformed("a varint is longer than 10 bytes", blob: blob) }
        }
    }

    @inline(__always)
    mutating func sint64() throws(PBFError) -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    @inline(__always)
    mutating func int64() throws(PBFError) -> Int64 {
        Int64(bitPattern: try varint())
    }

    /// Reads a field key; returns nil at the end of the message.
    @inline(__always)
    mutating func nextField() throws(PBFError) -> (number: Int, wire: WireType)? {
        if position >= end { return nil }
        let key = try varint()
        let number = key >> 3
        guard number > 0, number <= 0x1fff_ffff else {
            throw .malformed("field number \(number) is not valid protobuf", blob: blob)
        }
        guard let wire = WireType(rawValue: Int(key & 7)) else {
            throw .malformed("unknown wire type \(key & 7) for field \(number)", blob: blob)
        }
        return (Int(number), wire)
    }

    /// Reads a length-delimited field and returns a reader over its bytes.
    mutating func lengthDelimited() throws(PBFError) -> WireReader {
        let length = try varint()
        guard length <= UInt64(end - position) else {
            throw .malformed("a field claims \(length) bytes but only \(end - position) remain in its message", blob: blob)
        }
        let start = position
        position += Int(length)
        return WireReader(base: base, start: start, end: position, blob: blob)
    }

    /// Reads a length-delimited field and returns its byte range in the underlying buffer.
    mutating func bytesRange() throws(PBFError) -> Range<Int> {
        let sub = try lengthDelimited()
        return sub.position..<sub.end
    }

    mutating func string() throws(PBFError) -> String {
        let sub = try lengthDelimited()
        return String(decoding: UnsafeBufferPointer(start: base + sub.position, count: sub.end - sub.position), as: UTF8.self)
    }

    /// A reader over the values of a repeated scalar field, packed (wire type 2) or not (one varint).
    mutating func packed(_ wire: WireType, field: String) throws(PBFError) -> WireReader {
        switch wire {
        case .lengthDelimited:
            return try lengthDelimited()
        case .varint:
            let start = position
            _ = try varint()
            return WireReader(base: base, start: start, end: position, blob: blob)
        default:
            throw .malformed("\(field) has wire type \(wire.rawValue), expected a varint or packed varints", blob: blob)
        }
    }

    /// The number of varints in the remaining bytes (the count of bytes without the continuation bit).
    func varintCount() -> Int {
        var count = 0
        var index = position
        while index < end {
            if base[index] < 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// Requires a given wire type for a field.
    @inline(__always)
    func expect(_ wire: WireType, _ expected: WireType, field: String) throws(PBFError) {
        if wire != expected {
            throw .malformed("\(field) has wire type \(wire.rawValue), expected \(expected.rawValue)", blob: blob)
        }
    }

    /// Skips a field of an unneeded or unknown number.
    mutating func skip(_ wire: WireType) throws(PBFError) {
        switch wire {
        case .varint:
            _ = try varint()
        case .fixed64:
            guard end - position >= 8 else { throw .malformed("a fixed64 field runs past the end of its message", blob: blob) }
            position += 8
        case .fixed32:
            guard end - position >= 4 else { throw .malformed("a fixed32 field runs past the end of its message", blob: blob) }
            position += 4
        case .lengthDelimited:
            _ = try lengthDelimited()
        case .startGroup, .endGroup:
            throw .malformed("deprecated protobuf groups are not used by OSM PBF", blob: blob)
        }
    }
}

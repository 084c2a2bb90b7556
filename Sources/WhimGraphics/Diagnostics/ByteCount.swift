/// A byte count as people read it: exact bytes, with a binary-unit figure once it reaches a KiB. A count
/// that came from a file as a signed 64-bit value but means an unsigned one prints as the unsigned value,
/// never as a negative size.
public struct ByteCount: CustomStringConvertible, Sendable, Hashable {
    /// The count.
    public let bytes: UInt64

    /// A count of `bytes`.
    public init(_ bytes: UInt64) { self.bytes = bytes }

    /// Reads a signed count as the unsigned value of the same bits (a varint the file meant as unsigned).
    public init(bitPattern bytes: Int64) { self.bytes = UInt64(bitPattern: bytes) }

    /// A count from an `Int`; a negative one (a file's unsigned field read as signed) prints unsigned.
    public init(_ bytes: Int) { self.bytes = UInt64(bitPattern: Int64(bytes)) }

    /// `"1280049056 bytes (1.2 GiB)"`; below a KiB only the bytes.
    public var description: String {
        let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        guard bytes >= 1024 else { return "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let rounded = (value * 10).rounded() / 10
        let figure = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(bytes) bytes (\(figure) \(units[unit]))"
    }
}

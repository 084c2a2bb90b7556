/// A fingerprint of the path a soak took (64-bit FNV-1a over every action it recorded and every part it
/// drew, with its frame): two runs of the same seed must end with the same digest, in any process —
/// whatever the per-process hash seed that orders Swift's dictionaries and sets.
public struct SoakDigest: Sendable, Equatable, CustomStringConvertible {
    /// The fingerprint so far.
    public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The digest of an empty path.
    public init() {}

    /// Folds in the bytes of `text`.
    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte: byte) }
    }

    /// Folds in `number` (its eight bytes, little end first).
    mutating func add(_ number: Int) {
        let bits = UInt64(bitPattern: Int64(number))
        for shift in stride(from: 0, to: 64, by: 8) { add(byte: UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    private mutating func add(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Sixteen hex digits.
    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

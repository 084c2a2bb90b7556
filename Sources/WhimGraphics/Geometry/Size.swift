/// A size in logical coordinates.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// True when either side is zero or negative: nothing can be drawn in it.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    public var description: String { "\(width)×\(height)" }
}

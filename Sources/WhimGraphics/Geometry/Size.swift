/// A size in logical coordinates.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in logical points.
    public var width: Double
    /// Height in logical points.
    public var height: Double

    /// A size in logical points; negative values are kept (and make the size empty).
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// True when either side is zero or negative: nothing can be drawn in it.
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// "W×H".
    public var description: String { "\(width)×\(height)" }
}

/// A point in logical coordinates (Double precision). Device pixels come from rounding, see `PixelPoint`.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position in logical points, growing to the right.
    public var x: Double
    /// Vertical position in logical points, growing downward.
    public var y: Double

    /// A point at (x, y) in logical points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Rounds to whole device pixels (half away from zero), the rule every animated offset uses.
    public var rounded: PixelPoint { PixelPoint(x: x.pixelRounded, y: y.pixelRounded) }

    /// Euclidean distance to another point.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Adds the coordinates (a point moved by an offset).
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Subtracts the coordinates (the offset from `b` to `a`).
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both coordinates by `s`.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }
}

extension Double {
    /// The one rounding rule for device pixels: to nearest, halves away from zero.
    @inlinable public var pixelRounded: Int { Int(self.rounded(.toNearestOrAwayFromZero)) }
}

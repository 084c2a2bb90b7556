/// An axis-aligned rectangle in logical coordinates, origin at the top left, y growing downward.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner in logical points.
    public var origin: Point
    /// The width and height in logical points.
    public var size: Size

    /// A rectangle with its top-left corner at `origin`; not normalised, so a negative size is kept.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its top-left corner and size in logical points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin with the given size.
    public init(size: Size) { self.init(origin: .zero, size: size) }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge (same as ``minX``).
    public var x: Double { origin.x }
    /// The top edge (same as ``minY``).
    public var y: Double { origin.y }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge (origin.x + width).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge (origin.y + height).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// True when either side is zero, negative or NaN.
    public var isEmpty: Bool { size.isEmpty }
    /// Whether all four edges are finite numbers (no NaN, no infinity, no overflow to either).
    public var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

    /// The distance from `p` to the corner of this rectangle farthest from it: the radius a circle centred
    /// at `p` needs to cover the whole rectangle (what a circular reveal must reach, no more).
    public func farthestCornerDistance(from p: Point) -> Double {
        let dx = max(abs(p.x - minX), abs(p.x - maxX))
        let dy = max(abs(p.y - minY), abs(p.y - maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Whether `p` lies inside; the left and top edges count, the right and bottom edges do not.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// The same rectangle moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Shrinks the rectangle by the insets (grows it for negative insets); never below zero size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
    }

    /// Shrinks by `dx` on the left and right and `dy` on the top and bottom (grows for negative values); never below zero size.
    public func insetBy(dx: Double, dy: Double) -> Rect { inset(by: EdgeInsets(horizontal: dx, vertical: dy)) }

    /// The overlap of two rectangles, or nil when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both; an empty rectangle does not count.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The smallest whole-pixel rectangle that covers this one at the given device scale
    /// (floor of the minimum, ceiling of the maximum), for damage and clipping.
    public func pixelBounds(scale: Double = 1) -> PixelRect {
        let x0 = Int((minX * scale).rounded(.down)), y0 = Int((minY * scale).rounded(.down))
        let x1 = Int((maxX * scale).rounded(.up)), y1 = Int((maxY * scale).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Rounds origin and size to whole device pixels with `pixelRounded`, for placing content crisply.
    public func pixelRounded(scale: Double = 1) -> PixelRect {
        let x0 = (minX * scale).pixelRounded, y0 = (minY * scale).pixelRounded
        let x1 = (maxX * scale).pixelRounded, y1 = (maxY * scale).pixelRounded
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// "(x, y, W×H)".
    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}

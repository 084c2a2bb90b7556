/// A point in whole device pixels: where cached surfaces are placed without resampling.
public struct PixelPoint: Hashable, Sendable, CustomStringConvertible {
    /// Column in device pixels, 0 at the left.
    public var x: Int
    /// Row in device pixels, 0 at the top.
    public var y: Int

    /// A point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left pixel.
    public static let zero = PixelPoint(x: 0, y: 0)

    /// The same numbers as a ``Point``; no device scale is applied.
    public var point: Point { Point(x: Double(x), y: Double(y)) }

    /// Adds the coordinates.
    public static func + (a: PixelPoint, b: PixelPoint) -> PixelPoint { PixelPoint(x: a.x + b.x, y: a.y + b.y) }
    /// Subtracts the coordinates.
    public static func - (a: PixelPoint, b: PixelPoint) -> PixelPoint { PixelPoint(x: a.x - b.x, y: a.y - b.y) }

    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }
}

/// A size in whole device pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in device pixels.
    public var width: Int
    /// Height in device pixels.
    public var height: Int

    /// A size in device pixels; negative values are kept (and make the size empty).
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// True when either side is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Pixels covered, 0 when empty.
    public var area: Int { isEmpty ? 0 : width * height }
    /// The same numbers as a ``Size``; no device scale is applied.
    public var size: Size { Size(width: Double(width), height: Double(height)) }

    /// "WxH".
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle in whole device pixels: damage, clips, texture uploads and part frames.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left column in device pixels.
    public var x: Int
    /// Top row in device pixels.
    public var y: Int
    /// Width in device pixels.
    public var width: Int
    /// Height in device pixels.
    public var height: Int

    /// A rectangle in device pixels; not normalised, so a negative size makes it empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle with its top-left corner at `origin`.
    public init(origin: PixelPoint, size: PixelSize) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// A rectangle at the origin with the given size.
    public init(size: PixelSize) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    /// The empty rectangle at the origin, also what ``intersection(_:)`` returns for no overlap.
    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// The top-left corner.
    public var origin: PixelPoint { PixelPoint(x: x, y: y) }
    /// The width and height.
    public var size: PixelSize { PixelSize(width: width, height: height) }
    /// The left column (inclusive).
    public var minX: Int { x }
    /// The top row (inclusive).
    public var minY: Int { y }
    /// One past the right column (exclusive).
    public var maxX: Int { x + width }
    /// One past the bottom row (exclusive).
    public var maxY: Int { y + height }
    /// True when either side is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Pixels covered, 0 when empty.
    public var area: Int { isEmpty ? 0 : width * height }
    /// The same numbers as a ``Rect``; no device scale is applied.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    /// Whether pixel (px, py) lies inside (right and bottom edges exclusive).
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// Whether `other` lies wholly inside; an empty `other` is contained anywhere.
    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// The same rectangle moved by (dx, dy) pixels.
    public func offsetBy(dx: Int, dy: Int) -> PixelRect { PixelRect(x: x + dx, y: y + dy, width: width, height: height) }
    /// The same rectangle moved by `p`.
    public func offset(by p: PixelPoint) -> PixelRect { offsetBy(dx: p.x, dy: p.y) }

    /// The overlap, or `.zero` when there is none (so callers can test `isEmpty` without optionals).
    public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles share at least one pixel.
    public func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }

    /// The smallest rectangle containing both; an empty rectangle does not count.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// Moves every edge inward by `d` pixels (outward for negative values); the size is not clamped.
    public func insetBy(_ d: Int) -> PixelRect { PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }

    /// "(x, y, WxH)".
    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}

extension PixelRect {
    /// Calls `body` with the up to four pieces of `self` that lie outside `hole` (all of `self` when they
    /// do not meet, nothing when the hole covers it): the whole rows above and below the hole, then the
    /// rest of its rows to the left and right. Inlinable: the compositor cuts rectangles with it every frame.
    @inlinable @inline(__always)
    public func forEachPiece(outside hole: PixelRect, _ body: (PixelRect) -> Void) {
        let h = intersection(hole)
        guard !h.isEmpty else { return body(self) }
        if h.minY > minY { body(PixelRect(x: x, y: y, width: width, height: h.minY - y)) }
        if h.maxY < maxY { body(PixelRect(x: x, y: h.maxY, width: width, height: maxY - h.maxY)) }
        if h.minX > minX { body(PixelRect(x: x, y: h.minY, width: h.minX - x, height: h.height)) }
        if h.maxX < maxX { body(PixelRect(x: h.maxX, y: h.minY, width: maxX - h.maxX, height: h.height)) }
    }
}

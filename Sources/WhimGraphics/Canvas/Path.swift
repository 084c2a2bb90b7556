/// A vector path as a value: built once, filled or stroked on any canvas.
public struct Path: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight segment from the current point to the point.
        case line(Point)
        /// A cubic Bézier segment: first control point, second control point, end point.
        case curve(Point, Point, Point)
        /// An arc around a centre, angles in radians, clockwise in screen space (y down) when
        /// `clockwise` is true.
        case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
        /// Closes the current subpath with a segment back to its start.
        case close
    }

    /// The commands in the order they were added.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path built by `build`, e.g. `Path { $0.addRect(r) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether no command has been added.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    /// Adds a straight segment to `p`.
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    /// Adds a cubic Bézier segment to `p` with the two control points.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, p))
    }
    /// Adds an arc around `center` from angle `start` to `end` (radians, 0 pointing right); drawing joins it to the current point with a straight segment.
    public mutating func arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, start: start, end: end, clockwise: clockwise))
    }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// A closed rectangle.
    public mutating func addRect(_ r: Rect) {
        move(to: r.origin)
        line(to: Point(x: r.maxX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.maxY))
        line(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// A rectangle with circular corners; the radius is clamped to half the shorter side.
    public mutating func addRoundedRect(_ r: Rect, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0 else { return addRect(r) }
        let half = Double.pi / 2
        move(to: Point(x: r.minX + rad, y: r.minY))
        arc(center: Point(x: r.maxX - rad, y: r.minY + rad), radius: rad, start: -half, end: 0)
        arc(center: Point(x: r.maxX - rad, y: r.maxY - rad), radius: rad, start: 0, end: half)
        arc(center: Point(x: r.minX + rad, y: r.maxY - rad), radius: rad, start: half, end: 2 * half)
        arc(center: Point(x: r.minX + rad, y: r.minY + rad), radius: rad, start: 2 * half, end: 3 * half)
        close()
    }

    /// A full circle.
    public mutating func addCircle(center: Point, radius: Double) {
        move(to: Point(x: center.x + radius, y: center.y))
        arc(center: center, radius: radius, start: 0, end: 2 * Double.pi)
        close()
    }

    /// An open polyline through the points.
    public mutating func addPolyline(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { line(to: p) }
    }

    /// A path holding one closed rectangle.
    public static func rect(_ r: Rect) -> Path { Path { $0.addRect(r) } }
    /// A path holding one rectangle with circular corners, the radius clamped to half the shorter side.
    public static func roundedRect(_ r: Rect, radius: Double) -> Path { Path { $0.addRoundedRect(r, radius: radius) } }
    /// A path holding one full circle.
    public static func circle(center: Point, radius: Double) -> Path { Path { $0.addCircle(center: center, radius: radius) } }
}

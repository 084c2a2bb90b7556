/// Distances inward from each edge of a rectangle: padding, safe areas, and the map's visible-rect insets.
public struct EdgeInsets: Hashable, Sendable {
    /// Distance in from the top edge, in logical points.
    public var top: Double
    /// Distance in from the left edge, in logical points.
    public var left: Double
    /// Distance in from the bottom edge, in logical points.
    public var bottom: Double
    /// Distance in from the right edge, in logical points.
    public var right: Double

    /// Insets in logical points; omitted edges are 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    /// Horizontal and vertical insets.
    public init(horizontal: Double, vertical: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The left and right insets together.
    public var horizontal: Double { left + right }
    /// The top and bottom insets together.
    public var vertical: Double { top + bottom }
}

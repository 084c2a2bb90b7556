/// A circle in device pixels: the clip of a circular reveal. An inverted circle stands for everything
/// outside it.
public struct Circle: Hashable, Sendable {
    /// The centre in device pixels.
    public var center: Point
    /// The radius in device pixels.
    public var radius: Double
    /// Whether the circle stands for the area outside it instead of inside.
    public var inverted: Bool

    /// A circle in device pixels; `inverted` selects everything outside it.
    public init(center: Point, radius: Double, inverted: Bool = false) {
        self.center = center
        self.radius = radius
        self.inverted = inverted
    }

    /// The whole-pixel rectangle the circle touches (for an inverted circle: what it leaves out is unbounded,
    /// so callers use their own rectangle).
    public var pixelBounds: PixelRect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius).pixelBounds()
    }
}

/// A circle in device pixels: the clip of a circular reveal. An inverted circle stands for everything
/// outside it.
public struct Circle: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    public var inverted: Bool

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

/// A circle in device pixels: the clip of a circular reveal.
public struct Circle: Hashable, Sendable {
    public var center: Point
    public var radius: Double

    public init(center: Point, radius: Double) {
        self.center = center
        self.radius = radius
    }

    /// The whole-pixel rectangle the circle touches.
    public var pixelBounds: PixelRect {
        Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius).pixelBounds()
    }
}

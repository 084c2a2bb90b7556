import WhimGraphics

/// How to draw a point feature as a circle: a `circle` layer's properties at one zoom for one feature.
public struct CirclePaint: Hashable, Sendable {
    /// `circle-radius` in pixels.
    public var radius: Double
    /// `circle-color`.
    public var color: Color
    /// `circle-opacity`, 0...1.
    public var opacity: Double
    /// `circle-stroke-width` in pixels (0: no stroke).
    public var strokeWidth: Double
    /// `circle-stroke-color`.
    public var strokeColor: Color
    /// `circle-stroke-opacity`, 0...1.
    public var strokeOpacity: Double
}

extension StyleLayer {
    /// The circle paint at `zoom` for `feature`.
    public func circle<F: StyleFeature>(zoom: Double, feature: F) -> CirclePaint {
        CirclePaint(
            radius: max(0, number(.circleRadius, zoom: zoom, feature: feature) ?? 5),
            color: color(.circleColor, zoom: zoom, feature: feature) ?? .black,
            opacity: unit(number(.circleOpacity, zoom: zoom, feature: feature)),
            strokeWidth: max(0, number(.circleStrokeWidth, zoom: zoom, feature: feature) ?? 0),
            strokeColor: color(.circleStrokeColor, zoom: zoom, feature: feature) ?? .black,
            strokeOpacity: unit(number(.circleStrokeOpacity, zoom: zoom, feature: feature)))
    }
}

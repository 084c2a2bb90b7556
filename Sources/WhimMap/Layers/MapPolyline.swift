import WhimGraphics

/// A line on a map layer, such as a route: a coloured stroke over a lighter casing, optionally dashed
/// (walking legs).
public struct MapPolyline: Hashable, Sendable {
    /// The points of the line, in order.
    public var coordinates: [GeoCoordinate]
    /// The stroke colour.
    public var color: Color
    /// Stroke width in pixels.
    public var width: Double
    /// The outline under the line, drawn `width + 2 × casingWidth` wide; nil for none.
    public var casing: Color?
    /// How far the casing shows on each side of the stroke, in pixels.
    public var casingWidth: Double
    /// Dash lengths in multiples of the width (empty for solid).
    public var dash: [Double]

    /// A line through `coordinates`; solid blue over a white casing by default.
    public init(coordinates: [GeoCoordinate], color: Color = 0x1A73E8, width: Double = 5, casing: Color? = .white,
                casingWidth: Double = 1.5, dash: [Double] = []) {
        self.coordinates = coordinates
        self.color = color
        self.width = width
        self.casing = casing
        self.casingWidth = casingWidth
        self.dash = dash
    }
}

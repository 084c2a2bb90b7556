import WhimGraphics

/// A filled area on a map layer (a zone, a district); inner rings are holes (even-odd).
public struct MapPolygon: Hashable, Sendable {
    /// The outer ring first, then holes; each ring closes by itself.
    public var rings: [[GeoCoordinate]]
    /// The fill colour (usually translucent).
    public var fill: Color
    /// The outline colour; nil for none.
    public var stroke: Color?
    /// The outline width in pixels.
    public var strokeWidth: Double

    /// An area of `rings`.
    public init(rings: [[GeoCoordinate]], fill: Color = Color(0x1A73E8, alpha: 0.15), stroke: Color? = Color(0x1A73E8, alpha: 0.8),
                strokeWidth: Double = 2) {
        self.rings = rings
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
    }

    /// A polygon with a single outer ring.
    public init(coordinates: [GeoCoordinate], fill: Color = Color(0x1A73E8, alpha: 0.15),
                stroke: Color? = Color(0x1A73E8, alpha: 0.8), strokeWidth: Double = 2) {
        self.init(rings: [coordinates], fill: fill, stroke: stroke, strokeWidth: strokeWidth)
    }
}

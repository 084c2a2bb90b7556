import WhimGraphics

/// A filled area on a map layer (a zone, a district); inner rings are holes (even-odd).
public struct MapPolygon: Hashable, Sendable {
    public var rings: [[GeoCoordinate]]
    public var fill: Color
    public var stroke: Color?
    public var strokeWidth: Double

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

import Foundation
import WhimGraphics

/// A circle of a ground radius on a map layer (an accuracy halo, a search radius).
public struct MapCircle: Hashable, Sendable {
    /// The centre on the ground.
    public var center: GeoCoordinate
    /// The radius in metres on the ground.
    public var radiusMeters: Double
    /// The fill colour (usually translucent).
    public var fill: Color
    /// The outline colour; nil for none.
    public var stroke: Color?
    /// The outline width in pixels.
    public var strokeWidth: Double

    /// A circle of `radiusMeters` around `center`.
    public init(center: GeoCoordinate, radiusMeters: Double, fill: Color = Color(0x1A73E8, alpha: 0.12),
                stroke: Color? = Color(0x1A73E8, alpha: 0.6), strokeWidth: Double = 1.5) {
        self.center = center
        self.radiusMeters = radiusMeters
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
    }

    /// The lat/lon box the circle covers.
    public var bounds: GeoBounds {
        let dLat = radiusMeters / 111_320
        let dLon = radiusMeters / (111_320 * max(0.01, cos(center.latitude * .pi / 180)))
        return GeoBounds(minLatitude: center.latitude - dLat, maxLatitude: center.latitude + dLat,
                         minLongitude: center.longitude - dLon, maxLongitude: center.longitude + dLon)
    }
}

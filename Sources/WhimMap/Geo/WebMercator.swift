import Foundation
import WhimGraphics

/// The Web Mercator projection (EPSG:3857) in normalised world units: the whole world is the square
/// 0…1 × 0…1, x growing east from longitude −180°, y growing south from latitude +85.05°.
///
/// At zoom `z` the world is `256 · 2^z` pixels wide, as in every slippy map.
public enum WebMercator {
    /// Pixels of the world square at zoom 0.
    public static let tileSize = 256.0
    /// The latitude where the projection becomes a square.
    public static let maxLatitude = 85.051_128_779_806_59
    /// Mean Earth circumference at the equator, in metres.
    public static let earthCircumference = 40_075_016.686

    /// The world point of a coordinate (latitude clamped to the projection's range).
    @inlinable
    public static func project(_ c: GeoCoordinate) -> Point {
        project(latitude: c.latitude, longitude: c.longitude)
    }

    /// The world point of a latitude and longitude in degrees (latitude clamped to the projection's range).
    @inlinable
    public static func project(latitude: Double, longitude: Double) -> Point {
        let lat = min(max(latitude, -maxLatitude), maxLatitude) * .pi / 180
        let x = (longitude + 180) / 360
        let y = (1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2
        return Point(x: x, y: y)
    }

    /// The coordinate of a world point.
    public static func unproject(_ p: Point) -> GeoCoordinate {
        let longitude = p.x * 360 - 180
        let n = Double.pi * (1 - 2 * p.y)
        let latitude = atan(sinh(n)) * 180 / .pi
        return GeoCoordinate(latitude: latitude, longitude: longitude)
    }

    /// The world rectangle of a lat/lon box (y grows south, so the north edge is `minY`).
    public static func project(_ bounds: GeoBounds) -> Rect {
        let northWest = project(latitude: bounds.maxLatitude, longitude: bounds.minLongitude)
        let southEast = project(latitude: bounds.minLatitude, longitude: bounds.maxLongitude)
        return Rect(x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
    }

    /// The lat/lon box of a world rectangle.
    public static func unproject(_ rect: Rect) -> GeoBounds {
        let northWest = unproject(rect.origin)
        let southEast = unproject(Point(x: rect.maxX, y: rect.maxY))
        return GeoBounds(minLatitude: southEast.latitude, maxLatitude: northWest.latitude,
                         minLongitude: northWest.longitude, maxLongitude: southEast.longitude)
    }

    /// The width of the world in pixels at a (fractional) zoom.
    @inlinable
    public static func worldSize(zoom: Double) -> Double { tileSize * pow(2, zoom) }

    /// Ground metres per pixel at a latitude and zoom.
    public static func metersPerPixel(latitude: Double, zoom: Double) -> Double {
        earthCircumference * cos(latitude * .pi / 180) / worldSize(zoom: zoom)
    }
}

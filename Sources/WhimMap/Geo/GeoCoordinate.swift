/// A WGS 84 position in degrees.
public struct GeoCoordinate: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator (negative: south).
    public var latitude: Double
    /// Degrees east of Greenwich (negative: west).
    public var longitude: Double

    /// A coordinate in degrees (WGS 84).
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `(latitude, longitude)` in degrees.
    public var description: String { "(\(latitude), \(longitude))" }
}

/// A latitude/longitude box in degrees.
public struct GeoBounds: Hashable, Sendable, CustomStringConvertible {
    /// The southern edge, in degrees.
    public var minLatitude: Double
    /// The northern edge, in degrees.
    public var maxLatitude: Double
    /// The western edge, in degrees.
    public var minLongitude: Double
    /// The eastern edge, in degrees.
    public var maxLongitude: Double

    /// A box from its edges, in degrees.
    public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }

    /// The smallest box holding all the coordinates, or nil for none.
    public init?<C: Sequence>(enclosing coordinates: C) where C.Element == GeoCoordinate {
        var iterator = coordinates.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(minLatitude: first.latitude, maxLatitude: first.latitude,
                  minLongitude: first.longitude, maxLongitude: first.longitude)
        while let next = iterator.next() { formUnion(next) }
    }

    /// The point halfway between the edges.
    public var center: GeoCoordinate {
        GeoCoordinate(latitude: (minLatitude + maxLatitude) / 2, longitude: (minLongitude + maxLongitude) / 2)
    }

    /// Whether `coordinate` lies inside the box or on its edge.
    public func contains(_ coordinate: GeoCoordinate) -> Bool {
        coordinate.latitude >= minLatitude && coordinate.latitude <= maxLatitude
            && coordinate.longitude >= minLongitude && coordinate.longitude <= maxLongitude
    }

    /// Grows the box to include `coordinate`.
    public mutating func formUnion(_ coordinate: GeoCoordinate) {
        minLatitude = min(minLatitude, coordinate.latitude)
        maxLatitude = max(maxLatitude, coordinate.latitude)
        minLongitude = min(minLongitude, coordinate.longitude)
        maxLongitude = max(maxLongitude, coordinate.longitude)
    }

    /// The four edges in degrees, for diagnostics.
    public var description: String {
        "lon \(minLongitude)…\(maxLongitude), lat \(minLatitude)…\(maxLatitude)"
    }
}

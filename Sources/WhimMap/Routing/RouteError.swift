/// Why no route could be found, each saying what to try instead.
public enum RouteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A coordinate is not a finite latitude/longitude.
    case invalidCoordinate(GeoCoordinate)
    /// No way the mode may use lies within `maximumMeters` of the coordinate.
    case noRoadNear(GeoCoordinate, mode: TravelMode, maximumMeters: Double)
    /// Both ends are on the graph, but no path for the mode joins them.
    case unreachable(from: GeoCoordinate, to: GeoCoordinate, mode: TravelMode)

    /// One line saying why no route was found and what to try.
    public var description: String {
        switch self {
        case .invalidCoordinate(let c):
            return "not a valid coordinate: \(c) (latitude −90…90, longitude −180…180)"
        case .noRoadNear(let c, let mode, let meters):
            return "no way for \(mode) within \(Int(meters)) m of \(c): pick a point on a street of the map"
        case .unreachable(let a, let b, let mode):
            return "no \(mode) path from \(a) to \(b) in this map (the two are not connected for \(mode)): try another mode"
        }
    }
}

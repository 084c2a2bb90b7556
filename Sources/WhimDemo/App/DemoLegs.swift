import WhimMap

/// The demo's legs as real paths along the map's ways: A* on the road graph of whatever map is loaded.
/// A leg the map cannot route (another extract, a place off its streets) is simply not drawn.
public struct DemoLegs: Sendable {
    public let planner: RoutePlanner

    public init(map: MapModel) { planner = RoutePlanner(graph: map.roads) }

    /// The quickest route, or nil when the map has none.
    public func leg(from a: GeoCoordinate, to b: GeoCoordinate, _ mode: TravelMode) -> Route? {
        try? planner.route(from: a, to: b, mode: mode)
    }

    /// A tram line through `stops` in order, along the tram tracks (legs the tracks do not join are left out).
    public func tramLine(through stops: [GeoCoordinate]) -> [Route] {
        zip(stops, stops.dropFirst()).compactMap { leg(from: $0, to: $1, .tram) }
    }

    /// "6 min", or a fallback when there is no route.
    static func minutes(_ route: Route?, else fallback: String) -> String {
        route.map { "\($0.minutes) min" } ?? fallback
    }
}

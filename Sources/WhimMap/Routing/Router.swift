/// Finds a route through two or more coordinates for a travel mode: the built-in A* over a map's road
/// graph (`RoutePlanner`, the embedded default) or a routing engine over HTTP (OSRM, Valhalla, in
/// WhimRouting). Whichever answers, the result is the same `Route` value: its geometry, duration,
/// distance and maneuvers, so the app draws and lists it the same way.
///
/// `route` blocks while it works (an engine's answer may take a network round trip): call it on a
/// worker thread, never the frame thread.
public protocol Router: Sendable {
    /// The router in error messages and logs: "the built-in router", "OSRM at http://…".
    var name: String { get }

    /// The route visiting `waypoints` in order (at least two), travelled by `mode`.
    func route(through waypoints: [GeoCoordinate], mode: TravelMode) throws(RouterError) -> Route
}

extension Router {
    /// The route from `start` to `end`.
    public func route(from start: GeoCoordinate, to end: GeoCoordinate, mode: TravelMode) throws(RouterError) -> Route {
        try route(through: [start, end], mode: mode)
    }

    /// Checks what every router needs before it starts: two or more finite coordinates on the globe.
    public func checkWaypoints(_ waypoints: [GeoCoordinate]) throws(RouterError) {
        guard waypoints.count >= 2 else { throw .tooFewWaypoints(name: name, count: waypoints.count) }
        for c in waypoints where !(c.latitude.isFinite && c.longitude.isFinite && abs(c.latitude) <= 90 && abs(c.longitude) <= 180) {
            throw .planner(.invalidCoordinate(c))
        }
    }
}

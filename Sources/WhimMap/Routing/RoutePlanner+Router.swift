/// The built-in A* as a `Router`: each pair of consecutive waypoints is one search, and the legs are
/// joined into one route whose maneuvers come from the path's shape and street names (`RouteManeuvers`).
extension RoutePlanner: Router {
    /// "the built-in router", in messages.
    public var name: String { "the built-in router" }

    /// One A* search per pair of consecutive waypoints, joined; `RouterError.planner` says why one failed.
    public func route(through waypoints: [GeoCoordinate], mode: TravelMode) throws(RouterError) -> Route {
        try checkWaypoints(waypoints)
        var legs: [Route] = []
        for (a, b) in zip(waypoints, waypoints.dropFirst()) {
            do { legs.append(try route(from: a, to: b, mode: mode)) } catch { throw .planner(error) }
        }
        return Route(joining: legs)
    }
}

extension Route {
    /// One route travelling `legs` in turn (each leg ends where the next starts): shapes and vertices
    /// joined without repeating the shared point, distances and durations added, maneuvers in order
    /// (an arrival ends each leg).
    public init(joining legs: [Route]) {
        precondition(!legs.isEmpty, "a route joins at least one leg")
        var vertices: [Int] = [], coordinates: [GeoCoordinate] = [], maneuvers: [Maneuver] = []
        for leg in legs {
            vertices += leg.vertices.first == vertices.last && !vertices.isEmpty ? Array(leg.vertices.dropFirst()) : leg.vertices
            coordinates += leg.coordinates.first == coordinates.last && !coordinates.isEmpty ? Array(leg.coordinates.dropFirst()) : leg.coordinates
            maneuvers += leg.maneuvers
        }
        self.init(mode: legs[0].mode, vertices: vertices, coordinates: coordinates, distance: legs.reduce(0) { $0 + $1.distance },
                  duration: legs.reduce(0) { $0 + $1.duration }, maneuvers: maneuvers)
    }
}

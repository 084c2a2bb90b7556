/// A route, from any `Router`: its shape, length, travel time and turn-by-turn maneuvers, and, when the
/// built-in router found it on a road graph, the graph vertices it visits.
public struct Route: Hashable, Sendable {
    /// How the route is travelled.
    public let mode: TravelMode
    /// The graph vertices along the path, in order (consecutive vertices are joined by a graph edge);
    /// empty for a route from a routing engine.
    public let vertices: [Int]
    /// The shape to draw: the requested start, the path's vertices, the requested end.
    public let coordinates: [GeoCoordinate]
    /// Length in metres along the graph, plus the straight legs from the requested ends to the graph.
    public let distance: Double
    /// Travel time in seconds (the straight legs to and from the graph at walking pace).
    public let duration: Double
    /// The turn-by-turn steps, from the departure to an arrival at the end of each leg.
    public let maneuvers: [Maneuver]

    /// A route of `mode` through `vertices`, drawn along `coordinates`.
    public init(mode: TravelMode, vertices: [Int], coordinates: [GeoCoordinate], distance: Double, duration: Double,
                maneuvers: [Maneuver] = []) {
        self.mode = mode
        self.vertices = vertices
        self.coordinates = coordinates
        self.distance = distance
        self.duration = duration
        self.maneuvers = maneuvers
    }

    /// The duration in whole minutes, at least 1 ("walk 6 min").
    public var minutes: Int { max(1, Int((duration / 60).rounded())) }
}

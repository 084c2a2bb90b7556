/// A path found on a road graph: the vertices it visits, its shape, its length and its travel time.
public struct Route: Hashable, Sendable {
    /// How the route is travelled.
    public let mode: TravelMode
    /// The graph vertices along the path, in order (consecutive vertices are joined by a graph edge).
    public let vertices: [Int]
    /// The shape to draw: the requested start, the path's vertices, the requested end.
    public let coordinates: [GeoCoordinate]
    /// Length in metres along the graph, plus the straight legs from the requested ends to the graph.
    public let distance: Double
    /// Travel time in seconds (the straight legs to and from the graph at walking pace).
    public let duration: Double

    /// A route of `mode` through `vertices`, drawn along `coordinates`.
    public init(mode: TravelMode, vertices: [Int], coordinates: [GeoCoordinate], distance: Double, duration: Double) {
        self.mode = mode
        self.vertices = vertices
        self.coordinates = coordinates
        self.distance = distance
        self.duration = duration
    }

    /// The duration in whole minutes, at least 1 ("walk 6 min").
    public var minutes: Int { max(1, Int((duration / 60).rounded())) }
}

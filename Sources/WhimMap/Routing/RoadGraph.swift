import Foundation
import WhimGraphics

/// The ways of a map as a routable graph: a vertex per way node, a directed edge per way segment and
/// direction, and for each travel mode the travel time of every edge (`.infinity` where the mode may not
/// go). Adjacency is stored flat (compressed rows): the edges leaving vertex `v` are
/// `edgeOffsets[v]..<edgeOffsets[v+1]`.
///
/// Built once from a map's ways (see `RoadGraph.Builder` and the adapter from decoded OSM data);
/// immutable and `Sendable` afterwards.
public struct RoadGraph: Sendable {
    /// Vertex positions.
    public let coordinates: [GeoCoordinate]
    /// Vertex positions in Web Mercator world units.
    public let worldPoints: [Point]
    /// Where each vertex's outgoing edges start in the edge arrays, plus the end.
    public let edgeOffsets: [Int]
    /// The vertex each edge leads to.
    public let edgeTargets: [Int32]
    /// The vertex each edge leaves (the row it is stored in).
    public let edgeSources: [Int32]
    /// Edge lengths in metres (great-circle).
    public let edgeLengths: [Double]
    /// Travel time of each edge in seconds, per mode (`times[mode.rawValue][edge]`).
    let times: [[Double]]

    /// The number of vertices.
    public var vertexCount: Int { coordinates.count }
    /// The number of directed edges.
    public var edgeCount: Int { edgeTargets.count }

    /// An empty graph (a map without ways).
    public init() {
        self = Builder().build()
    }

    /// The edges leaving `vertex`.
    @inline(__always)
    public func edges(from vertex: Int) -> Range<Int> { edgeOffsets[vertex]..<edgeOffsets[vertex + 1] }

    /// The travel time of an edge for a mode in seconds, `.infinity` where the mode may not use it.
    @inline(__always)
    public func time(_ edge: Int, _ mode: TravelMode) -> Double { times[mode.rawValue][edge] }

    /// The edge from `a` to `b` usable by `mode` (the quickest if there are several), if any.
    public func edge(from a: Int, to b: Int, mode: TravelMode) -> Int? {
        var best: Int?
        for e in edges(from: a) where Int(edgeTargets[e]) == b && time(e, mode).isFinite {
            if best == nil || time(e, mode) < time(best!, mode) { best = e }
        }
        return best
    }

    /// Whether a vehicle of `mode` may continue from edge `a` onto edge `b` (which leaves where `a`
    /// arrives): trams cannot reverse or take a sharp turn, so the turn between them stays under
    /// `TravelMode.maximumTurn`; every other mode may turn any way.
    public func canTurn(from a: Int, to b: Int, mode: TravelMode) -> Bool {
        guard let limit = mode.maximumTurn else { return true }
        let p = worldPoints[Int(edgeSources[a])], q = worldPoints[Int(edgeTargets[a])], r = worldPoints[Int(edgeTargets[b])]
        let h1 = atan2(q.y - p.y, q.x - p.x), h2 = atan2(r.y - q.y, r.x - q.x)
        var turn = abs(h2 - h1)
        if turn > .pi { turn = 2 * .pi - turn }
        return turn <= limit
    }

    /// Great-circle distance in metres (haversine on a sphere of the WGS 84 mean radius).
    public static func distance(_ a: GeoCoordinate, _ b: GeoCoordinate) -> Double {
        let r = 6_371_008.8
        let p1 = a.latitude * .pi / 180, p2 = b.latitude * .pi / 180
        let dp = p2 - p1, dl = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * r * asin(min(1, sqrt(h)))
    }

    /// Collects ways, joins them at shared node ids, and builds the graph.
    public struct Builder {
        private var vertexByNode: [Int64: Int32] = [:]
        private var coordinates: [GeoCoordinate] = []
        /// Directed edges as (from, to, length, times per mode), before sorting into rows.
        private var from: [Int32] = []
        private var to: [Int32] = []
        private var lengths: [Double] = []
        private var times: [[Double]] = TravelMode.allCases.map { _ in [] }

        /// An empty builder.
        public init() {}

        /// Adds a way: its node ids and positions in order (equal lengths), and what it allows.
        /// Nodes with non-finite positions split the way there.
        public mutating func addWay(nodes: [Int64], coordinates points: [GeoCoordinate], access: RoadAccess) {
            guard !access.isClosed, nodes.count == points.count, nodes.count >= 2 else { return }
            var previous: Int32?
            for (id, c) in zip(nodes, points) {
                guard c.latitude.isFinite, c.longitude.isFinite, abs(c.latitude) <= 90, abs(c.longitude) <= 180 else {
                    previous = nil
                    continue
                }
                let v = vertex(id, c)
                if let p = previous, p != v { addSegment(p, v, access) }
                previous = v
            }
        }

        private mutating func vertex(_ id: Int64, _ c: GeoCoordinate) -> Int32 {
            if let v = vertexByNode[id] { return v }
            let v = Int32(coordinates.count)
            vertexByNode[id] = v
            coordinates.append(c)
            return v
        }

        private mutating func addSegment(_ a: Int32, _ b: Int32, _ access: RoadAccess) {
            let length = RoadGraph.distance(coordinates[Int(a)], coordinates[Int(b)])
            for (isForward, s, t) in [(true, a, b), (false, b, a)] {
                let allowed = TravelMode.allCases.map { access.allows($0, forward: isForward) }
                guard allowed.contains(true) else { continue }
                from.append(s)
                to.append(t)
                lengths.append(length)
                for mode in TravelMode.allCases {
                    let speed = access.speed[mode.rawValue]
                    times[mode.rawValue].append(allowed[mode.rawValue] && speed > 0 ? length / speed : .infinity)
                }
            }
        }

        /// The graph, with the edges of each vertex stored together.
        public func build() -> RoadGraph {
            let n = coordinates.count
            var offsets = Array(repeating: 0, count: n + 1)
            for s in from { offsets[Int(s) + 1] += 1 }
            for v in 0..<n { offsets[v + 1] += offsets[v] }
            var next = offsets
            var order = Array(repeating: 0, count: from.count)
            for (e, s) in from.enumerated() {
                order[next[Int(s)]] = e
                next[Int(s)] += 1
            }
            return RoadGraph(coordinates: coordinates, edgeOffsets: offsets, edgeTargets: order.map { to[$0] },
                             edgeLengths: order.map { lengths[$0] }, times: times.map { t in order.map { t[$0] } })
        }
    }

    private init(coordinates: [GeoCoordinate], edgeOffsets: [Int], edgeTargets: [Int32], edgeLengths: [Double], times: [[Double]]) {
        self.coordinates = coordinates
        self.worldPoints = coordinates.map(WebMercator.project)
        self.edgeOffsets = edgeOffsets
        self.edgeTargets = edgeTargets
        var sources = [Int32](repeating: 0, count: edgeTargets.count)
        for v in 0..<(edgeOffsets.count - 1) { for e in edgeOffsets[v]..<edgeOffsets[v + 1] { sources[e] = Int32(v) } }
        self.edgeSources = sources
        self.edgeLengths = edgeLengths
        self.times = times
    }
}

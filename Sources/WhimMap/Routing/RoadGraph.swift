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
    /// Vertex positions, stored as fixed-point degrees (`FixedDegrees`, 8 bytes a vertex).
    public let coordinates: Coordinates
    /// Where each vertex's outgoing edges start in the edge arrays, plus the end.
    public let edgeOffsets: [Int32]
    /// The vertex each edge leads to.
    public let edgeTargets: [Int32]
    /// The vertex each edge leaves (the row it is stored in).
    public let edgeSources: [Int32]
    /// Edge lengths in metres (great-circle).
    public let edgeLengths: [Double]
    /// Each edge's kind: a row of `kindProfiles` and `kindNames`. Edges share a few thousand kinds (a
    /// street's many segments have one), so an edge stores one small index instead of a time per mode and a name.
    let edgeKinds: [UInt32]
    /// Per kind, its profile: a row of `profileSpeeds` (what each mode may do, at what speed).
    let kindProfiles: [UInt32]
    /// Per kind, its street name: an index into `streetNames`, 0 for a way without a name.
    let kindNames: [UInt32]
    /// Per profile and mode (`profile * TravelMode.allCases.count + mode`), the speed in m/s; 0 where the
    /// mode may not use the edge.
    let profileSpeeds: [Double]
    /// The distinct street names, after an empty entry 0.
    let streetNames: [String]

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
    public func edges(from vertex: Int) -> Range<Int> { Int(edgeOffsets[vertex])..<Int(edgeOffsets[vertex + 1]) }

    /// The travel time of an edge for a mode in seconds, `.infinity` where the mode may not use it.
    @inline(__always)
    public func time(_ edge: Int, _ mode: TravelMode) -> Double {
        let speed = profileSpeeds[Int(kindProfiles[Int(edgeKinds[edge])]) &* TravelMode.allCases.count &+ mode.rawValue]
        return speed > 0 ? edgeLengths[edge] / speed : .infinity
    }

    /// The `name` of the way an edge belongs to, nil when it has none (what a turn instruction names).
    public func streetName(ofEdge edge: Int) -> String? {
        let index = Int(kindNames[Int(edgeKinds[edge])])
        return index == 0 ? nil : streetNames[index]
    }

    /// The position of `vertex` in Web Mercator world units.
    @inline(__always)
    public func worldPoint(_ vertex: Int) -> Point { WebMercator.project(coordinates[vertex]) }

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
        let p = worldPoint(Int(edgeSources[a])), q = worldPoint(Int(edgeTargets[a])), r = worldPoint(Int(edgeTargets[b]))
        let h1 = atan2(q.y - p.y, q.x - p.x), h2 = atan2(r.y - q.y, r.x - q.x)
        var turn = abs(h2 - h1)
        if turn > .pi { turn = 2 * .pi - turn }
        return turn <= limit
    }

    /// The radius of the sphere distances are measured on: the WGS 84 mean radius, in metres.
    static let earthRadius = 6_371_008.8

    /// Great-circle distance in metres (haversine on a sphere of the WGS 84 mean radius).
    public static func distance(_ a: GeoCoordinate, _ b: GeoCoordinate) -> Double {
        let r = earthRadius
        let p1 = a.latitude * .pi / 180, p2 = b.latitude * .pi / 180
        let dp = p2 - p1, dl = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * r * asin(min(1, sqrt(h)))
    }

    /// Collects ways, joins them at shared node ids, and builds the graph.
    public struct Builder {
        private var vertexByNode: [Int64: Int32] = [:]
        private var latitudes: [Int32] = []
        private var longitudes: [Int32] = []
        /// Directed edges as (from, to, length, profile), before sorting into rows.
        private var from: [Int32] = []
        private var to: [Int32] = []
        private var lengths: [Double] = []
        private var kinds: [UInt32] = []
        private var kindIndex: [UInt64: UInt32] = [:]
        private var kindProfiles: [UInt32] = []
        private var kindNames: [UInt32] = []
        private var profileIndex: [[Double]: UInt32] = [:]
        private var profileSpeeds: [Double] = []
        private var nameIndex: [String: UInt32] = [:]
        private var streetNames = [""]

        /// An empty builder.
        public init() {}

        /// Adds a way: its node ids and positions in order (equal lengths), what it allows, and its street
        /// name. Nodes with non-finite positions split the way there. Positions are kept to 10⁻⁷° (`FixedDegrees`).
        public mutating func addWay(nodes: [Int64], coordinates points: [GeoCoordinate], access: RoadAccess, name: String? = nil) {
            guard !access.isClosed, nodes.count == points.count, nodes.count >= 2 else { return }
            let named = nameRow(name)
            var previous: Int32?
            for (id, c) in zip(nodes, points) {
                guard c.latitude.isFinite, c.longitude.isFinite, abs(c.latitude) <= 90, abs(c.longitude) <= 180 else {
                    previous = nil
                    continue
                }
                let v = vertex(id, c)
                if let p = previous, p != v { addSegment(p, v, access, name: named) }
                previous = v
            }
        }

        private func coordinate(_ v: Int32) -> GeoCoordinate {
            FixedDegrees.coordinate(latitude: latitudes[Int(v)], longitude: longitudes[Int(v)])
        }

        private mutating func vertex(_ id: Int64, _ c: GeoCoordinate) -> Int32 {
            if let v = vertexByNode[id] { return v }
            let v = Int32(latitudes.count)
            vertexByNode[id] = v
            latitudes.append(FixedDegrees.encode(c.latitude))
            longitudes.append(FixedDegrees.encode(c.longitude))
            return v
        }

        /// The profile row of what `access` allows in one direction, added if new.
        private mutating func profile(_ access: RoadAccess, forward: Bool) -> UInt32 {
            let speeds = TravelMode.allCases.map { mode in
                access.allows(mode, forward: forward) && access.speed[mode.rawValue] > 0 ? access.speed[mode.rawValue] : 0
            }
            if let known = profileIndex[speeds] { return known }
            let row = UInt32(profileIndex.count)
            profileIndex[speeds] = row
            profileSpeeds += speeds
            return row
        }

        /// The index of `name` in the street names, added if new; 0 for none.
        private mutating func nameRow(_ name: String?) -> UInt32 {
            guard let name, !name.isEmpty else { return 0 }
            if let known = nameIndex[name] { return known }
            let row = UInt32(streetNames.count)
            nameIndex[name] = row
            streetNames.append(name)
            return row
        }

        /// The kind row of a profile and a street name, added if new.
        private mutating func kind(profile: UInt32, name: UInt32) -> UInt32 {
            let key = UInt64(profile) << 32 | UInt64(name)
            if let known = kindIndex[key] { return known }
            let row = UInt32(kindProfiles.count)
            kindIndex[key] = row
            kindProfiles.append(profile)
            kindNames.append(name)
            return row
        }

        private mutating func addSegment(_ a: Int32, _ b: Int32, _ access: RoadAccess, name: UInt32) {
            let length = RoadGraph.distance(coordinate(a), coordinate(b))
            for (isForward, s, t) in [(true, a, b), (false, b, a)] {
                guard TravelMode.allCases.contains(where: { access.allows($0, forward: isForward) }) else { continue }
                from.append(s)
                to.append(t)
                lengths.append(length)
                kinds.append(kind(profile: profile(access, forward: isForward), name: name))
            }
        }

        /// The graph, with the edges of each vertex stored together.
        public func build() -> RoadGraph {
            let n = latitudes.count
            var offsets = [Int32](repeating: 0, count: n + 1)
            for s in from { offsets[Int(s) + 1] += 1 }
            for v in 0..<n { offsets[v + 1] += offsets[v] }
            var next = offsets
            var order = [Int32](repeating: 0, count: from.count)
            for (e, s) in from.enumerated() {
                order[Int(next[Int(s)])] = Int32(e)
                next[Int(s)] += 1
            }
            var sources = [Int32](repeating: 0, count: from.count)
            for v in 0..<n { for e in Int(offsets[v])..<Int(offsets[v + 1]) { sources[e] = Int32(v) } }
            return RoadGraph(coordinates: Coordinates(latitudes: latitudes, longitudes: longitudes), edgeOffsets: offsets,
                             edgeTargets: order.map { to[Int($0)] }, edgeSources: sources,
                             edgeLengths: order.map { lengths[Int($0)] }, edgeKinds: order.map { kinds[Int($0)] },
                             kindProfiles: kindProfiles, kindNames: kindNames, profileSpeeds: profileSpeeds, streetNames: streetNames)
        }
    }

    private init(coordinates: Coordinates, edgeOffsets: [Int32], edgeTargets: [Int32], edgeSources: [Int32],
                 edgeLengths: [Double], edgeKinds: [UInt32], kindProfiles: [UInt32], kindNames: [UInt32], profileSpeeds: [Double],
                 streetNames: [String]) {
        self.coordinates = coordinates
        self.edgeOffsets = edgeOffsets
        self.edgeTargets = edgeTargets
        self.edgeSources = edgeSources
        self.edgeLengths = edgeLengths
        self.edgeKinds = edgeKinds
        self.kindProfiles = kindProfiles
        self.kindNames = kindNames
        self.profileSpeeds = profileSpeeds
        self.streetNames = streetNames
    }

    /// The vertex positions as a collection of coordinates, read from fixed-point storage.
    public struct Coordinates: RandomAccessCollection, Sendable {
        let latitudes: [Int32]
        let longitudes: [Int32]

        /// The first vertex index (0).
        public var startIndex: Int { 0 }
        /// One past the last vertex index.
        public var endIndex: Int { latitudes.count }

        /// The position of vertex `index` in degrees.
        @inline(__always)
        public subscript(index: Int) -> GeoCoordinate {
            FixedDegrees.coordinate(latitude: latitudes[index], longitude: longitudes[index])
        }
    }
}

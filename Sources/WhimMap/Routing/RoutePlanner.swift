import Foundation

/// Shortest paths on a `RoadGraph` by A* with travel time as the cost. The heuristic is the chord (the
/// straight line through the Earth) to the goal at the mode's top speed: never longer than the
/// great-circle distance, which edge lengths are, so it never overestimates and it is consistent, and the
/// search stops with an optimal path. A chord costs a square root where a great-circle distance costs
/// five trigonometric functions. Trams take no turn sharper than their tracks allow.
public struct RoutePlanner: Sendable {
    /// The graph searched.
    public let graph: RoadGraph
    /// How far from the graph a requested end may be before it counts as "no road near".
    public var snapLimit: Double = 400
    /// How many nearby pieces of the network an end may join (the nearest vertex of each): an end beside a
    /// short path that leads nowhere still finds the street next to it.
    public var snapCandidates = 6
    /// How many times its walking time a straight leg between a requested end and the graph costs.
    public var offGraphPenalty = 4.0

    /// Each mode's connected pieces of the graph and the vertices it can leave and reach, worked out on
    /// the first route of that mode and kept: a route then costs its search, not passes over the network.
    private let tables = ComponentCache()

    /// A planner on `graph`.
    public init(graph: RoadGraph) { self.graph = graph }

    /// The quickest route for `mode` between two coordinates. Each end joins the graph at the nearest
    /// vertex of each nearby connected piece of the mode's network, walking the straight leg between.
    public func route(from start: GeoCoordinate, to end: GeoCoordinate, mode: TravelMode) throws(RouteError) -> Route {
        for c in [start, end] where !(c.latitude.isFinite && c.longitude.isFinite && abs(c.latitude) <= 90 && abs(c.longitude) <= 180) {
            throw .invalidCoordinate(c)
        }
        let tables = self.tables.tables(of: graph, mode: mode)
        let starts = candidates(near: start, usable: tables.leavable, pieces: tables.pieces)
        guard !starts.isEmpty else { throw .noRoadNear(start, mode: mode, maximumMeters: snapLimit) }
        let ends = candidates(near: end, usable: tables.reachable, pieces: tables.pieces)
        guard !ends.isEmpty else { throw .noRoadNear(end, mode: mode, maximumMeters: snapLimit) }
        // Legs off the graph count several times their walking time, so a route never prefers crossing
        // blocks in a straight line to following the streets.
        let penalty = offGraphPenalty
        let leg = { (c: (vertex: Int, meters: Double)) in (c.vertex, c.meters / RoadSpeeds.walking * penalty) }
        guard let path = search(sources: starts.map(leg), targets: ends.map(leg), mode: mode) else {
            throw .unreachable(from: start, to: end, mode: mode)
        }
        let head = RoadGraph.distance(start, graph.coordinates[path.vertices[0]])
        let tail = RoadGraph.distance(graph.coordinates[path.vertices[path.vertices.count - 1]], end)
        var coordinates = [start] + path.vertices.map { graph.coordinates[$0] } + [end]
        // The straight legs off the graph have no street name.
        var names: [String?] = [nil] + zip(path.vertices, path.vertices.dropFirst()).map { a, b in
            graph.edge(from: a, to: b, mode: mode).flatMap(graph.streetName(ofEdge:))
        } + [nil]
        if head < 0.5 { coordinates.removeFirst(); names.removeFirst() }
        if tail < 0.5 { coordinates.removeLast(); names.removeLast() }
        return Route(mode: mode, vertices: path.vertices, coordinates: coordinates, distance: path.length + head + tail,
                     duration: path.time - (head + tail) / RoadSpeeds.walking * (penalty - 1),
                     maneuvers: RouteManeuvers.derive(points: coordinates, names: names))
    }

    /// The quickest path between two vertices: the vertices, total time (s) and length (m); nil when the
    /// mode cannot get from one to the other.
    public func shortestPath(from source: Int, to target: Int, mode: TravelMode) -> (vertices: [Int], time: Double, length: Double)? {
        let n = graph.vertexCount
        guard source >= 0, source < n, target >= 0, target < n else { return nil }
        return search(sources: [(source, 0)], targets: [(target, 0)], mode: mode)
    }

    /// A* from several sources (each with a starting cost) to the cheapest of several targets (each with a
    /// finishing cost): a virtual goal joined to every target. The search runs over edges (the edge a
    /// vehicle arrived by is its state), so turns a mode cannot take (`RoadGraph.canTurn`) are never
    /// taken. The time includes both costs; the length is along the graph only.
    func search(sources: [(vertex: Int, cost: Double)], targets: [(vertex: Int, cost: Double)],
                mode: TravelMode) -> (vertices: [Int], time: Double, length: Double)? {
        let speed = mode.maximumSpeed
        var finishCost = [Int: Double]()
        for t in targets { finishCost[t.vertex] = min(finishCost[t.vertex] ?? .infinity, t.cost) }
        // Goals as points on the unit sphere with their finishing costs, nearest-first order irrelevant.
        let goals = finishCost.map { (point: UnitVector(graph.coordinates[$0.key]), cost: $0.value) }
        func heuristic(_ v: Int) -> Double {
            let p = UnitVector(graph.coordinates[v])
            var h = Double.infinity
            for (g, cost) in goals { h = min(h, p.meters(atMost: g) / speed + cost) }
            return h
        }
        var best = [Double](repeating: .infinity, count: graph.edgeCount)
        var parent = [Int32](repeating: -1, count: graph.edgeCount)
        var settled = [Bool](repeating: false, count: graph.edgeCount)
        var open = MinHeap()
        // A path of no edge: a source that is also a target.
        var finish = Double.infinity, finishEdge = -1, finishVertex = -1
        for s in sources {
            if let cost = finishCost[s.vertex], s.cost + cost < finish {
                finish = s.cost + cost
                finishVertex = s.vertex
            }
            for e in graph.edges(from: s.vertex) where graph.time(e, mode).isFinite {
                let g = s.cost + graph.time(e, mode)
                if g < best[e] {
                    best[e] = g
                    parent[e] = -1
                    open.push(g + heuristic(Int(graph.edgeTargets[e])), Int32(e))
                }
            }
        }
        while let (f, item) = open.pop() {
            if f >= finish { break }
            let e = Int(item)
            if settled[e] { continue }
            settled[e] = true
            let v = Int(graph.edgeTargets[e])
            if let cost = finishCost[v], best[e] + cost < finish {
                finish = best[e] + cost
                finishEdge = e
                finishVertex = v
            }
            for next in graph.edges(from: v) {
                let t = graph.time(next, mode)
                guard t.isFinite, graph.canTurn(from: e, to: next, mode: mode) else { continue }
                let g = best[e] + t
                if g < best[next] {
                    best[next] = g
                    parent[next] = Int32(e)
                    open.push(g + heuristic(Int(graph.edgeTargets[next])), Int32(next))
                }
            }
        }
        guard finishVertex >= 0 else { return nil }
        var vertices = [finishVertex], length = 0.0
        var e = finishEdge
        while e >= 0 {
            length += graph.edgeLengths[e]
            vertices.append(Int(graph.edgeSources[e]))
            e = Int(parent[e])
        }
        return (vertices.reversed(), finish, length)
    }

    /// The nearest vertex within `snapLimit` of each of the nearest pieces of the mode's network that the
    /// mode can leave (or, with `leaving` false, reach), then those nearly as near as the nearest, with
    /// their distances in metres.
    func candidates(near c: GeoCoordinate, usable: [Bool], pieces: [Int32]) -> [(vertex: Int, meters: Double)] {
        var nearest: [Int32: (vertex: Int, meters: Double)] = [:]
        var close: [(vertex: Int, meters: Double)] = []
        let metersPerDegreeLat = 111_195.0, metersPerDegreeLon = 111_195.0 * cos(c.latitude * .pi / 180)
        for v in 0..<graph.vertexCount where usable[v] {
            let p = graph.coordinates[v]
            // Cheap rejection before the great-circle distance.
            if abs(p.latitude - c.latitude) * metersPerDegreeLat > snapLimit * 1.01 + 1 { continue }
            if abs(p.longitude - c.longitude) * metersPerDegreeLon > snapLimit * 1.01 + 1 { continue }
            let d = RoadGraph.distance(p, c)
            guard d <= snapLimit else { continue }
            if d < nearest[pieces[v]]?.meters ?? .infinity { nearest[pieces[v]] = (v, d) }
            close.append((v, d))
        }
        let byPiece = nearest.values.sorted { ($0.meters, $0.vertex) < ($1.meters, $1.vertex) }.prefix(snapCandidates)
        // Also the vertices nearly as near as the nearest (the other track or carriageway of the same street),
        // so a mode that cannot turn back can still start or end the right way.
        guard let first = byPiece.first else { return [] }
        let alongside = close.filter { $0.meters <= first.meters + 40 }.sorted { ($0.meters, $0.vertex) < ($1.meters, $1.vertex) }.prefix(12)
        var seen = Set<Int>()
        return (Array(byPiece) + alongside).filter { seen.insert($0.vertex).inserted }
    }

    /// The nearest vertex within `snapLimit` that the mode can leave (or, with `leaving` false, reach).
    public func nearestVertex(to c: GeoCoordinate, mode: TravelMode, leaving: Bool) -> Int? {
        let tables = self.tables.tables(of: graph, mode: mode)
        return candidates(near: c, usable: leaving ? tables.leavable : tables.reachable,
                          pieces: [Int32](repeating: 0, count: graph.vertexCount)).first?.vertex
    }
}

/// A point on the unit sphere: the chord between two of them, times the Earth's radius, is a lower bound
/// of their great-circle distance (`RoadGraph.distance`).
struct UnitVector {
    let x: Double, y: Double, z: Double

    @inline(__always)
    init(_ c: GeoCoordinate) {
        let lat = c.latitude * .pi / 180, lon = c.longitude * .pi / 180
        let cl = cos(lat)
        x = cl * cos(lon)
        y = cl * sin(lon)
        z = sin(lat)
    }

    /// The straight-line distance to `other` on the unit sphere.
    @inline(__always)
    func chord(to other: UnitVector) -> Double {
        let dx = x - other.x, dy = y - other.y, dz = z - other.z
        return (dx * dx + dy * dy + dz * dz).squareRoot()
    }

    /// A lower bound of the great-circle distance to `other` in metres: the chord on the Earth, less its
    /// rounding (the differences of nearly equal unit vectors lose up to a few nanometres, and a
    /// millionth of a metre and a part in a billion cover that and the last bits of `RoadGraph.distance`).
    @inline(__always)
    func meters(atMost other: UnitVector) -> Double {
        max(0, chord(to: other) * (RoadGraph.earthRadius * (1 - 1e-9)) - 1e-6)
    }
}

extension RoadGraph {
    /// Per vertex: whether the mode has an edge leaving it.
    func leavable(_ mode: TravelMode) -> [Bool] {
        (0..<vertexCount).map { v in edges(from: v).contains { time($0, mode).isFinite } }
    }

    /// Per vertex: whether the mode has an edge arriving at it.
    func reachable(_ mode: TravelMode) -> [Bool] {
        var result = [Bool](repeating: false, count: vertexCount)
        for e in 0..<edgeCount where time(e, mode).isFinite { result[Int(edgeTargets[e])] = true }
        return result
    }

    /// Per vertex: the piece of the mode's network it belongs to (edges taken as undirected), by union-find.
    func components(_ mode: TravelMode) -> [Int32] {
        var root = (0..<Int32(vertexCount)).map { $0 }
        // Through a buffer: a nested function mutating the array would check exclusive access on every step.
        root.withUnsafeMutableBufferPointer { root in
            func find(_ v: Int32) -> Int32 {
                var v = v
                while root[Int(v)] != v {
                    root[Int(v)] = root[Int(root[Int(v)])]
                    v = root[Int(v)]
                }
                return v
            }
            for v in 0..<vertexCount {
                for e in edges(from: v) where time(e, mode).isFinite {
                    let a = find(Int32(v)), b = find(edgeTargets[e])
                    if a != b { root[Int(max(a, b))] = min(a, b) }
                }
            }
            for v in 0..<root.count { root[v] = find(Int32(v)) }
        }
        return root
    }
}

import Foundation
import Testing
@testable import WhimMap

/// The test target's SplitMix64 drives the random cases (seeded; the seed is printed on failure).
extension SplitMix64: RandomNumberGenerator {}

/// The reference: Dijkstra over arrival edges with a linear scan of the frontier — slow and obviously
/// right — taking only the turns the mode can take.
func referenceQuickestTime(_ graph: RoadGraph, from source: Int, to target: Int, mode: TravelMode) -> Double? {
    if source == target { return 0 }
    var best: [Int: Double] = [:]
    var done = Set<Int>()
    var frontier: [Int: Double] = [:]
    for e in graph.edges(from: source) where graph.time(e, mode).isFinite {
        best[e] = min(best[e] ?? .infinity, graph.time(e, mode))
        frontier[e] = best[e]
    }
    while let (e, d) = frontier.min(by: { $0.value < $1.value }) {
        frontier[e] = nil
        done.insert(e)
        let v = Int(graph.edgeTargets[e])
        if v == target { return d }
        for next in graph.edges(from: v) where graph.time(next, mode).isFinite && graph.canTurn(from: e, to: next, mode: mode) {
            guard !done.contains(next) else { continue }
            let g = d + graph.time(next, mode)
            if g < best[next, default: .infinity] {
                best[next] = g
                frontier[next] = g
            }
        }
    }
    return nil
}

/// A synthetic city: a grid of streets with random classes, one-way tags (both directions of tagging),
/// footways, private service roads and a motorway, plus an island of streets joined to nothing.
func syntheticCity(seed: UInt64, size n: Int = 9) -> (data: OSMData, bytes: [UInt8]) {
    var random = SplitMix64(seed: seed)
    var pbf = SyntheticPBF()
    func id(_ x: Int, _ y: Int) -> Int64 { Int64(1000 + y * 100 + x) }
    for y in 0..<n {
        for x in 0..<n {
            // Jitter so that distances differ.
            let lat = 60.160 + Double(y) * 0.0009 + Double.random(in: -0.0002...0.0002, using: &random)
            let lon = 24.930 + Double(x) * 0.0018 + Double.random(in: -0.0004...0.0004, using: &random)
            pbf.nodes.append((id(x, y), lat, lon))
        }
    }
    let classes = ["residential", "tertiary", "secondary", "primary", "footway", "service", "living_street", "cycleway", "motorway"]
    var wayID: Int64 = 1
    func street(_ refs: [Int64]) {
        var tags: [(String, String)] = [("highway", classes.randomElement(using: &random)!)]
        switch Int.random(in: 0..<8, using: &random) {
        case 0: tags.append(("oneway", "yes"))
        case 1: tags.append(("oneway", "-1"))
        case 2: tags.append(("access", "private"))
        case 3: tags.append(("junction", "roundabout"))
        default: break
        }
        pbf.ways.append((wayID, refs, tags))
        wayID += 1
    }
    // Streets of 2–4 blocks, along rows and columns.
    for y in 0..<n {
        var x = 0
        while x < n - 1 {
            let length = min(Int.random(in: 1...3, using: &random), n - 1 - x)
            street((x...(x + length)).map { id($0, y) })
            x += length
        }
    }
    for x in 0..<n {
        var y = 0
        while y < n - 1 {
            let length = min(Int.random(in: 1...3, using: &random), n - 1 - y)
            street((y...(y + length)).map { id(x, $0) })
            y += length
        }
    }
    // The island: two streets far east, connected to each other only.
    pbf.nodes += [(90001, 60.165, 24.990), (90002, 60.166, 24.991), (90003, 60.167, 24.990)]
    pbf.ways.append((wayID, [90001, 90002, 90003], [("highway", "residential")]))
    let bytes = pbf.bytes()
    return (try! PBFDecoder.decode(bytes), bytes)
}

@Suite("Routing over the road graph")
struct RoutingTests {
    /// A one-way street between two dead ends (0 → 1 → 2 → 3, the middle tagged `oneway`), and a
    /// footway beside it: driving follows the arrow only, walking goes both ways.
    static func oneWayStreet(_ oneway: String) -> RoadGraph {
        var pbf = SyntheticPBF()
        pbf.nodes = [(1, 60.170, 24.940), (2, 60.170, 24.942), (3, 60.170, 24.944), (4, 60.170, 24.946)]
        pbf.ways = [(10, [1, 2], [("highway", "residential")]),
                    (11, [2, 3], [("highway", "residential"), ("oneway", oneway)]),
                    (12, [3, 4], [("highway", "residential")])]
        return RoadGraph(data: try! PBFDecoder.decode(pbf.bytes()))
    }

    @Test("a one-way street is driven only along its direction (oneway=yes and oneway=-1) but walked both ways")
    func oneWay() throws {
        let west = GeoCoordinate(latitude: 60.170, longitude: 24.940), east = GeoCoordinate(latitude: 60.170, longitude: 24.946)
        for (tag, allowedEastward) in [("yes", true), ("-1", false)] {
            let planner = RoutePlanner(graph: Self.oneWayStreet(tag))
            let (with, against) = allowedEastward ? (west, east) : (east, west)
            let driven = try planner.route(from: with, to: against, mode: .driving)
            #expect(driven.vertices.count == 4)
            #expect(throws: RouteError.unreachable(from: against, to: with, mode: .driving)) {
                try planner.route(from: against, to: with, mode: .driving)
            }
            let walked = try planner.route(from: against, to: with, mode: .walking)
            #expect(walked.vertices.count == 4)
            // Cycling obeys one-way streets too.
            #expect(throws: RouteError.self) { try planner.route(from: against, to: with, mode: .cycling) }
        }
    }

    @Test("access and class per mode: no walking on a motorway, no driving on a footway or a private road")
    func accessPerMode() {
        let cases: [([(String, String)], walk: Bool, cycle: Bool, drive: Bool)] = [
            ([("highway", "motorway")], false, false, true),
            ([("highway", "footway")], true, false, false),
            ([("highway", "footway"), ("bicycle", "yes")], true, true, false),
            ([("highway", "cycleway")], false, true, false),
            ([("highway", "residential"), ("access", "private")], false, false, false),
            ([("highway", "residential"), ("motor_vehicle", "no")], true, true, false),
            ([("highway", "service"), ("access", "no"), ("foot", "yes")], true, false, false),
            ([("highway", "pedestrian")], true, false, false),
            ([("highway", "pedestrian"), ("area", "yes")], true, false, false),
            ([("highway", "service"), ("area", "yes")], false, false, false),
            ([("railway", "tram")], false, false, false),
        ]
        for (tags, walk, cycle, drive) in cases {
            let access = RoadAccess { key in tags.first { $0.0 == key }?.1 }
            #expect(access.allows(.walking, forward: true) == walk, "\(tags)")
            #expect(access.allows(.cycling, forward: true) == cycle, "\(tags)")
            #expect(access.allows(.driving, forward: true) == drive, "\(tags)")
        }
        let tram = RoadAccess { $0 == "railway" ? "tram" : nil }
        #expect(tram.allows(.tram, forward: true) && tram.allows(.tram, forward: false))
    }

    @Test("A* finds the same quickest time as Dijkstra, on random pairs of synthetic cities, every mode")
    func aStarEqualsDijkstraSynthetic() {
        for seed in UInt64(1)...6 {
            let graph = RoadGraph(data: syntheticCity(seed: seed).data)
            checkAgainstReference(graph, seed: seed, pairs: 25, modes: [.walking, .cycling, .driving])
        }
    }

    @Test("A* finds the same quickest time as Dijkstra on the shipped Helsinki map")
    func aStarEqualsDijkstraHelsinki() throws {
        let model = try #require(Fixtures.helsinkiModel)
        #expect(model.roads.vertexCount > 1000)
        checkAgainstReference(model.roads, seed: 42, pairs: 5, modes: TravelMode.allCases)
    }

    @Test("the A* bound (chord at top speed) never exceeds the great-circle distance, from millimetres to continents")
    func chordNeverExceedsGreatCircle() {
        var random = SplitMix64(seed: 17)
        for _ in 0..<20_000 {
            let a = GeoCoordinate(latitude: Double.random(in: -85...85, using: &random), longitude: Double.random(in: -180...180, using: &random))
            // Ends from 10⁻⁸° (about a millimetre) to tens of degrees apart.
            let spread = pow(10, Double.random(in: -8...1.5, using: &random))
            let b = GeoCoordinate(latitude: max(-90, min(90, a.latitude + Double.random(in: -spread...spread, using: &random))),
                                  longitude: a.longitude + Double.random(in: -spread...spread, using: &random))
            let bound = UnitVector(a).meters(atMost: UnitVector(b)), distance = RoadGraph.distance(a, b)
            #expect(bound <= distance, "\(a) → \(b)")
            // And tight: within a micrometre and a part in a million (the chord's own shortfall).
            #expect(distance - bound <= 2e-6 + distance * 1e-6 + distance * distance * distance / (24 * RoadGraph.earthRadius * RoadGraph.earthRadius),
                    "\(a) → \(b): \(bound) for \(distance)")
        }
    }

    @Test("the tables a route needs (pieces, leavable and reachable vertices) are worked out once per mode and are the graph's own")
    func modeTablesAreCachedAndExact() throws {
        let graph = RoadGraph(data: syntheticCity(seed: 3).data)
        let planner = RoutePlanner(graph: graph)
        let cache = ComponentCache()
        for mode in TravelMode.allCases {
            let t = cache.tables(of: graph, mode: mode)
            #expect(t.pieces == graph.components(mode) && t.leavable == graph.leavable(mode) && t.reachable == graph.reachable(mode))
        }
        // Routes of one mode after another give the same answers as a fresh planner each time.
        var random = SplitMix64(seed: 3)
        for _ in 0..<20 {
            let a = Int.random(in: 0..<graph.vertexCount, using: &random), b = Int.random(in: 0..<graph.vertexCount, using: &random)
            for mode in [TravelMode.walking, .driving] {
                let ca = graph.coordinates[a], cb = graph.coordinates[b]
                let shared = try? planner.route(from: ca, to: cb, mode: mode)
                let fresh = try? RoutePlanner(graph: graph).route(from: ca, to: cb, mode: mode)
                #expect(shared == fresh)
            }
        }
    }

    /// Random vertex pairs: A*'s time equals the reference's (or both find none), and its path is made of
    /// graph edges usable by the mode whose times add up to the total.
    func checkAgainstReference(_ graph: RoadGraph, seed: UInt64, pairs: Int, modes: [TravelMode]) {
        var random = SplitMix64(seed: seed)
        let planner = RoutePlanner(graph: graph)
        for mode in modes {
            let usable = (0..<graph.vertexCount).filter { v in graph.edges(from: v).contains { graph.time($0, mode).isFinite } }
            guard usable.count > 1 else { continue }
            for _ in 0..<pairs {
                let a = usable.randomElement(using: &random)!, b = usable.randomElement(using: &random)!
                let reference = referenceQuickestTime(graph, from: a, to: b, mode: mode)
                let found = planner.shortestPath(from: a, to: b, mode: mode)
                #expect((reference == nil) == (found == nil), "seed \(seed) \(mode) \(a)→\(b)")
                guard let reference, let found else { continue }
                #expect(abs(found.time - reference) <= 1e-6 * max(1, reference), "seed \(seed) \(mode) \(a)→\(b): \(found.time) vs \(reference)")
                #expect(found.vertices.first == a && found.vertices.last == b)
                var total = 0.0
                var previous: Int?
                for (u, v) in zip(found.vertices, found.vertices.dropFirst()) {
                    let edge = graph.edge(from: u, to: v, mode: mode)
                    #expect(edge != nil, "seed \(seed) \(mode): \(u)→\(v) is not an edge")
                    if let previous, let edge { #expect(graph.canTurn(from: previous, to: edge, mode: mode), "seed \(seed) \(mode): a forbidden turn") }
                    previous = edge
                    total += edge.map { graph.time($0, mode) } ?? .infinity
                }
                #expect(abs(total - found.time) <= 1e-6 * max(1, total))
            }
        }
    }

    @Test("no path between disconnected parts is a typed error; far from any road too; NaN is rejected")
    func typedErrors() {
        let city = syntheticCity(seed: 7)
        let planner = RoutePlanner(graph: RoadGraph(data: city.data))
        let inGrid = GeoCoordinate(latitude: 60.1636, longitude: 24.9372), island = GeoCoordinate(latitude: 60.166, longitude: 24.991)
        #expect(throws: RouteError.unreachable(from: inGrid, to: island, mode: .walking)) {
            try planner.route(from: inGrid, to: island, mode: .walking)
        }
        let sea = GeoCoordinate(latitude: 60.30, longitude: 25.2)
        #expect(throws: RouteError.noRoadNear(sea, mode: .walking, maximumMeters: planner.snapLimit)) {
            try planner.route(from: inGrid, to: sea, mode: .walking)
        }
        let bad = GeoCoordinate(latitude: .nan, longitude: 24.94)
        do {
            _ = try planner.route(from: bad, to: inGrid, mode: .walking)
            Issue.record("NaN accepted")
        } catch {
            guard case .invalidCoordinate(let c) = error, c.latitude.isNaN else { Issue.record("wrong error: \(error)"); return }
        }
        #expect(throws: RouteError.self) { try RoutePlanner(graph: RoadGraph()).route(from: inGrid, to: inGrid, mode: .driving) }
    }

    @Test("Helsinki: the routes of the demo exist and follow the streets (longer than the straight line, never absurdly so)")
    func helsinkiRoutes() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let planner = RoutePlanner(graph: model.roads)
        let station = GeoCoordinate(latitude: 60.17095, longitude: 24.94325), kluuvi = GeoCoordinate(latitude: 60.16960, longitude: 24.94790)
        for mode in [TravelMode.walking, .cycling, .driving] {
            let route = try planner.route(from: station, to: kluuvi, mode: mode)
            let straight = RoadGraph.distance(station, kluuvi)
            #expect(route.distance >= straight && route.distance < 4 * straight, "\(mode): \(route.distance) m")
            #expect(route.coordinates.count >= 4)
        }
        // Trams stay on tram tracks: every vertex of the path lies on a tram edge.
        let tram = try planner.route(from: GeoCoordinate(latitude: 60.17135, longitude: 24.94270),
                                     to: GeoCoordinate(latitude: 60.16950, longitude: 24.93830), mode: .tram)
        #expect(tram.vertices.count > 5)
        // No reversing at a junction: consecutive segments never turn back on themselves.
        var previous: Int?
        for (u, v) in zip(tram.vertices, tram.vertices.dropFirst()) {
            let edge = try #require(model.roads.edge(from: u, to: v, mode: .tram))
            if let previous { #expect(model.roads.canTurn(from: previous, to: edge, mode: .tram)) }
            previous = edge
        }
    }
}

@Suite struct TramTurnTests {
    @Test("a tram does not reverse at a junction; walking may turn back")
    func tramsTakeNoSharpTurns() throws {
        // A track from west to a junction J, a branch going on east, and a spur back west-south-west at
        // a sharp angle: from the west end to the spur's end a tram has no path; a walker would.
        var pbf = SyntheticPBF()
        pbf.nodes = [(1, 60.170, 24.940), (2, 60.170, 24.944), (3, 60.170, 24.948), (4, 60.1695, 24.941)]
        pbf.ways = [(10, [1, 2, 3], [("railway", "tram")]), (11, [2, 4], [("railway", "tram")]),
                    (12, [1, 2, 4], [("highway", "footway")])]
        let graph = RoadGraph(data: try PBFDecoder.decode(pbf.bytes()))
        let planner = RoutePlanner(graph: graph)
        let west = try #require(planner.nearestVertex(to: GeoCoordinate(latitude: 60.170, longitude: 24.940), mode: .tram, leaving: true))
        let spur = try #require(planner.nearestVertex(to: GeoCoordinate(latitude: 60.1695, longitude: 24.941), mode: .tram, leaving: false))
        let east = try #require(planner.nearestVertex(to: GeoCoordinate(latitude: 60.170, longitude: 24.948), mode: .tram, leaving: false))
        #expect(planner.shortestPath(from: west, to: spur, mode: .tram) == nil)
        #expect(planner.shortestPath(from: west, to: east, mode: .tram) != nil)
        #expect(referenceQuickestTime(graph, from: west, to: spur, mode: .tram) == nil)
        #expect(planner.shortestPath(from: west, to: spur, mode: .walking) != nil)
    }
}

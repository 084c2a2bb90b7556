import Foundation
import Testing
import WhimGraphics
@testable import WhimMap

@Suite("The compact model: fixed-point coordinates, edge profiles, resident memory")
struct CompactModelTests {
    @Test func fixedDegreesRoundTripExactlyForFileCoordinates() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        for _ in 0..<100_000 {
            // Positions as a PBF file stores them: whole multiples of 100 nanodegrees within ±180°.
            let units = Int64.random(in: -1_800_000_000...1_800_000_000, using: &random)
            let nano = units * 100
            let fixed = FixedDegrees.encode(nanodegrees: nano)
            #expect(fixed == Int32(units), "seed \(seed)")
            let degrees = FixedDegrees.decode(fixed)
            // The same Double the decoder produced before it stored fixed-point values.
            #expect(degrees == Double(nano) * 1e-9, "seed \(seed): \(nano)")
            #expect(FixedDegrees.encode(degrees) == fixed, "seed \(seed): \(nano)")
        }
    }

    @Test func fixedDegreesRoundOtherGranularitiesAndRejectWhatIsOutOfRange() {
        #expect(FixedDegrees.encode(nanodegrees: 149) == 1)
        #expect(FixedDegrees.encode(nanodegrees: 151) == 2)
        #expect(FixedDegrees.encode(nanodegrees: -151) == -2)
        #expect(FixedDegrees.encode(nanodegrees: 180_000_000_000) == 1_800_000_000)
        #expect(FixedDegrees.encode(nanodegrees: 180_000_000_001) == FixedDegrees.none)
        #expect(FixedDegrees.encode(nanodegrees: .min) == FixedDegrees.none)
        #expect(FixedDegrees.encode(.nan) == FixedDegrees.none)
        #expect(FixedDegrees.encode(-.infinity) == FixedDegrees.none)
        #expect(FixedDegrees.encode(180.5) == FixedDegrees.none)
        #expect(FixedDegrees.decode(FixedDegrees.none).isNaN)
        #expect(FixedDegrees.coordinate(latitude: 1, longitude: FixedDegrees.none).latitude.isNaN)
    }

    @Test func nodesOutOfRangeAreMissingNotMisplaced() throws {
        var pbf = SyntheticPBF()
        pbf.nodes = [(1, 60.17, 24.94), (2, 60.17, 500), (3, 60.18, 24.95)]
        pbf.ways = [(10, [1, 2, 3], [("highway", "residential")])]
        let data = try PBFDecoder.decode(pbf.bytes())
        #expect(data.nodes.coordinate(1).longitude.isNaN)
        #expect(data.nodeBounds?.maxLongitude == data.nodes.coordinate(2).longitude)
        // The way keeps its two valid nodes as a line, and the graph splits at the missing one.
        let model = MapModel(data: data)
        let store = model.tileFeatures
        let street = try #require((0..<store.count).first { store.layers[$0] == .transportation })
        #expect(store.parts(of: street).map { store.points(ofPart: $0).count } == [2])
        #expect(model.roads.edgeCount == 0)
    }

    /// The graph's times come from shared profiles; the reference is the formula it replaced: per edge and
    /// mode, length ÷ speed where the way's access allows the mode in that direction, else infinity.
    @Test func edgeProfilesGiveTheTimesOfEveryWaysAccess() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        let highways = ["residential", "tertiary", "primary", "footway", "cycleway", "service", "motorway", "steps", "path", "pedestrian"]
        let extras: [[(String, String)]] = [[], [("oneway", "yes")], [("oneway", "-1")], [("access", "private")],
                                            [("bicycle", "no")], [("foot", "no")], [("junction", "roundabout")],
                                            [("oneway:bicycle", "no"), ("oneway", "yes")], [("area", "yes")]]
        var builder = RoadGraph.Builder()
        var expected: [(a: GeoCoordinate, b: GeoCoordinate, access: RoadAccess)] = []
        for w in 0..<400 {
            var tags = [("highway", highways.randomElement(using: &random)!)] + extras.randomElement(using: &random)!
            if w % 17 == 0 { tags = [("railway", "tram")] }
            let dictionary = Dictionary(tags, uniquingKeysWith: { a, _ in a })
            let access = RoadAccess { dictionary[$0] }
            let a = GeoCoordinate(latitude: 60 + Double(w) * 1e-3, longitude: 24 + Double.random(in: 0..<1, using: &random))
            let b = GeoCoordinate(latitude: a.latitude + Double.random(in: -1e-3...1e-3, using: &random), longitude: a.longitude + 1e-3)
            builder.addWay(nodes: [Int64(2 * w), Int64(2 * w + 1)], coordinates: [a, b], access: access)
            expected.append((a, b, access))
        }
        let graph = builder.build()
        var checked = 0
        for (w, way) in expected.enumerated() where !way.access.isClosed {
            // Vertices are numbered in order of first use, so way `w`'s are found by position.
            let ends = graph.coordinates.indices.filter {
                graph.coordinates[$0] == FixedDegrees.coordinate(latitude: FixedDegrees.encode(way.a.latitude), longitude: FixedDegrees.encode(way.a.longitude))
                    || graph.coordinates[$0] == FixedDegrees.coordinate(latitude: FixedDegrees.encode(way.b.latitude), longitude: FixedDegrees.encode(way.b.longitude))
            }
            #expect(ends.count == 2, "seed \(seed), way \(w)")
            guard ends.count == 2 else { continue }
            let length = RoadGraph.distance(graph.coordinates[ends[0]], graph.coordinates[ends[1]])
            for (isForward, s, t) in [(true, ends[0], ends[1]), (false, ends[1], ends[0])] {
                let edge = graph.edges(from: s).first { Int(graph.edgeTargets[$0]) == t }
                for mode in TravelMode.allCases {
                    let speed = way.access.speed[mode.rawValue]
                    let reference = way.access.allows(mode, forward: isForward) && speed > 0 ? length / speed : Double.infinity
                    #expect((edge.map { graph.time($0, mode) } ?? .infinity) == reference, "seed \(seed), way \(w), \(mode)")
                    checked += 1
                }
            }
        }
        #expect(checked > 0)
        #expect(graph.profileSpeeds.count / TravelMode.allCases.count < 64, "profiles are shared, not one per way")
    }

    /// The compact storage, summed, against the file: the model of the shipped extract keeps fewer bytes
    /// than twice its PBF file (what stays resident after loading, less the allocator's overhead).
    @Test func theHelsinkiModelStoresLessThanTwiceItsFile() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let file = Fixtures.helsinkiBytes.count
        #expect(model.storedBytes > 0)
        let features = model.tileFeatures
        #expect(model.storedBytes < 2 * file, """
            \(model.storedBytes) bytes stored for a \(file)-byte file: roads \(model.roads.storedBytes), features \(features.storedBytes) \
            (\(features.points.count) points, \(features.pieces.count) pieces, index \(features.index.storedBytes))
            """)
    }

    @Test func worldPointsAreStoredToTheNearestFixedUnitAndReadBackExactly() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        var points = FixedWorldPoints(), given: [Point] = []
        for _ in 0..<10_000 {
            let p = Point(x: Double.random(in: -1.5...2, using: &random), y: Double.random(in: 0...1, using: &random))
            points.append(p)
            given.append(p)
        }
        let unit = 1 / FixedWorldPoints.unitsPerWorld
        for (i, p) in given.enumerated() {
            #expect(abs(points[i].x - p.x) <= unit / 2 && abs(points[i].y - p.y) <= unit / 2, "seed \(seed): \(p)")
            // What is read back is stored again unchanged.
            #expect(FixedWorldPoints.stored(points[i]) == points[i], "seed \(seed): \(p)")
        }
        #expect(points.storedBytes == 8 * given.count)
        var edge = FixedWorldPoints()
        edge.append(contentsOf: [Point(x: .nan, y: .infinity), Point(x: -5, y: 5)])
        #expect(edge[0] == Point(x: 0, y: 0))
        #expect(edge[1].x == -2 && edge[1].y < 2 && edge[1].y > 2 - 2 * unit)
    }

    @Test func theDecoderBudgetLeavesRoomForRealExtracts() throws {
        var decoder = PBFDecoder()
        _ = try decoder.decode(Fixtures.helsinkiBytes)
        // A real extract uses well under half its default budget (so the cap is about hostile files).
        let perByte = Double(decoder.decodedBytes) / Double(Fixtures.helsinkiBytes.count)
        #expect(perByte * 2 <= Double(PBFDecoder.MemoryLimits().bytesPerFileByte), "\(perByte) bytes per byte")
    }

    @Test func readingAFileGivesItsBytesOrAOneLineError() throws {
        let bytes = try PBFDecoder.readFile(Fixtures.helsinkiURL)
        #expect(bytes == Fixtures.helsinkiBytes)
        for path in ["/nonexistent/file.osm.pbf", NSTemporaryDirectory()] {
            do {
                _ = try PBFDecoder.readFile(URL(fileURLWithPath: path))
                Issue.record("\(path) must not read")
            } catch {
                guard case .cannotRead = error else { Issue.record("\(error)"); continue }
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func residentMemoryIsReadFromProcStatus() throws {
        let status = "Name:\twhim-demo\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t2\n"
        #expect(ResidentMemory(status: status) == ResidentMemory(current: 100 << 20, peak: 200 << 20))
        #expect(ResidentMemory(status: "VmRSS:\t1 kB\n") == nil)
        #expect(ResidentMemory(status: "VmRSS:\tmany kB\nVmHWM:\t1 kB\n") == nil)
        let now = try #require(ResidentMemory.now())
        #expect(now.current > 0 && now.peak >= now.current)
        let report = MapLoadReport(file: 1 << 20, features: 3, roadEdges: 4, decodeSeconds: 0.01, buildSeconds: 0.02,
                                   before: ResidentMemory(current: 10 << 20, peak: 10 << 20),
                                   after: ResidentMemory(current: 12 << 20, peak: 40 << 20))
        #expect(report.growthPerFileByte == 2)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(json["rss_peak_bytes"] as? Int == 40 << 20)
        #expect(json["decode_ms"] as? Double == 10)
    }
}

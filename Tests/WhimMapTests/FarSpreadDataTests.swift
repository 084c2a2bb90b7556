import Foundation
import Testing
import WhimGraphics
@testable import WhimMap
import WhimTiles

/// Map data spread over the world costs what is visible: positions outside the world are skipped and
/// counted, and a tile looks only at the index entries near it, whether nodes were moved 25° away, a way
/// crosses the world or has a million nodes, or relations nest in each other. Costs are counted (index
/// entries visited), never timed.
@Suite("Far-spread map data")
struct FarSpreadDataTests {
    /// A grid of `streets` residential streets of `length` nodes around central Helsinki, ids from 1.
    static func city(streets: Int, length: Int) -> SyntheticPBF {
        var pbf = SyntheticPBF()
        var id: Int64 = 1
        for s in 0..<streets {
            var refs: [Int64] = []
            for i in 0..<length {
                pbf.nodes.append((id, 60.15 + Double(s) * 0.0005, 24.90 + Double(i) * 0.0005))
                refs.append(id)
                id += 1
            }
            pbf.ways.append((Int64(s + 1), refs, [("highway", "residential"), ("name", "Katu \(s)")]))
        }
        return pbf
    }

    static func source(_ pbf: inout SyntheticPBF) throws -> (OSMData, OSMTileSource) {
        let data = try PBFDecoder.decode(pbf.bytes())
        return (data, OSMTileSource(model: MapModel(data: data)))
    }

    /// The zoom-14 tiles the box around central Helsinki covers.
    static let cityTiles: [TileID] = {
        let r = WebMercator.project(GeoBounds(minLatitude: 60.15, maxLatitude: 60.2, minLongitude: 24.9, maxLongitude: 24.95))
        let n = Double(1 << 14)
        return (Int(r.minY * n)...Int(r.maxY * n)).flatMap { y in (Int(r.minX * n)...Int(r.maxX * n)).map { TileID(z: 14, x: $0, y: y) } }
    }()

    /// Entries visited and features kept over the city's zoom-14 tiles.
    static func cost(_ source: OSMTileSource) -> (visited: Int, kept: Int) {
        var visited = 0, kept = 0
        for id in cityTiles {
            let world = source.features
            let n = Double(1 << id.z), reach = Double(OSMTileSource.buffer) / Double(OSMTileSource.extent)
            let rect = Rect(x: (Double(id.x) - reach) / n, y: (Double(id.y) - reach) / n, width: (1 + 2 * reach) / n, height: (1 + 2 * reach) / n)
            kept += world.pieces(neededBy: id, within: rect, visited: &visited).count
        }
        return (visited, kept)
    }

    @Test func positionsOutsideTheWorldAreSkippedAndCounted() throws {
        var pbf = Self.city(streets: 2, length: 5)
        pbf.nodes[0].lat = 95
        pbf.nodes[1].lat = -90.5
        pbf.nodes[2].lon = 181
        pbf.nodes[3].lat = 90  // the pole itself is a valid latitude
        let data = try PBFDecoder.decode(pbf.bytes())
        #expect(data.invalidPositions == 3)
        #expect(data.nodes.coordinate(0).latitude.isNaN && data.nodes.coordinate(1).latitude.isNaN)
        #expect(data.nodes.coordinate(3).latitude == 90)
        #expect(MapInfo(data: data).description.contains("skipped:    3 positions outside"))
        // The street keeps its valid nodes.
        let model = MapModel(data: data)
        #expect(model.tileFeatures.count >= 2)
        #expect(!model.bounds.maxLatitude.isNaN && model.bounds.maxLatitude <= 90)
    }

    @Test func nodesMovedFarAwayCostOnlyWhereTheyAre() throws {
        var near = Self.city(streets: 400, length: 10)
        var far = near
        // 2,000 of the 4,000 nodes moved 25° north (every other node, so every street crosses 25° five times).
        for i in stride(from: 0, to: far.nodes.count, by: 2) { far.nodes[i].lat += 25 }
        let (_, compact) = try Self.source(&near)
        let (_, spread) = try Self.source(&far)
        let before = Self.cost(compact), after = Self.cost(spread)
        // Each tile looks at the entries near it (those of its neighbours too): a few times what it keeps.
        #expect(before.visited <= 8 * before.kept + 64, "\(before)")
        // The moved segments pass over the city's tiles: each costs a tile at most a few of its stretches,
        // not a scan of the data.
        let moved = far.ways.reduce(0) { $0 + $1.refs.count - 1 }
        #expect(after.visited <= before.visited + Self.cityTiles.count * 4 * moved, "\(after) vs \(before)")
        // Far from the data there is nothing to look at, wherever the data went.
        for empty in [TileID(z: 14, x: 1000, y: 1000), TileID(z: 14, x: 9300, y: 9000), TileID(z: 5, x: 3, y: 3)] {
            var visited = 0
            #expect(spread.vectorTile(empty, visited: &visited).layers.isEmpty)
            #expect(visited == 0, "\(empty) visited \(visited)")
        }
        // Beside the moved segments (half a degree west of them, near the pole), a tile looks at a few
        // stretches of each segment, no more: bounded by the segments near it, not by the file.
        var beside = 0
        #expect(spread.vectorTile(TileID(z: 14, x: 9300, y: 100), visited: &beside).layers.isEmpty)
        #expect(beside <= 8 * moved, "visited \(beside)")
        // Over the moved nodes' new place, the tiles have the streets' stretches up there.
        let north = WebMercator.project(GeoCoordinate(latitude: 70, longitude: 24.9))
        var visited = 0
        let up = spread.vectorTile(TileID(z: 12, x: Int(north.x * 4096), y: Int(north.y * 4096)), visited: &visited)
        #expect(up[layer: "transportation"]?.features.isEmpty == false)
    }

    @Test func aMillionNodeWayAcrossTheWorldCostsATileOnlyItsPiecesNearby() throws {
        var pbf = SyntheticPBF()
        let count = 1_000_000
        var refs: [Int64] = []
        refs.reserveCapacity(count)
        for i in 0..<count {
            pbf.nodes.append((Int64(i + 1), 60 * sin(Double(i) / 20_000), -179 + 358 * Double(i) / Double(count - 1)))
            refs.append(Int64(i + 1))
        }
        pbf.ways.append((1, refs, [("railway", "rail")]))
        // And a way of two nodes from one side of the world to the other.
        pbf.nodes.append((Int64(count + 1), 10, -179.9))
        pbf.nodes.append((Int64(count + 2), -10, 179.9))
        pbf.ways.append((2, [Int64(count + 1), Int64(count + 2)], [("highway", "primary")]))
        let (_, source) = try Self.source(&pbf)
        let store = source.features
        // The pieces are linear in the way's nodes (at most one per 32 nodes here).
        #expect(store.pieces.count <= count / 32, "\(store.pieces.count) pieces")
        for z in [0, 4, 9, 14] {
            let n = 1 << z
            for x in [0, n / 3, n / 2, n - 1] {
                let id = TileID(z: z, x: x, y: n / 2)
                var visited = 0
                let tile = source.vectorTile(id, visited: &visited)
                // At zoom 14 a tile sees a handful of pieces; even the whole world's tile at zoom 9 a few
                // hundred of the 16,000 (the line's minimum zoom for rails is 9).
                #expect(visited <= (z >= 14 ? 16 : 4 * (count / 63) / max(1, n) + 64), "tile \(id) visited \(visited)")
                _ = tile
            }
        }
        // The tile under the middle of the long line has it, clipped to the tile.
        let middle = WebMercator.project(GeoCoordinate(latitude: 60 * sin(Double(count / 2) / 20_000), longitude: 0))
        let id = TileID(z: 14, x: Int(middle.x * 16384), y: Int(middle.y * 16384))
        var visited = 0
        let rails = try #require(source.vectorTile(id, visited: &visited)[layer: "transportation"])
        #expect(rails.features.count == 1)
        #expect(visited <= 16)
    }

    @Test func relationsOfRelationsAndCyclesAreReadOnce() throws {
        var pbf = Self.city(streets: 4, length: 5)
        // A closed outer ring for a multipolygon.
        let ring: [Int64] = [1, 5, 10, 6, 1]
        pbf.ways.append((100, ring, []))
        // Relations that hold each other (a cycle) and a chain nested a thousand deep.
        pbf.relations.append((1, [(2, 2, ""), (1, 100, "outer")], [("type", "multipolygon"), ("landuse", "residential")]))
        pbf.relations.append((2, [(2, 1, ""), (2, 3, "")], [("type", "boundary"), ("boundary", "administrative"), ("admin_level", "8")]))
        for r in 3..<1_003 {
            pbf.relations.append((Int64(r), [(2, Int64(r + 1), ""), (1, 100, "outer")], [("type", "multipolygon"), ("natural", "water")]))
        }
        let (data, source) = try Self.source(&pbf)
        #expect(data.relations.count == 1_002)
        let store = source.features
        // The landuse and the thousand lakes each made from the one way; nothing recursed.
        #expect((0..<store.count).filter { store.layers[$0] == .landuse }.count == 1)
        #expect((0..<store.count).filter { store.layers[$0] == .water }.count == 1_000)
    }
}

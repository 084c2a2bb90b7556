import Foundation
import Testing
import WhimNet
import WhimTestSupport
import WhimTiles

/// `RegionDownload`: the tiles of a box, and a download over the test server that is interrupted, resumed
/// and gives the same tiles as the source.
@Suite struct RegionDownloadTests {
    /// The region the tests download: around Helsinki, zooms 8–12 (about 140 tiles).
    static func region(_ output: String, maxTiles: Int = RegionDownload.defaultMaxTiles) -> RegionDownload {
        RegionDownload(west: 24.5, south: 60.0, east: 25.5, north: 60.5, zooms: 8 ... 12, output: output, maxTiles: maxTiles)
    }

    /// Property: a box's tiles are exactly the tiles of each zoom whose extent overlaps it.
    @Test func theTilesOfABoxAreThoseItOverlaps() throws {
        var random = SeededRandom(seed: 9)
        func longitude(_ x: Int, _ z: Int) -> Double { Double(x) / Double(1 << z) * 360 - 180 }
        func latitude(_ y: Int, _ z: Int) -> Double { atan(sinh(.pi * (1 - 2 * Double(y) / Double(1 << z)))) * 180 / .pi }
        for _ in 0 ..< 30 {
            let west = Double.random(in: -179 ... 170, using: &random), south = Double.random(in: -80 ... 70, using: &random)
            let box = RegionDownload(west: west, south: south, east: west + Double.random(in: 0.01 ... 9, using: &random),
                                     north: south + Double.random(in: 0.01 ... 9, using: &random), zooms: 0 ... 7, output: "/tmp/x")
            let expected = (0 ... 7).flatMap { z in
                (0 ..< (1 << z)).flatMap { y in
                    (0 ..< (1 << z)).compactMap { x -> TileID? in
                        let overlaps = longitude(x, z) <= box.east && longitude(x + 1, z) > box.west
                            && latitude(y + 1, z) <= box.north && latitude(y, z) > box.south
                        return overlaps ? TileID(z: z, x: x, y: y) : nil
                    }
                }
            }
            #expect(Set(try box.tiles()) == Set(expected))
        }
    }

    @Test func absurdOrBrokenRequestsAreOneLine() throws {
        let world = RegionDownload(west: -180, south: -85, east: 180, north: 85, zooms: 0 ... 16, output: "/tmp/x")
        #expect(throws: RegionDownload.Failure.self) { try world.tiles() }
        for bad in [RegionDownload(west: 10, south: 0, east: 5, north: 1, zooms: 1 ... 2, output: "/tmp/x"),
                    RegionDownload(west: 0, south: 0, east: 1, north: .nan, zooms: 1 ... 2, output: "/tmp/x"),
                    RegionDownload(west: 0, south: 0, east: 1, north: 1, zooms: 3 ... 40, output: "/tmp/x")] {
            let message = "\(try #require(throws: RegionDownload.Failure.self) { try bad.tiles() })"
            #expect(!message.contains("\n") && !message.isEmpty)
        }
        let message = "\(try #require(throws: RegionDownload.Failure.self) { try world.tiles() })"
        #expect(message.contains("more than \(RegionDownload.defaultMaxTiles) tiles"))
    }

    /// A source that fails (as the network does) after `limit` tiles.
    final class Interrupted: TileSource, @unchecked Sendable {
        let base: any TileSource
        let limit: Int
        private var served = 0
        init(_ base: any TileSource, after limit: Int) { (self.base, self.limit) = (base, limit) }
        var metadata: TileSourceMetadata { base.metadata }
        func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
            served += 1
            guard served <= limit else { throw .unreadable(path: "interrupted", reason: "cannot connect") }
            return try base.tile(id)
        }
    }

    /// Tiles as `tiles/z/x/y.mvt` for about half the region (the rest answer 404).
    private func publish(_ served: ServedFolder, _ region: RegionDownload) throws -> [TileID: [UInt8]] {
        var tiles: [TileID: [UInt8]] = [:]
        for (index, id) in try region.tiles().enumerated() where index % 2 == 0 || id.z == 8 {
            tiles[id] = sampleBytes(20 + index % 300, seed: UInt64(index))
            try FileManager.default.createDirectory(atPath: served.folder.path + "/tiles/\(id.z)/\(id.x)", withIntermediateDirectories: true)
            try served.put("tiles/\(id.z)/\(id.x)/\(id.y).mvt", tiles[id]!)
        }
        return tiles
    }

    @Test func anInterruptedDownloadResumesAndEveryTileIsFetchedOnce() throws {
        let served = try ServedFolder()
        let out = try TemporaryFolder()
        let region = Self.region(out.path + "/region.pmtiles")
        let tiles = try publish(served, region)
        let source = try HTTPTileSources.open(served.server.url("tiles/{z}/{x}/{y}.mvt"), client: served.client())
        let all = try region.tiles()
        let error = try #require(throws: RegionDownload.Failure.self) {
            try region.run(from: Interrupted(source, after: 40), describing: "served", threads: 1)
        }
        #expect("\(error)".contains("run the same download again to resume"))
        #expect(!FileManager.default.fileExists(atPath: region.output))
        #expect(FileManager.default.fileExists(atPath: region.journalPath))

        let summary = try region.run(from: source, describing: "served", threads: 3)
        #expect(summary == RegionDownload.Summary(tiles: all.count, present: tiles.count, resumed: 40))
        #expect(!FileManager.default.fileExists(atPath: region.journalPath))
        let archive = try PMTilesArchive(path: region.output)
        for id in all { #expect(try archive.tile(id) == tiles[id], "tile \(id)") }
        #expect(archive.metadata.minZoom == 8 && archive.metadata.maxZoom == 12)
        let counts = try served.server.requestCounts().filter { $0.key.hasPrefix("/tiles/") }
        #expect(counts.count == all.count && counts.values.allSatisfy { $0 == 1 }, "every tile asked for once over both runs")
    }

    /// A journal whose last record a kill cut short: that record is dropped and its tile fetched again.
    @Test func aHalfWrittenRecordIsFetchedAgain() throws {
        let served = try ServedFolder()
        let out = try TemporaryFolder()
        let region = Self.region(out.path + "/region.pmtiles")
        let tiles = try publish(served, region)
        let source = try HTTPTileSources.open(served.server.url("tiles/{z}/{x}/{y}.mvt"), client: served.client())
        _ = try? region.run(from: Interrupted(source, after: 10), describing: "served", threads: 1)
        let journal = try FileHandle(forUpdating: URL(fileURLWithPath: region.journalPath))
        let length = try journal.seekToEnd()
        try journal.truncate(atOffset: length - 3)
        try journal.close()
        let summary = try region.run(from: source, describing: "served", threads: 2)
        #expect(summary.resumed == 9)
        let archive = try PMTilesArchive(path: region.output)
        for id in try region.tiles() { #expect(try archive.tile(id) == tiles[id]) }
    }

    /// Zooms past the source's are left out; a request with none of its zooms is one line.
    @Test func zoomsPastTheSourcesAreLeftOut() throws {
        let served = try ServedFolder()
        let out = try TemporaryFolder()
        var region = Self.region(out.path + "/region.pmtiles")
        let tiles = try publish(served, region)
        let source = try HTTPTileSources.open(served.server.url("tiles/{z}/{x}/{y}.mvt"), client: served.client())
        region.zooms = 8 ... 20
        #expect(source.metadata.maxZoom == 14)
        let summary = try region.run(from: source, describing: "served")
        #expect(try PMTilesArchive(path: region.output).metadata.maxZoom == 14)
        #expect(summary.present == tiles.count)
        region.zooms = 15 ... 16
        let message = "\(try #require(throws: RegionDownload.Failure.self) { try region.run(from: source, describing: "served") })"
        #expect(message.contains("has tiles at zooms 0-14 only"))
    }

    @Test func aJournalOfAnotherDownloadIsRefused() throws {
        let served = try ServedFolder()
        let out = try TemporaryFolder()
        let region = Self.region(out.path + "/region.pmtiles")
        _ = try publish(served, region)
        let source = try HTTPTileSources.open(served.server.url("tiles/{z}/{x}/{y}.mvt"), client: served.client())
        _ = try? region.run(from: Interrupted(source, after: 5), describing: "served", threads: 1)
        var other = region
        other.zooms = 8 ... 11
        let message = "\(try #require(throws: RegionDownload.Failure.self) { try other.run(from: source, describing: "served") })"
        #expect(message.contains("journal of another download"))
        #expect(FileManager.default.fileExists(atPath: region.journalPath), "the user's journal is left alone")
    }
}

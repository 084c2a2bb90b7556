import WhimTestSupport
import Foundation
import Testing
@testable import WhimTiles

@Suite struct PMTilesRoundTripTests {
    @Test(arguments: [(1, PMTilesCompression.gzip), (300, .none), (25_000, .gzip)])
    func writtenTilesReadBack(count: Int, compression: PMTilesCompression) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("a.pmtiles")
        let tiles = PMTilesSamples.tiles(count, seed: UInt64(count))
        try PMTilesSamples.write(tiles, to: path, compression: compression)
        let archive = try PMTilesArchive(path: path)
        for (id, bytes) in tiles {
            #expect(try archive.tile(id) == bytes, "\(id)")
        }
        // Tiles that were not written are absent, and addresses off the grid are errors.
        var rng = SeededRandom(seed: 1)
        for _ in 0..<500 {
            let z = Int.random(in: 0...16, using: &rng)
            let id = TileID(z: z, x: Int.random(in: 0..<(1 << z), using: &rng), y: Int.random(in: 0..<(1 << z), using: &rng))
            if tiles[id] == nil { #expect(try archive.tile(id) == nil) }
        }
        #expect(throws: TileSourceError.invalidTile(TileID(z: 2, x: 4, y: 0))) { try archive.tile(TileID(z: 2, x: 4, y: 0)) }
        if count > 20_000 {
            #expect(archive.header.leafLength > 0, "a root of \(count) entries needs leaves")
            #expect(archive.leaves.count > 0)
            #expect(archive.header.rootLength + 127 <= 16_384)
        }
    }

    @Test func metadataAndHeaderFields() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("m.pmtiles")
        try PMTilesSamples.write([TileID(z: 0, x: 0, y: 0): [1, 2, 3]], to: path)
        let metadata = try PMTilesArchive(path: path).metadata
        #expect(metadata == PMTilesSamples.metadata)
        #expect(metadata.bounds?.west == -10 && metadata.bounds?.north == 55)
        #expect(metadata.center?.longitude == -2 && metadata.center?.zoom == 6)
    }

    @Test func identicalNeighboursAreStoredOnce() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("r.pmtiles")
        var writer = PMTilesWriter(metadata: PMTilesSamples.metadata)
        let ocean = [UInt8](repeating: 7, count: 1000)
        for x in 0..<64 { for y in 0..<64 { try writer.add(ocean, for: TileID(z: 6, x: x, y: y)) } }
        try writer.write(to: path)
        let archive = try PMTilesArchive(path: path)
        #expect(archive.header.tileEntries < 64)
        #expect(archive.header.addressedTiles == 4096)
        #expect(try archive.tile(TileID(z: 6, x: 33, y: 17)) == ocean)
        #expect(try archive.tile(TileID(z: 6, x: 64 - 1, y: 0)) == ocean)
    }

    @Test func readsFromManyThreadsAtOnce() async throws {
        let directory = TemporaryDirectory()
        let path = directory.file("t.pmtiles")
        let tiles = PMTilesSamples.tiles(22_000, seed: 3)
        try PMTilesSamples.write(tiles, to: path)
        let archive = try PMTilesArchive(path: path, limits: PMTilesLimits(maxTileBytes: 1 << 20, maxDirectoryBytes: 1 << 20,
                                                                          maxLeafDepth: 4, leafCacheCount: 2))
        let items = Array(tiles)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for part in 0..<8 {
                group.addTask {
                    var bad = 0
                    for (id, bytes) in items[(part * items.count / 8)..<((part + 1) * items.count / 8)] where (try? archive.tile(id)) != bytes {
                        bad += 1
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(archive.leaves.count <= 2)
    }

    @Test func writingReplacesTheFileWhole() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("w.pmtiles")
        try PMTilesSamples.write([TileID(z: 0, x: 0, y: 0): [1]], to: path)
        try PMTilesSamples.write([TileID(z: 1, x: 1, y: 1): [2]], to: path)
        let archive = try PMTilesArchive(path: path)
        #expect(try archive.tile(TileID(z: 0, x: 0, y: 0)) == nil)
        #expect(try archive.tile(TileID(z: 1, x: 1, y: 1)) == [2])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["w.pmtiles"])
    }
}

import Foundation
import Testing
@testable import WhimTiles

/// A writer that spools its tiles to a scratch file writes the same archive as one that holds them in memory.
@Suite struct PMTilesSpoolTests {
    @Test(arguments: [(300, PMTilesCompression.gzip), (25_000, .none)])
    func spooledArchiveRoundTrips(count: Int, compression: PMTilesCompression) throws {
        let directory = TemporaryDirectory()
        let spooled = directory.file("spooled.pmtiles"), held = directory.file("held.pmtiles")
        var tiles = PMTilesSamples.tiles(count, seed: UInt64(count) + 7)
        // A run of identical neighbours, which is stored once either way.
        for x in 0..<16 { tiles[TileID(z: 10, x: 600 + x, y: 300)] = [UInt8](repeating: 9, count: 500) }
        var streaming = PMTilesWriter(metadata: PMTilesSamples.metadata, tileCompression: compression, spoolDirectory: directory.path)
        var inMemory = PMTilesWriter(metadata: PMTilesSamples.metadata, tileCompression: compression)
        for (id, bytes) in tiles {
            try streaming.add(bytes, for: id)
            try inMemory.add(bytes, for: id)
        }
        try streaming.write(to: spooled)
        try inMemory.write(to: held)

        #expect(FileManager.default.contents(atPath: spooled) == FileManager.default.contents(atPath: held))
        let archive = try PMTilesArchive(path: spooled)
        for (id, bytes) in tiles { #expect(try archive.tile(id) == bytes, "\(id)") }
        #expect(archive.header.addressedTiles == UInt64(tiles.count))
        #expect(archive.header.tileEntries < UInt64(tiles.count), "the run is one entry")
        // The scratch file leaves nothing behind in the directory.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["held.pmtiles", "spooled.pmtiles"])
    }

    @Test func replacedTilesKeepTheLastBytes() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("r.pmtiles")
        var writer = PMTilesWriter(metadata: PMTilesSamples.metadata, spoolDirectory: directory.path)
        let id = TileID(z: 3, x: 2, y: 5)
        try writer.add([1, 2, 3], for: id)
        try writer.add([4, 5], for: id)
        try writer.write(to: path)
        #expect(writer.count == 1)
        #expect(try PMTilesArchive(path: path).tile(id) == [4, 5])
    }

    @Test func anUnwritableSpoolDirectoryIsAnError() {
        var writer = PMTilesWriter(metadata: PMTilesSamples.metadata, spoolDirectory: "/nonexistent-whim-directory")
        #expect(throws: TileSourceError.self) { try writer.add([1], for: TileID(z: 0, x: 0, y: 0)) }
    }
}

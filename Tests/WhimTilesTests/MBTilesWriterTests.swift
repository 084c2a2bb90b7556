import Foundation
import Testing
import WhimTestSupport
@testable import WhimTiles

@Suite struct MBTilesWriterTests {
    static let metadata = TileSourceMetadata(minZoom: 0, maxZoom: 2, format: .mvt, name: "w", vectorLayers: ["water"])

    @Test func writingReplacesTheFileWholeAndLeavesNothingElse() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("world.mbtiles")
        var first = MBTilesWriter(metadata: Self.metadata)
        try first.set([0x1a, 1, 1], at: TileID(z: 0, x: 0, y: 0))
        try first.write(to: path)
        var second = MBTilesWriter(metadata: Self.metadata)
        try second.set([0x1a, 1, 9], at: TileID(z: 1, x: 1, y: 0))
        try second.set([0x1a, 1, 2], at: TileID(z: 1, x: 1, y: 0))
        #expect(second.tiles == [TileID(z: 1, x: 1, y: 0): [0x1a, 1, 2]])
        try second.write(to: path)

        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["world.mbtiles"])
        let archive = try MBTilesArchive(path: path)
        #expect(try archive.tile(TileID(z: 0, x: 0, y: 0)) == nil)
        #expect(try archive.tile(TileID(z: 1, x: 1, y: 0)) == [0x1a, 1, 2])
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("kept.mbtiles")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        // A directory where the file should go makes the final rename fail.
        let blocked = folder.file("blocked.mbtiles")
        try FileManager.default.createDirectory(atPath: blocked + "/inside", withIntermediateDirectories: true)
        #expect(throws: TileSourceError.self) { try MBTilesWriter(metadata: Self.metadata).write(to: blocked) }
        #expect(throws: TileSourceError.self) { try MBTilesWriter(metadata: Self.metadata).write(to: folder.file("no/such/dir.mbtiles")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["blocked.mbtiles", "kept.mbtiles"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    }

    @Test func theSameTilesMakeTheSameFile() throws {
        let folder = try TemporaryFolder()
        let tiles = MBTilesArchiveTests.randomTiles(count: 30, seed: 9)
        var writer = MBTilesWriter(metadata: Self.metadata, gzipTiles: false)
        for (id, bytes) in tiles { try writer.set(bytes, at: id) }
        try writer.write(to: folder.file("a.mbtiles"))
        try writer.write(to: folder.file("b.mbtiles"))
        #expect(FileManager.default.contentsEqual(atPath: folder.file("a.mbtiles"), andPath: folder.file("b.mbtiles")))
    }
}

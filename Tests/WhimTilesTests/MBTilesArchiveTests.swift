import CZlib
import Testing
import WhimTestSupport
@testable import WhimTiles

@Suite struct MBTilesArchiveTests {
    static let metadata = TileSourceMetadata(
        minZoom: 0, maxZoom: 14, bounds: (24.93, 60.16, 24.96, 60.18), center: (24.94, 60.17, 12), format: .mvt,
        name: "Test \"tiles\"", attribution: "© OpenStreetMap contributors", vectorLayers: ["water", "building", "place"])

    /// Random tiles at random addresses over zooms 0–14.
    static func randomTiles(count: Int, seed: UInt64) -> [TileID: [UInt8]] {
        var generator = SeededRandom(seed: seed)
        var tiles: [TileID: [UInt8]] = [:]
        while tiles.count < count {
            let z = Int.random(in: 0...14, using: &generator)
            let id = TileID(z: z, x: Int.random(in: 0..<(1 << z), using: &generator), y: Int.random(in: 0..<(1 << z), using: &generator))
            tiles[id] = SampleTiles.random(using: &generator)
        }
        return tiles
    }

    static func written(_ tiles: [TileID: [UInt8]], to path: String, gzip: Bool = true) throws -> MBTilesArchive {
        var writer = MBTilesWriter(metadata: metadata, gzipTiles: gzip)
        for (id, bytes) in tiles { try writer.set(bytes, at: id) }
        try writer.write(to: path)
        return try MBTilesArchive(path: path)
    }

    @Test(arguments: [true, false])
    func writerAndReaderRoundTrip(gzip: Bool) throws {
        let folder = try TemporaryFolder()
        let tiles = Self.randomTiles(count: 60, seed: gzip ? 1 : 2)
        let archive = try Self.written(tiles, to: folder.file("round.mbtiles"), gzip: gzip)
        #expect(archive.metadata == Self.metadata)
        for (id, bytes) in tiles { #expect(try archive.tile(id) == bytes, "tile \(id)") }
        // A neighbour of every stored tile that was not stored reads as absent.
        for id in tiles.keys {
            let other = TileID(z: id.z, x: id.x, y: (id.y + 1) % (1 << id.z))
            if tiles[other] == nil { #expect(try archive.tile(other) == nil) }
        }
        if gzip {
            let stored = try RawSQLite.integers(folder.file("round.mbtiles"), "SELECT count(*) FROM tiles WHERE hex(substr(tile_data, 1, 2)) = '1F8B'")
            #expect(stored == [tiles.count])
        }
    }

    @Test func rowsAreStoredFromTheSouth() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("tms.mbtiles")
        _ = try Self.written([TileID(z: 3, x: 1, y: 2): [0x1a, 0]], to: path)
        #expect(try RawSQLite.integers(path, "SELECT tile_row FROM tiles WHERE zoom_level = 3 AND tile_column = 1") == [5])

        // And a row written by another tool is read back as XYZ: TMS row 0 at zoom 2 is y 3.
        let other = folder.file("other.mbtiles")
        try RawSQLite.mbtiles(other, metadata: ["format": "pbf", "minzoom": "2", "maxzoom": "2"])
        try RawSQLite.run(other, "INSERT INTO tiles VALUES (2, 1, 0, \(RawSQLite.blob([0x1a, 1, 7])))")
        let archive = try MBTilesArchive(path: other)
        #expect(try archive.tile(TileID(z: 2, x: 1, y: 3)) == [0x1a, 1, 7])
        #expect(try archive.tile(TileID(z: 2, x: 1, y: 0)) == nil)
    }

    @Test func theDeduplicatedSchemaReadsThroughItsView() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("dedup.mbtiles")
        let tile = Decompression.gzip([0x1a, 2, 9, 9])
        try RawSQLite.run(path, """
            CREATE TABLE metadata (name TEXT, value TEXT);
            INSERT INTO metadata VALUES ('format', 'pbf'), ('minzoom', '0'), ('maxzoom', '1');
            CREATE TABLE map (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_id TEXT);
            CREATE TABLE images (tile_data BLOB, tile_id TEXT);
            CREATE VIEW tiles AS SELECT map.zoom_level AS zoom_level, map.tile_column AS tile_column,
                map.tile_row AS tile_row, images.tile_data AS tile_data FROM map JOIN images ON images.tile_id = map.tile_id;
            INSERT INTO images VALUES (\(RawSQLite.blob(tile)), 'same');
            INSERT INTO map VALUES (1, 0, 0, 'same'), (1, 1, 1, 'same');
            """)
        let archive = try MBTilesArchive(path: path)
        #expect(try archive.tile(TileID(z: 1, x: 0, y: 1)) == [0x1a, 2, 9, 9])
        #expect(try archive.tile(TileID(z: 1, x: 1, y: 0)) == [0x1a, 2, 9, 9])
        #expect(try archive.tile(TileID(z: 1, x: 0, y: 0)) == nil)
    }

    @Test func zlibTilesAreInflatedToo() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("zlib.mbtiles")
        let tile: [UInt8] = [0x1a, 3, 1, 2, 3]
        var packed = [UInt8](repeating: 0, count: 64)
        var packedCount = uLongf(packed.count)
        #expect(compress(&packed, &packedCount, tile, uLong(tile.count)) == Z_OK)
        try RawSQLite.mbtiles(path, metadata: ["format": "pbf", "minzoom": "0", "maxzoom": "0"])
        try RawSQLite.run(path, "INSERT INTO tiles VALUES (0, 0, 0, \(RawSQLite.blob(Array(packed.prefix(Int(packedCount))))))")
        #expect(try MBTilesArchive(path: path).tile(TileID(z: 0, x: 0, y: 0)) == tile)
    }

    @Test func imageTilesAreReturnedAsStored() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("png.mbtiles")
        let png: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]
        try RawSQLite.mbtiles(path, metadata: ["format": "png", "minzoom": "0", "maxzoom": "0"])
        try RawSQLite.run(path, "INSERT INTO tiles VALUES (0, 0, 0, \(RawSQLite.blob(png)))")
        let archive = try MBTilesArchive(path: path)
        #expect(archive.metadata.format == .png)
        #expect(try archive.tile(TileID(z: 0, x: 0, y: 0)) == png)
    }

    @Test(.timeLimit(.minutes(10)))
    func severalThreadsReadAtOnce() async throws {
        let folder = try TemporaryFolder()
        let tiles = Self.randomTiles(count: 80, seed: 3)
        let archive = try Self.written(tiles, to: folder.file("shared.mbtiles"))
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    // Each worker walks the tiles from a different start, so reads overlap differently.
                    let ids = Array(tiles.keys.sorted { ($0.z, $0.x, $0.y) < ($1.z, $1.x, $1.y) })
                    for round in 0..<25 {
                        for index in ids.indices {
                            let id = ids[(index + worker * 7 + round) % ids.count]
                            if (try? archive.tile(id)) != tiles[id] { mismatches += 1 }
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}

import Foundation
import Testing
import WhimTestSupport
@testable import WhimTiles

/// Every way a file can fail to be an MBTiles archive ends in one typed error, quickly.
/// The time limit catches an open that blocks (a FIFO); it is generous because the whole suite runs in
/// parallel on a busy machine.
@Suite(.timeLimit(.minutes(10))) struct MBTilesBadInputTests {
    /// The error opening `path` throws, or nil when it opens.
    static func openingError(_ path: String, limits: MBTilesArchive.Limits = .init()) -> TileSourceError? {
        do {
            _ = try MBTilesArchive(path: path, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func aTextFileIsNotSQLite() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("notes.mbtiles")
        try String(repeating: "not a database, only words\n", count: 100).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(Self.openingError(path) == .notThisFormat(path: path, expected: "MBTiles", detail: "not an SQLite database"))
    }

    @Test func anSQLiteFileWithoutTheTablesIsNotMBTiles() throws {
        let folder = try TemporaryFolder()
        let empty = folder.file("empty.mbtiles")
        try RawSQLite.run(empty, "CREATE TABLE other (x INTEGER)")
        #expect(Self.openingError(empty) == .notThisFormat(path: empty, expected: "MBTiles", detail: "it has no tiles table"))

        let noMetadata = folder.file("tiles-only.mbtiles")
        try RawSQLite.run(noMetadata, "CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)")
        #expect(Self.openingError(noMetadata) == .notThisFormat(path: noMetadata, expected: "MBTiles", detail: "it has no metadata table"))
    }

    @Test func aFIFOFailsAtOnceInsteadOfWaitingForAWriter() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pipe.mbtiles")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(Self.openingError(path) == .unreadable(path: path, reason: "it is a FIFO, not a file"))
    }

    @Test func aSocketIsUnreadable() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("socket.mbtiles")
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { sunPath in
            path.utf8CString.withUnsafeBytes { sunPath.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(sunPath.count))) }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        // Linux refuses to open a socket's path at all; either way it is unreadable, at once.
        guard case .unreadable(path, _)? = Self.openingError(path) else {
            Issue.record("a socket opened, or failed otherwise: \(String(describing: Self.openingError(path)))")
            return
        }
    }

    @Test func directoriesDevicesAndMissingFilesAreUnreadable() throws {
        let folder = try TemporaryFolder()
        #expect(Self.openingError(folder.path) == .unreadable(path: folder.path, reason: "it is a directory, not a file"))
        #expect(Self.openingError("/dev/null") == .unreadable(path: "/dev/null", reason: "it is a device, not a file"))
        let missing = folder.file("missing.mbtiles")
        #expect(Self.openingError(missing) == .unreadable(path: missing, reason: "No such file or directory"))
    }

    @Test(arguments: [
        ("minzoom", "zero", "metadata minzoom is not a zoom from 0 to 30: \"zero\""),
        ("maxzoom", "31", "metadata maxzoom is not a zoom from 0 to 30: \"31\""),
        ("bounds", "24.9,60.1,x,60.2", "metadata bounds is not numbers west,south,east,north: \"24.9,60.1,x,60.2\""),
        ("bounds", "1,2,3", "metadata bounds is not numbers west,south,east,north: \"1,2,3\""),
        ("center", "east,north,12", "metadata center is not numbers longitude,latitude[,zoom]: \"east,north,12\""),
        ("json", "{not json", "metadata json is not a JSON object"),
        ("json", "{\"vector_layers\": 5}", "metadata json's vector_layers is not a list of layers"),
    ])
    func metadataThatDoesNotParseIsCorrupt(key: String, value: String, detail: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("bad-metadata.mbtiles")
        var metadata = ["format": "pbf", "minzoom": "0", "maxzoom": "14"]
        metadata[key] = value
        try RawSQLite.mbtiles(path, metadata: metadata)
        #expect(Self.openingError(path) == .corrupt(path: path, detail: detail))
    }

    @Test func zoomsAreTakenFromTheTilesWhenTheMetadataOmitsThem() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("no-zooms.mbtiles")
        try RawSQLite.mbtiles(path, metadata: ["format": "pbf"])
        try RawSQLite.run(path, "INSERT INTO tiles VALUES (3, 0, 0, X'1a00'), (9, 0, 0, X'1a00')")
        let archive = try MBTilesArchive(path: path)
        #expect(archive.metadata.minZoom == 3)
        #expect(archive.metadata.maxZoom == 9)

        try RawSQLite.run(path, "INSERT INTO tiles VALUES (40, 0, 0, X'1a00')")
        #expect(Self.openingError(path) == .corrupt(path: path, detail: "tiles have zoom levels 3–40, outside 0–30"))
    }

    /// An archive at `path` saying it holds vector tiles, with `blob` stored as tile 0/0/0.
    static func vectorArchive(_ path: String, tile blob: [UInt8]) throws {
        try RawSQLite.mbtiles(path, metadata: ["format": "pbf", "minzoom": "0", "maxzoom": "1"])
        try RawSQLite.run(path, "INSERT INTO tiles VALUES (0, 0, 0, \(RawSQLite.blob(blob))), (1, 0, 1, X'1a00')")
    }

    @Test(arguments: [
        (Array("<html>not found</html>".utf8), "tile 0/0/0 is not a vector tile"),
        ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "tile 0/0/0 is not a vector tile"),
        ([0x1a, 0x40, 1, 2], "tile 0/0/0 is not a vector tile"),
        (Decompression.gzip(Array("plain text, gzipped".utf8)), "tile 0/0/0 is not a vector tile"),
        (Array(Decompression.gzip([0x1a, 4, 1, 2, 3, 4]).dropLast(5)), "tile 0/0/0 does not inflate: the stream ends early after 6 bytes"),
    ])
    func aTileThatIsNotAVectorTileIsCorruptAlone(blob: [UInt8], detail: String) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("bad-tile.mbtiles")
        try Self.vectorArchive(path, tile: blob)
        let archive = try MBTilesArchive(path: path)
        #expect(throws: TileSourceError.corrupt(path: path, detail: detail)) { try archive.tile(TileID(z: 0, x: 0, y: 0)) }
        // The archive's other tiles still read.
        #expect(try archive.tile(TileID(z: 1, x: 0, y: 0)) == [0x1a, 0])
    }

    @Test func addressesOffTheGridAreInvalid() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("grid.mbtiles")
        try Self.vectorArchive(path, tile: [0x1a, 0])
        let archive = try MBTilesArchive(path: path)
        for id in [TileID(z: 31, x: 0, y: 0), TileID(z: -1, x: 0, y: 0), TileID(z: 2, x: 4, y: 0), TileID(z: 2, x: 0, y: -1)] {
            #expect(throws: TileSourceError.invalidTile(id)) { try archive.tile(id) }
        }
        var writer = MBTilesWriter(metadata: TileSourceMetadata(minZoom: 0, maxZoom: 0))
        #expect(throws: TileSourceError.invalidTile(TileID(z: 40, x: 0, y: 0))) { try writer.set([], at: TileID(z: 40, x: 0, y: 0)) }
    }

    @Test func oversizedTilesAreRefused() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("big.mbtiles")
        let big = [0x1a, 0xe8, 0x07] + [UInt8](repeating: 7, count: 1000)
        try Self.vectorArchive(path, tile: big)
        let zero = TileID(z: 0, x: 0, y: 0)

        let storedLimit = try MBTilesArchive(path: path, limits: .init(maxStoredTileBytes: 500))
        #expect(throws: TileSourceError.tooLarge(path: path, tile: zero, bytes: 1003, limit: 500)) { try storedLimit.tile(zero) }

        try RawSQLite.run(path, "UPDATE tiles SET tile_data = \(RawSQLite.blob(Decompression.gzip(big))) WHERE zoom_level = 0")
        let inflatedLimit = try MBTilesArchive(path: path, limits: .init(maxTileBytes: 500))
        #expect(throws: TileSourceError.tooLarge(path: path, tile: zero, bytes: 501, limit: 500)) { try inflatedLimit.tile(zero) }
        #expect(try MBTilesArchive(path: path).tile(zero) == big)
    }
}

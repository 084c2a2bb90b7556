import Foundation
import Glibc
import Testing
import WhimTestSupport
@testable import WhimTiles

/// Both archive writers follow the file rule (docs/file-safety.md) through `AtomicFile`: a FIFO or folder at
/// the destination is refused at once (never opened, so never waited on) and kept; a link there is replaced,
/// its target untouched; the error is one line naming the step and the file.
@Suite struct TileArchiveWriteSafetyTests {
    static let metadata = TileSourceMetadata(minZoom: 0, maxZoom: 1, format: .mvt, name: "w", vectorLayers: ["water"])

    /// Writes one tile with either writer.
    static func write(mbtiles: Bool, to path: String) throws(TileSourceError) {
        if mbtiles {
            var writer = MBTilesWriter(metadata: metadata)
            try writer.set([0x1a, 1, 1], at: TileID(z: 0, x: 0, y: 0))
            try writer.write(to: path)
        } else {
            var writer = PMTilesWriter(metadata: metadata)
            try writer.add([0x1a, 1, 1], for: TileID(z: 0, x: 0, y: 0))
            try writer.write(to: path)
        }
    }

    @Test(arguments: [true, false]) func aFIFOOrFolderAtTheDestinationIsRefusedAndKept(mbtiles: Bool) throws {
        let folder = try TemporaryFolder()
        let fifo = folder.file("out.fifo"), directory = folder.file("out.dir")
        #expect(mkfifo(fifo, 0o600) == 0 && mkdir(directory, 0o700) == 0)
        for (path, kind) in [(fifo, "a FIFO"), (directory, "a directory")] {
            #expect(throws: TileSourceError.self) { try Self.write(mbtiles: mbtiles, to: path) }
            do { try Self.write(mbtiles: mbtiles, to: path) } catch {
                #expect(error.description == "replace \(path) (\(kind), not a regular file)")
            }
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out.dir", "out.fifo"])
    }

    @Test(arguments: [true, false]) func aLinkAtTheDestinationIsReplacedNotWrittenThrough(mbtiles: Bool) throws {
        let folder = try TemporaryFolder()
        let target = folder.file("precious"), path = folder.file("out")
        try "precious".write(toFile: target, atomically: false, encoding: .utf8)
        #expect(symlink(target, path) == 0)
        try Self.write(mbtiles: mbtiles, to: path)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious")
        let tile: [UInt8]? = mbtiles
            ? try MBTilesArchive(path: path).tile(TileID(z: 0, x: 0, y: 0))
            : try PMTilesArchive(path: path).tile(TileID(z: 0, x: 0, y: 0))
        #expect(tile == [0x1a, 1, 1])
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }
}

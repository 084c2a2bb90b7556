import Foundation
import Testing
@testable import WhimTiles

/// Damaged and hostile archives: each open or read is a typed `TileSourceError`, never a crash or a hang.
@Suite struct PMTilesHostileTests {
    typealias Entry = PMTilesDirectory.Entry

    /// An archive with uncompressed directories: `root`, the leaf section `leaves`, the tile data `data`.
    static func archive(root: [Entry], leaves: [UInt8] = [], data: [UInt8], tileCompression: UInt8 = 1) -> [UInt8] {
        let rootBytes = PMTilesDirectory(entries: root).bytes
        var header = PMTilesHeader()
        header.rootOffset = 127
        header.rootLength = UInt64(rootBytes.count)
        header.metadataOffset = header.rootOffset + header.rootLength
        header.leafOffset = header.metadataOffset
        header.leafLength = UInt64(leaves.count)
        header.tileDataOffset = header.leafOffset + header.leafLength
        header.tileDataLength = UInt64(data.count)
        header.internalCompression = 1
        header.tileCompression = tileCompression
        return header.bytes + rootBytes + leaves + data
    }

    static func open(_ bytes: [UInt8], limits: PMTilesLimits = .standard) throws(TileSourceError) -> PMTilesArchive {
        let directory = TemporaryDirectory()
        let path = directory.file("x.pmtiles")
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        // The descriptor stays open after the directory is removed.
        return try PMTilesArchive(path: path, limits: limits)
    }

    static func written(_ tiles: [TileID: [UInt8]]) throws -> [UInt8] {
        let directory = TemporaryDirectory()
        let path = directory.file("w.pmtiles")
        try PMTilesSamples.write(tiles, to: path)
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The description of the error `body` throws, or "none".
    static func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "none"
        } catch {
            return "\(error)"
        }
    }

    /// The case name of the error `body` throws ("corrupt", "tooLarge", ...), or "none".
    static func failure(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "none"
        } catch let error as TileSourceError {
            return Mirror(reflecting: error).children.first?.label ?? "\(error)"
        } catch {
            return "not a TileSourceError: \(error)"
        }
    }

    @Test func aHandBuiltArchiveReads() throws {
        let archive = try Self.open(Self.archive(root: [Entry(tileID: 0, offset: 0, length: 3, runLength: 1)], data: [1, 2, 3]))
        #expect(try archive.tile(TileID(z: 0, x: 0, y: 0)) == [1, 2, 3])
    }

    @Test func badMagicAndVersion() throws {
        var bytes = try Self.written([TileID(z: 0, x: 0, y: 0): [1]])
        bytes[0] = 0x51
        #expect(Self.failure { _ = try Self.open(bytes) } == "notThisFormat")
        bytes[0] = 0x50
        bytes[7] = 4
        #expect(Self.failure { _ = try Self.open(bytes) } == "unsupportedVersion")
        #expect(Self.failure { _ = try Self.open(Array("PM".utf8) + [2, 0] + [UInt8](repeating: 0, count: 200)) } == "unsupportedVersion")
        #expect(Self.message { _ = try Self.open(bytes) }.hasSuffix("version 4 is not supported"))
    }

    @Test func sectionsPastTheEnd() throws {
        let bytes = try Self.written([TileID(z: 0, x: 0, y: 0): [1]])
        for field in [16, 32, 48, 64] {  // root, metadata, leaf and tile data lengths
            var broken = bytes
            broken[field + 5] = 0x7f
            #expect(throws: TileSourceError.self) { try Self.open(broken) }
            #expect(Self.failure { _ = try Self.open(broken) } == "corrupt")
        }
        // Offsets that overflow when the length is added.
        var broken = bytes
        for i in 8..<16 { broken[i] = 0xff }
        #expect(Self.failure { _ = try Self.open(broken) } == "corrupt")
    }

    @Test func aTileEntryPastTheTileData() throws {
        let archive = try Self.open(Self.archive(root: [Entry(tileID: 0, offset: 2, length: 3, runLength: 1)], data: [1, 2, 3]))
        #expect(Self.failure { _ = try archive.tile(TileID(z: 0, x: 0, y: 0)) } == "corrupt")
    }

    @Test func aLeafThatPointsToItself() throws {
        let leaf = PMTilesDirectory(entries: [Entry(tileID: 0, offset: 0, length: 0, runLength: 0)]).bytes
        var selfLeaf = PMTilesDirectory(entries: [Entry(tileID: 0, offset: 0, length: UInt32(leaf.count), runLength: 0)]).bytes
        // Same size as `leaf`, now naming its own length.
        selfLeaf = PMTilesDirectory(entries: [Entry(tileID: 0, offset: 0, length: UInt32(selfLeaf.count), runLength: 0)]).bytes
        let archive = try Self.open(Self.archive(root: [Entry(tileID: 0, offset: 0, length: UInt32(selfLeaf.count), runLength: 0)],
                                                 leaves: selfLeaf, data: [1]))
        #expect(Self.failure { _ = try archive.tile(TileID(z: 0, x: 0, y: 0)) } == "corrupt")
    }

    @Test func leavesNestedPastTheDepthLimit() throws {
        // Five leaves, each pointing to the next; the last holds the tile.
        func chain(depth: Int) -> (root: [Entry], leaves: [UInt8]) {
            var leaves: [UInt8] = []
            var directories: [[UInt8]] = [PMTilesDirectory(entries: [Entry(tileID: 0, offset: 0, length: 1, runLength: 1)]).bytes]
            for _ in 1..<depth {
                // Each pointer leaf points at the directory written just before it.
                let previousOffset = directories.dropLast().reduce(0) { $0 + $1.count }
                let pointer = PMTilesDirectory(entries: [Entry(tileID: 0, offset: UInt64(previousOffset),
                                                               length: UInt32(directories.last!.count), runLength: 0)]).bytes
                directories.append(pointer)
            }
            leaves = directories.flatMap { $0 }
            let lastOffset = directories.dropLast().reduce(0) { $0 + $1.count }
            return ([Entry(tileID: 0, offset: UInt64(lastOffset), length: UInt32(directories.last!.count), runLength: 0)], leaves)
        }
        let fine = chain(depth: 4)
        let archive = try Self.open(Self.archive(root: fine.root, leaves: fine.leaves, data: [9]))
        #expect(try archive.tile(TileID(z: 0, x: 0, y: 0)) == [9])
        let deep = chain(depth: 5)
        let deepArchive = try Self.open(Self.archive(root: deep.root, leaves: deep.leaves, data: [9]))
        #expect(Self.failure { _ = try deepArchive.tile(TileID(z: 0, x: 0, y: 0)) } == "corrupt")
    }

    @Test func runLengthsThatOverflowOrOverlap() throws {
        let overflow = [Entry(tileID: UInt64.max - 2, offset: 0, length: 1, runLength: 10)]
        #expect(Self.failure { _ = try Self.open(Self.archive(root: overflow, data: [1])) } == "corrupt")
        let overlap = [Entry(tileID: 0, offset: 0, length: 1, runLength: 5), Entry(tileID: 3, offset: 0, length: 1, runLength: 1)]
        #expect(Self.failure { _ = try Self.open(Self.archive(root: overlap, data: [1])) } == "corrupt")
        // A directory claiming more entries than it has bytes for.
        var header = PMTilesHeader()
        let claim: [UInt8] = [0xff, 0xff, 0xff, 0x7f, 1, 1, 1, 1]
        header.rootOffset = 127
        header.rootLength = UInt64(claim.count)
        header.metadataOffset = 127 + UInt64(claim.count)
        header.leafOffset = header.metadataOffset
        header.tileDataOffset = header.metadataOffset
        header.internalCompression = 1
        header.tileCompression = 1
        #expect(Self.failure { _ = try Self.open(header.bytes + claim) } == "corrupt")
    }

    @Test func tilesOverTheLimit() throws {
        let big = [UInt8](repeating: 3, count: 5000)
        let limits = PMTilesLimits(maxTileBytes: 4096, maxDirectoryBytes: 1 << 20, maxLeafDepth: 4, leafCacheCount: 4)
        let archive = try Self.open(Self.archive(root: [Entry(tileID: 0, offset: 0, length: 5000, runLength: 1)], data: big), limits: limits)
        #expect(throws: TileSourceError.tooLarge(path: archive.path, tile: TileID(z: 0, x: 0, y: 0), bytes: 5000, limit: 4096)) {
            try archive.tile(TileID(z: 0, x: 0, y: 0))
        }
        // A small gzip tile that inflates past the limit.
        let bomb = Decompression.gzip([UInt8](repeating: 0, count: 1 << 20))
        let bombArchive = try Self.open(Self.archive(root: [Entry(tileID: 0, offset: 0, length: UInt32(bomb.count), runLength: 1)],
                                                     data: bomb, tileCompression: 2), limits: limits)
        #expect(Self.failure { _ = try bombArchive.tile(TileID(z: 0, x: 0, y: 0)) } == "tooLarge")
    }

    @Test(arguments: [(UInt8(3), "brotli"), (4, "zstd"), (0, "unknown"), (9, "code 9")])
    func unsupportedCompressions(code: UInt8, name: String) throws {
        var bytes = try Self.written([TileID(z: 0, x: 0, y: 0): [1]])
        for field in [97, 98] {
            var broken = bytes
            broken[field] = code
            #expect(Self.failure { _ = try Self.open(broken) } == "unsupportedCompression")
            #expect(Self.message { _ = try Self.open(broken) }.hasSuffix("unsupported compression \(name)"))
        }
        bytes[98] = 1
        #expect(throws: Never.self) { try Self.open(bytes) }
    }

    @Test func everyTruncationIsAnError() throws {
        let bytes = try Self.written(PMTilesSamples.tiles(20, seed: 11))
        for length in 0..<bytes.count {
            let prefix = Array(bytes.prefix(length))
            // Opening fails, or (cut inside the tile data) some tile read fails.
            do {
                let archive = try Self.open(prefix)
                var failed = false
                for (id, _) in PMTilesSamples.tiles(20, seed: 11) where (try? archive.tile(id)) == nil { failed = true }
                #expect(failed, "cut at \(length) of \(bytes.count)")
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test func notRegularFilesAreUnreadableAtOnce() throws {
        let directory = TemporaryDirectory()
        let fifo = directory.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in [fifo, directory.path, "/dev/null", directory.file("missing")] {
            #expect(Self.failure { _ = try PMTilesArchive(path: path) } == "unreadable")
        }
    }
}

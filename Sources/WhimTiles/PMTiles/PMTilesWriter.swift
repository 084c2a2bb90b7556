import Glibc
import WhimFiles

/// Writes a PMTiles version 3 archive: clustered (tile data in tile-id order), gzip-compressed directories
/// and metadata, leaf directories when the root would not fit the first 16 KiB, and identical tiles at
/// consecutive ids stored once as a run. For tests, benchmarks and region downloads.
///
/// Tiles may be added in any order. They are compressed as they are added and held in memory until
/// `write(to:)` — or, for archives too large for that, given a `spoolDirectory`, appended to a scratch file
/// there (the destination's directory, so the disk has room) and only their places kept in memory.
/// `write(to:)` streams the archive through `AtomicFile` (docs/file-safety.md): a temporary file beside the
/// destination, synced and renamed into place, so readers see the old archive or the whole new one, never a
/// part; a FIFO, device or folder at the destination is refused, a link there replaced.
///
/// Copies of a spooling writer share its scratch file: keep adding to one of them only.
public struct PMTilesWriter {
    /// The header's metadata: zoom range, bounds, centre, format, name, attribution and vector layers.
    public var metadata: TileSourceMetadata
    /// How tiles are stored: `.gzip` or `.none` (the tiles are given uncompressed either way).
    public let tileCompression: PMTilesCompression
    /// Where tiles are spooled as they are added; nil keeps them in memory.
    public let spoolDirectory: String?
    /// The tiles as they will be stored (compressed), by PMTiles id.
    private var tiles: [UInt64: StoredTile] = [:]
    /// The scratch file of a spooling writer, made with the first tile.
    private var spool: TileSpool?

    /// A stored tile: its bytes, or where they are in the spool (with a digest to find equal tiles).
    private enum StoredTile {
        case bytes([UInt8])
        case spooled(offset: UInt64, length: Int, digest: Int)

        var length: Int {
            switch self {
            case let .bytes(b): b.count
            case let .spooled(_, length, _): length
            }
        }
    }

    /// The most bytes of header and root directory: what a reader fetches first.
    static let rootBudget = 16_384

    /// A writer for tiles in `metadata.format`, stored with `tileCompression` (none or gzip), held in memory
    /// or, with `spoolDirectory`, in a scratch file there until written.
    public init(metadata: TileSourceMetadata, tileCompression: PMTilesCompression = .gzip, spoolDirectory: String? = nil) {
        precondition(tileCompression == .none || tileCompression == .gzip, "PMTilesWriter stores tiles raw or gzipped")
        self.metadata = metadata
        self.tileCompression = tileCompression
        self.spoolDirectory = spoolDirectory
    }

    /// Adds (or replaces) a tile, given uncompressed.
    public mutating func add(_ bytes: [UInt8], for id: TileID) throws(TileSourceError) {
        guard let tileID = id.pmtilesID else { throw .invalidTile(id) }
        // gzip output depends only on the input, so equal tiles stay equal once compressed.
        let stored = tileCompression == .gzip ? Decompression.gzip(bytes) : bytes
        guard stored.count <= Int(UInt32.max) else {
            throw .tooLarge(path: spoolDirectory ?? "PMTilesWriter", tile: id, bytes: stored.count, limit: Int(UInt32.max))
        }
        guard let spoolDirectory else {
            tiles[tileID] = .bytes(stored)
            return
        }
        if spool == nil { spool = try TileSpool(directory: spoolDirectory) }
        let offset = try spool!.append(stored)
        tiles[tileID] = .spooled(offset: offset, length: stored.count, digest: Self.digest(stored))
    }

    /// The number of tiles added.
    public var count: Int { tiles.count }

    /// Writes the archive to `path` atomically.
    public func write(to path: String) throws(TileSourceError) {
        // Tile data in id order; a tile equal to the previous id's extends that entry's run.
        var entries: [PMTilesDirectory.Entry] = []
        var stored: [StoredTile] = []
        var dataLength: UInt64 = 0
        for tileID in tiles.keys.sorted() {
            let tile = tiles[tileID]!
            if let last = entries.last, last.tileID + UInt64(last.runLength) == tileID, last.runLength < UInt32.max,
               let previous = stored.last, try same(tile, previous) {
                entries[entries.count - 1].runLength += 1
                continue
            }
            entries.append(.init(tileID: tileID, offset: dataLength, length: UInt32(tile.length), runLength: 1))
            dataLength += UInt64(tile.length)
            stored.append(tile)
        }
        let (root, leaves) = Self.directories(entries)
        let json = Decompression.gzip(PMTilesMetadata.json(metadata))

        var header = PMTilesHeader()
        header.rootOffset = UInt64(PMTilesHeader.size)
        header.rootLength = UInt64(root.count)
        header.metadataOffset = header.rootOffset + header.rootLength
        header.metadataLength = UInt64(json.count)
        header.leafOffset = header.metadataOffset + header.metadataLength
        header.leafLength = UInt64(leaves.count)
        header.tileDataOffset = header.leafOffset + header.leafLength
        header.tileDataLength = dataLength
        header.addressedTiles = UInt64(tiles.count)
        header.tileEntries = UInt64(entries.count)
        header.tileContents = UInt64(entries.count)
        header.internalCompression = PMTilesCompression.gzip.rawValue
        header.tileCompression = tileCompression.rawValue
        header.tileType = metadata.format.pmtilesType
        header.minZoom = UInt8(clamping: metadata.minZoom)
        header.maxZoom = UInt8(clamping: metadata.maxZoom)
        if let bounds = metadata.bounds {
            header.minLonE7 = Self.e7(bounds.west)
            header.minLatE7 = Self.e7(bounds.south)
            header.maxLonE7 = Self.e7(bounds.east)
            header.maxLatE7 = Self.e7(bounds.north)
        }
        if let center = metadata.center {
            header.centerLonE7 = Self.e7(center.longitude)
            header.centerLatE7 = Self.e7(center.latitude)
            header.centerZoom = UInt8(clamping: Int(center.zoom.rounded(.down)))
        } else {
            header.centerZoom = header.minZoom
        }
        try AtomicFile.write(to: path, permissions: 0o644, failure: TileSourceError.unwritable) { output throws(TileSourceError) in
            for part in [header.bytes, root, json, leaves] { try output.append(part) }
            for tile in stored { try output.append(bytes(of: tile)) }
        }
    }

    /// A stored tile's bytes.
    private func bytes(of tile: StoredTile) throws(TileSourceError) -> [UInt8] {
        switch tile {
        case let .bytes(b): return b
        case let .spooled(offset, length, _): return try spool!.read(at: offset, count: length)
        }
    }

    /// Whether two stored tiles hold the same bytes (spooled ones are read back only when their digests agree).
    private func same(_ a: StoredTile, _ b: StoredTile) throws(TileSourceError) -> Bool {
        switch (a, b) {
        case let (.bytes(x), .bytes(y)): return x == y
        case let (.spooled(_, la, da), .spooled(_, lb, db)):
            guard la == lb, da == db else { return false }
            return try bytes(of: a) == bytes(of: b)
        default: return try bytes(of: a) == bytes(of: b)
        }
    }

    /// A digest of a tile's bytes, for finding equal spooled tiles without reading them back.
    private static func digest(_ bytes: [UInt8]) -> Int {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    /// The gzipped root directory and leaf section for `entries`: everything in the root if header and
    /// root fit 16 KiB, otherwise leaves of a size that grows until the root of leaf pointers fits.
    static func directories(_ entries: [PMTilesDirectory.Entry]) -> (root: [UInt8], leaves: [UInt8]) {
        let whole = Decompression.gzip(PMTilesDirectory(entries: entries).bytes)
        if whole.count + PMTilesHeader.size <= rootBudget { return (whole, []) }
        var leafSize = 4096
        while true {
            var leaves: [UInt8] = []
            var pointers: [PMTilesDirectory.Entry] = []
            var start = 0
            while start < entries.count {
                let slice = Array(entries[start..<min(start + leafSize, entries.count)])
                let leaf = Decompression.gzip(PMTilesDirectory(entries: slice).bytes)
                pointers.append(.init(tileID: slice[0].tileID, offset: UInt64(leaves.count), length: UInt32(leaf.count), runLength: 0))
                leaves += leaf
                start += leafSize
            }
            let root = Decompression.gzip(PMTilesDirectory(entries: pointers).bytes)
            if root.count + PMTilesHeader.size <= rootBudget { return (root, leaves) }
            leafSize *= 2
        }
    }

    private static func e7(_ degrees: Double) -> Int32 { Int32(clamping: Int64((degrees * 1e7).rounded())) }
}

extension TileFormat {
    /// The PMTiles header's tile type code.
    var pmtilesType: UInt8 {
        switch self {
        case .mvt: 1
        case .png: 2
        case .jpeg: 3
        case .webp: 4
        case .avif: 5
        case .unknown: 0
        }
    }
}

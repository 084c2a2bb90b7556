import Glibc

/// Writes a PMTiles version 3 archive: clustered (tile data in tile-id order), gzip-compressed directories
/// and metadata, leaf directories when the root would not fit the first 16 KiB, and identical tiles at
/// consecutive ids stored once as a run. For tests, benchmarks and region downloads.
///
/// Tiles may be added in any order. They are compressed as they are added and held in memory until
/// `write(to:)`, which writes a temporary file beside the destination, syncs it and renames it into place,
/// so readers see the old archive or the whole new one, never a part.
public struct PMTilesWriter {
    /// The header's metadata: zoom range, bounds, centre, format, name, attribution and vector layers.
    public var metadata: TileSourceMetadata
    /// How tiles are stored: `.gzip` or `.none` (the tiles are given uncompressed either way).
    public let tileCompression: PMTilesCompression
    /// The tiles as they will be stored (compressed), by PMTiles id.
    private var tiles: [UInt64: [UInt8]] = [:]

    /// The most bytes of header and root directory: what a reader fetches first.
    static let rootBudget = 16_384

    /// A writer for tiles in `metadata.format`, stored with `tileCompression` (none or gzip).
    public init(metadata: TileSourceMetadata, tileCompression: PMTilesCompression = .gzip) {
        precondition(tileCompression == .none || tileCompression == .gzip, "PMTilesWriter stores tiles raw or gzipped")
        self.metadata = metadata
        self.tileCompression = tileCompression
    }

    /// Adds (or replaces) a tile, given uncompressed.
    public mutating func add(_ bytes: [UInt8], for id: TileID) throws(TileSourceError) {
        guard let tileID = id.pmtilesID else { throw .invalidTile(id) }
        // gzip output depends only on the input, so equal tiles stay equal once compressed.
        tiles[tileID] = tileCompression == .gzip ? Decompression.gzip(bytes) : bytes
    }

    /// The number of tiles added.
    public var count: Int { tiles.count }

    /// Writes the archive to `path` atomically.
    public func write(to path: String) throws(TileSourceError) {
        // Tile data in id order; a tile equal to the previous id's extends that entry's run.
        var data: [UInt8] = []
        var entries: [PMTilesDirectory.Entry] = []
        var previous: [UInt8]?
        for tileID in tiles.keys.sorted() {
            let stored = tiles[tileID]!
            if let last = entries.last, last.tileID + UInt64(last.runLength) == tileID, stored == previous,
               last.runLength < UInt32.max {
                entries[entries.count - 1].runLength += 1
                continue
            }
            entries.append(.init(tileID: tileID, offset: UInt64(data.count), length: UInt32(stored.count), runLength: 1))
            data += stored
            previous = stored
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
        header.tileDataLength = UInt64(data.count)
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
        try AtomicFile.write(path: path, parts: [header.bytes, root, json, leaves, data])
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

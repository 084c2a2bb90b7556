/// A PMTiles version 3 archive read from a local file (or any `ArchiveBytes`, such as a server): the header, the root directory and the metadata
/// once when opened, leaf directories on demand (a few kept decoded), tiles with pread on one descriptor.
/// Safe to read from several threads at once.
///
/// Damage is reported, never crashed on: bad magic or version, sections or entries past the end of the
/// file, directories that loop or nest deeper than `PMTilesLimits.maxLeafDepth`, overflowing runs, tiles
/// over `PMTilesLimits.maxTileBytes`, and compressions other than none and gzip each throw a
/// `TileSourceError`.
public final class PMTilesArchive: TileSource {
    public let metadata: TileSourceMetadata
    /// The path (or URL) the archive was opened from.
    public let path: String
    public let limits: PMTilesLimits
    let header: PMTilesHeader
    private let file: any ArchiveBytes
    private let root: PMTilesDirectory
    private let internalCompression: PMTilesCompression
    private let tileCompression: PMTilesCompression
    let leaves: LeafDirectoryCache

    /// Opens the archive at `path`; throws if it is not a readable, undamaged PMTiles v3 archive.
    public convenience init(path: String, limits: PMTilesLimits = .standard) throws(TileSourceError) {
        try self.init(bytes: PReadFile(path: path), limits: limits)
    }

    /// Opens the archive whose bytes `bytes` reads; throws if they are not an undamaged PMTiles v3 archive.
    public init(bytes: any ArchiveBytes, limits: PMTilesLimits = .standard) throws(TileSourceError) {
        let path = bytes.name
        self.path = path
        self.limits = limits
        file = bytes
        let head = try file.read(at: 0, count: Int(min(file.size, UInt64(PMTilesHeader.size))), what: "the header")
        header = try PMTilesHeader(head, path: path)
        try header.checkSections(fileSize: file.size, path: path)
        internalCompression = try PMTilesHeader.compression(header.internalCompression, path: path)
        tileCompression = try PMTilesHeader.compression(header.tileCompression, path: path)
        leaves = LeafDirectoryCache(capacity: limits.leafCacheCount)
        let rootBytes = try Self.section(file, internalCompression, at: header.rootOffset, length: header.rootLength,
                                         limit: limits.maxDirectoryBytes, what: "the root directory")
        root = try PMTilesDirectory(rootBytes, path: path, what: "the root directory")
        var metadata = TileSourceMetadata(minZoom: Int(header.minZoom), maxZoom: Int(header.maxZoom), format: header.format)
        metadata.bounds = (west: Double(header.minLonE7) / 1e7, south: Double(header.minLatE7) / 1e7,
                           east: Double(header.maxLonE7) / 1e7, north: Double(header.maxLatE7) / 1e7)
        metadata.center = (longitude: Double(header.centerLonE7) / 1e7, latitude: Double(header.centerLatE7) / 1e7,
                           zoom: Double(header.centerZoom))
        let json = try Self.section(file, internalCompression, at: header.metadataOffset, length: header.metadataLength,
                                    limit: limits.maxDirectoryBytes, what: "the metadata")
        try PMTilesMetadata.read(json, into: &metadata, path: path)
        self.metadata = metadata
    }

    public func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
        guard let tileID = id.pmtilesID else { throw .invalidTile(id) }
        var directory = root
        var depth = 0
        var directoryOffset: UInt64?
        while true {
            guard let entry = directory.entry(for: tileID) else { return nil }
            if entry.runLength > 0 {
                return try read(entry, tile: id)
            }
            depth += 1
            guard depth <= limits.maxLeafDepth else {
                throw .corrupt(path: path, detail: "leaf directories nest deeper than \(limits.maxLeafDepth) levels")
            }
            guard entry.offset != directoryOffset else {
                throw .corrupt(path: path, detail: "the leaf directory at \(entry.offset) points to itself")
            }
            directoryOffset = entry.offset
            directory = try leaf(entry)
        }
    }

    /// The leaf directory an entry points to, from the cache or the file (read once when several threads
    /// want it at the same moment).
    private func leaf(_ entry: PMTilesDirectory.Entry) throws(TileSourceError) -> PMTilesDirectory {
        if let cached = leaves.directory(at: entry.offset) { return cached }
        let (end, overflow) = entry.offset.addingReportingOverflow(UInt64(entry.length))
        guard !overflow, end <= header.leafLength, entry.length > 0 else {
            throw .corrupt(path: path, detail: "a leaf directory (\(entry.length) bytes at \(entry.offset)) lies outside the leaf section")
        }
        return try leaves.directory(at: entry.offset) { () throws(TileSourceError) -> PMTilesDirectory in
            let bytes = try Self.section(file, internalCompression, at: header.leafOffset + entry.offset, length: UInt64(entry.length),
                                         limit: limits.maxDirectoryBytes, what: "the leaf directory at \(entry.offset)")
            return try PMTilesDirectory(bytes, path: path, what: "the leaf directory at \(entry.offset)")
        }
    }

    /// A tile entry's bytes, gzip removed.
    private func read(_ entry: PMTilesDirectory.Entry, tile: TileID) throws(TileSourceError) -> [UInt8] {
        let length = Int(entry.length)
        guard length <= limits.maxTileBytes else {
            throw .tooLarge(path: path, tile: tile, bytes: length, limit: limits.maxTileBytes)
        }
        let (end, overflow) = entry.offset.addingReportingOverflow(UInt64(length))
        guard !overflow, end <= header.tileDataLength else {
            throw .corrupt(path: path, detail: "tile \(tile) (\(length) bytes at \(entry.offset)) lies outside the tile data")
        }
        let stored = try file.read(at: header.tileDataOffset + entry.offset, count: length, what: "tile \(tile)")
        return try Self.decompress(stored, tileCompression, limit: limits.maxTileBytes, path: path, tile: tile)
    }

    /// A directory or the metadata: read, length-checked and decompressed.
    private static func section(_ file: any ArchiveBytes, _ compression: PMTilesCompression, at offset: UInt64, length: UInt64,
                                limit: Int, what: String) throws(TileSourceError) -> [UInt8] {
        guard length <= UInt64(limit) else {
            throw .tooLarge(path: file.name, tile: nil, bytes: Int(clamping: length), limit: limit)
        }
        let stored = try file.read(at: offset, count: Int(length), what: what)
        return try decompress(stored, compression, limit: limit, path: file.name, tile: nil)
    }

    private static func decompress(_ bytes: [UInt8], _ compression: PMTilesCompression, limit: Int, path: String,
                                   tile: TileID?) throws(TileSourceError) -> [UInt8] {
        guard compression == .gzip, !bytes.isEmpty else { return bytes }
        do throws(Decompression.Failure) {
            return try Decompression.inflate(bytes, limit: limit)
        } catch {
            switch error {
            case .overBudget:
                // The true size is unknown: inflating stopped at the limit.
                throw .tooLarge(path: path, tile: tile, bytes: limit + 1, limit: limit)
            case let .malformed(detail):
                throw .corrupt(path: path, detail: "\(tile.map { "tile \($0)" } ?? "a directory") does not inflate: \(detail)")
            }
        }
    }
}

extension PMTilesHeader {
    /// The tile format the header's type code names.
    var format: TileFormat {
        switch tileType {
        case 1: .mvt
        case 2: .png
        case 3: .jpeg
        case 4: .webp
        case 5: .avif
        default: .unknown
        }
    }
}

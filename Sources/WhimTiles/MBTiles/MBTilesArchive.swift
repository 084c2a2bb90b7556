import Synchronization

/// A tile source over an MBTiles file (an SQLite database of tiles, MBTiles 1.3), such as tilemaker
/// writes: the plain `tiles` table or the deduplicated schema's `tiles` view over `map` and `images`.
///
/// The file is opened read-only. One connection and its prepared tile query sit behind a Mutex, so
/// `tile(_:)` may be called from any number of threads; reads take turns, and the inflating and
/// checking of a tile happen outside the lock.
public final class MBTilesArchive: TileSource {
    /// The file this archive reads.
    public let path: String
    /// The `metadata` table's name, format, zooms, bounds, centre, attribution and vector layer ids.
    public let metadata: TileSourceMetadata
    /// The byte budgets each tile read must stay within.
    public let limits: Limits
    private let query: Mutex<TileQuery>

    /// Opens the MBTiles file at `path` and reads its metadata. Throws `.unreadable` for anything but a
    /// regular file (a FIFO, socket, device or directory fails at once, never blocks), `.notThisFormat`
    /// for a file that is not SQLite or lacks the `tiles` or `metadata` table, `.corrupt` for metadata
    /// numbers that do not parse.
    public init(path: String, limits: Limits = Limits()) throws(TileSourceError) {
        try TileFile.require(path)
        self.path = path
        self.limits = limits
        let connection = try SQLiteConnection(path: path)
        try Self.requireTables(connection)
        metadata = try MBTilesMetadata.parse(try Self.metadataRows(connection), path: path) { () throws(TileSourceError) in
            let zooms = try SQLiteStatement("SELECT min(zoom_level), max(zoom_level) FROM tiles", on: connection)
            guard try zooms.step(), let low = zooms.int(0), let high = zooms.int(1) else { return 0...0 }
            guard (0...TileID.maxZoom).contains(low), (low...TileID.maxZoom).contains(high) else {
                throw .corrupt(path: path, detail: "tiles have zoom levels \(low)–\(high), outside 0–\(TileID.maxZoom)")
            }
            return low...high
        }
        // The blob is selected only when within budget, so an oversized one is never loaded.
        let statement = try SQLiteStatement("""
            SELECT length(tile_data), CASE WHEN length(tile_data) <= ?4 THEN tile_data END FROM tiles
            WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3 LIMIT 1
            """, on: connection)
        query = Mutex(TileQuery(connection: connection, statement: statement))
    }

    /// The tile's bytes, inflated when stored as gzip or zlib, or nil when the archive has no such tile.
    /// Throws `.invalidTile` for an address outside the grid, `.tooLarge` for a tile over `limits` (for one
    /// that inflates past `maxTileBytes` the count given is that budget plus one, where inflating stopped),
    /// and `.corrupt` for one that does not inflate or, in a vector archive, is not a vector tile.
    public func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
        guard id.isValid else { throw .invalidTile(id) }
        let limit = limits.maxStoredTileBytes
        let stored = try query.withLock { (query) throws(TileSourceError) -> [UInt8]? in try query.read(id, limit: limit) }
        guard let stored else { return nil }
        var bytes = stored
        if metadata.format == .mvt || metadata.format == .unknown, Self.isCompressed(stored) {
            do {
                bytes = try Decompression.inflate(stored, limit: limits.maxTileBytes)
            } catch let failure {
                switch failure {
                case .overBudget(let limit): throw .tooLarge(path: path, tile: id, bytes: limit + 1, limit: limit)
                case .malformed(let detail): throw .corrupt(path: path, detail: "tile \(id) does not inflate: \(detail)")
                }
            }
        }
        if metadata.format == .mvt, !VectorTileShape.isPlausible(bytes) {
            throw .corrupt(path: path, detail: "tile \(id) is not a vector tile")
        }
        return bytes
    }

    /// Whether a blob starts like gzip, or like a zlib stream (header CMF 0x78 with its check bits).
    private static func isCompressed(_ bytes: [UInt8]) -> Bool {
        if Decompression.isGzip(bytes) { return true }
        return bytes.count >= 2 && bytes[0] == 0x78 && (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0
    }

    /// Both tables must exist (`tiles` may be a view); reading the schema is also where a file that is not
    /// SQLite is found out.
    private static func requireTables(_ connection: borrowing SQLiteConnection) throws(TileSourceError) {
        let schema = try SQLiteStatement("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')", on: connection)
        var names: Set<String> = []
        while try schema.step() {
            if let name = schema.text(0) { names.insert(name) }
        }
        for table in ["tiles", "metadata"] where !names.contains(table) {
            throw .notThisFormat(path: connection.path, expected: "MBTiles", detail: "it has no \(table) table")
        }
    }

    private static func metadataRows(_ connection: borrowing SQLiteConnection) throws(TileSourceError) -> [String: String] {
        let rows = try SQLiteStatement("SELECT name, value FROM metadata", on: connection)
        var metadata: [String: String] = [:]
        while try rows.step() {
            if let name = rows.text(0), let value = rows.text(1) { metadata[name] = value }
        }
        return metadata
    }
}

/// The archive's connection and its prepared tile query, used by one thread at a time.
private struct TileQuery: ~Copyable {
    // sqlite3_close_v2 defers the close until the statement is finalized, so teardown order is free.
    let connection: SQLiteConnection
    let statement: SQLiteStatement

    /// The stored blob of XYZ tile `id` (looked up by its TMS row), nil when absent; `.tooLarge` over `limit`.
    func read(_ id: TileID, limit: Int) throws(TileSourceError) -> [UInt8]? {
        defer { statement.reset() }
        statement.bind(1, id.z)
        statement.bind(2, id.x)
        statement.bind(3, id.tmsRow)
        statement.bind(4, limit)
        guard try statement.step(), let length = statement.int(0) else { return nil }
        guard length <= limit, let blob = statement.blob(1) else {
            throw .tooLarge(path: connection.path, tile: id, bytes: length, limit: limit)
        }
        return blob
    }
}

import Foundation
import WhimFiles

/// Writes an MBTiles file: the standard schema (`metadata` and `tiles` tables with the unique tile
/// index), the metadata rows, and tiles under their TMS rows, gzip-compressed by default as tilemaker
/// writes them. The file appears whole or not at all (`AtomicFile`). Used to make archives for tests and tools.
public struct MBTilesWriter: Sendable {
    /// What the `metadata` table will say.
    public var metadata: TileSourceMetadata
    /// Whether tiles are stored gzip-compressed (what readers expect of vector MBTiles).
    public var gzipTiles: Bool
    /// The tiles to write, by XYZ address.
    public private(set) var tiles: [TileID: [UInt8]] = [:]

    /// A writer with no tiles yet.
    public init(metadata: TileSourceMetadata, gzipTiles: Bool = true) {
        self.metadata = metadata
        self.gzipTiles = gzipTiles
    }

    /// Adds or replaces the tile at `id` (its uncompressed bytes). Throws `.invalidTile` off the grid.
    public mutating func set(_ bytes: [UInt8], at id: TileID) throws(TileSourceError) {
        guard id.isValid else { throw .invalidTile(id) }
        tiles[id] = bytes
    }

    /// Writes the archive to `path` through `AtomicFile.fill` (docs/file-safety.md): SQLite fills a
    /// temporary file beside it, which is synced and renamed into place; a FIFO, device or folder at `path`
    /// is refused, a link there replaced.
    public func write(to path: String) throws(TileSourceError) {
        try AtomicFile.fill(path, permissions: 0o644, failure: TileSourceError.unwritable) { temporary throws(TileSourceError) in
            try fill(temporary)
        }
    }

    /// Creates the schema and rows in a new database at `temporary`, closing it before returning.
    private func fill(_ temporary: String) throws(TileSourceError) {
        let connection = try SQLiteConnection(path: temporary, writable: true)
        // The rename makes the file atomic, so SQLite's own journal would only slow the writing.
        try connection.execute("""
            PRAGMA journal_mode = OFF;
            CREATE TABLE metadata (name TEXT, value TEXT);
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row);
            BEGIN;
            """)
        let addMetadata = try SQLiteStatement("INSERT INTO metadata (name, value) VALUES (?1, ?2)", on: connection)
        for row in MBTilesMetadata.rows(for: metadata) {
            addMetadata.reset()
            addMetadata.bind(1, row.name)
            addMetadata.bind(2, row.value)
            _ = try addMetadata.step()
        }
        let addTile = try SQLiteStatement(
            "INSERT INTO tiles (zoom_level, tile_column, tile_row, tile_data) VALUES (?1, ?2, ?3, ?4)", on: connection)
        // In address order, so the same tiles always make the same file.
        for (id, bytes) in tiles.sorted(by: { ($0.key.z, $0.key.x, $0.key.y) < ($1.key.z, $1.key.x, $1.key.y) }) {
            addTile.reset()
            addTile.bind(1, id.z)
            addTile.bind(2, id.x)
            addTile.bind(3, id.tmsRow)
            addTile.bind(4, gzipTiles ? Decompression.gzip(bytes) : bytes)
            _ = try addTile.step()
        }
        try connection.execute("COMMIT")
    }
}

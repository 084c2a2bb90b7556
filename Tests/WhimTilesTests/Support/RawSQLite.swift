import Foundation
import CSQLite

/// Builds SQLite files by hand for tests, bypassing MBTilesWriter: odd schemas, bad values, raw blobs.
enum RawSQLite {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Runs `sql` on the database at `path`, creating it when missing.
    static func run(_ path: String, _ sql: String) throws {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw Failure(description: "cannot open \(path)") }
        defer { sqlite3_close(db) }
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(db, sql, nil, nil, &message) == SQLITE_OK else {
            defer { sqlite3_free(message) }
            throw Failure(description: message.map { String(cString: $0) } ?? "sqlite error")
        }
    }

    /// The integers of the first column of `sql`'s rows.
    static func integers(_ path: String, _ sql: String) throws -> [Int] {
        var db: OpaquePointer?
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw Failure(description: "cannot open \(path)") }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { throw Failure(description: "bad sql \(sql)") }
        defer { sqlite3_finalize(statement) }
        var values: [Int] = []
        while sqlite3_step(statement) == SQLITE_ROW { values.append(Int(sqlite3_column_int64(statement, 0))) }
        return values
    }

    /// An SQL blob literal of `bytes` (X'…').
    static func blob(_ bytes: [UInt8]) -> String {
        "X'" + bytes.map { String(format: "%02x", $0) }.joined() + "'"
    }

    /// A minimal MBTiles schema with the given metadata rows and no tiles.
    static func mbtiles(_ path: String, metadata: [String: String]) throws {
        let rows = metadata.sorted { $0.key < $1.key }.map { "INSERT INTO metadata VALUES ('\($0.key)', '\($0.value)');" }
        try run(path, """
            CREATE TABLE metadata (name TEXT, value TEXT);
            CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB);
            \(rows.joined(separator: "\n"))
            """)
    }
}

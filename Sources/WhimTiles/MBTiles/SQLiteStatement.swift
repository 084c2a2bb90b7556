import CSQLite

/// A prepared SQLite statement, finalized when the value goes away: bind parameters, step through rows,
/// read columns. Used only under its connection's serialisation.
struct SQLiteStatement: ~Copyable {
    private let handle: OpaquePointer
    private let db: OpaquePointer
    private let path: String

    /// Prepares `sql` on `connection`; fails with the connection's error (e.g. a missing table, or not a database).
    init(_ sql: String, on connection: borrowing SQLiteConnection) throws(TileSourceError) {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(connection.handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw connection.error(status)
        }
        handle = statement
        db = connection.handle
        path = connection.path
    }

    deinit { sqlite3_finalize(handle) }

    /// Clears the previous run and its bindings, so the statement can run again.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds an integer to the 1-based parameter `index`.
    func bind(_ index: Int32, _ value: Int) {
        sqlite3_bind_int64(handle, index, sqlite3_int64(value))
    }

    /// Binds text to the 1-based parameter `index` (copied by SQLite).
    func bind(_ index: Int32, _ value: String) {
        sqlite3_bind_text(handle, index, value, -1, whim_sqlite_transient())
    }

    /// Binds a blob to the 1-based parameter `index` (copied by SQLite).
    func bind(_ index: Int32, _ value: [UInt8]) {
        value.withUnsafeBytes { bytes in
            // A non-nil pointer even for no bytes, so an empty tile is an empty blob, not NULL.
            _ = sqlite3_bind_blob(handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count),
                                  whim_sqlite_transient())
        }
    }

    /// Advances to the next row: true when there is one, false when done.
    func step() throws(TileSourceError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let status:
            let error = SQLiteConnection.error(status, db: db, path: path)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// The 0-based column as an integer; nil when NULL.
    func int(_ column: Int32) -> Int? {
        sqlite3_column_type(handle, column) == SQLITE_NULL ? nil : Int(sqlite3_column_int64(handle, column))
    }

    /// The 0-based column as text; nil when NULL.
    func text(_ column: Int32) -> String? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL, let text = sqlite3_column_text(handle, column) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))), as: UTF8.self)
    }

    /// The 0-based column's bytes (a blob, or text's UTF-8); nil when NULL.
    func blob(_ column: Int32) -> [UInt8]? {
        guard sqlite3_column_type(handle, column) != SQLITE_NULL else { return nil }
        let start = sqlite3_column_blob(handle, column)
        let count = Int(sqlite3_column_bytes(handle, column))
        guard let start, count > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: count))
    }
}

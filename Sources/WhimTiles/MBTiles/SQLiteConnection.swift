import CSQLite

/// One SQLite database connection, closed when the value goes away. Not safe to share between threads
/// (it is opened with SQLITE_OPEN_NOMUTEX): its owner serialises access, as `MBTilesArchive` does with a
/// Mutex. Errors come back as `TileSourceError`s naming the file.
struct SQLiteConnection: ~Copyable {
    /// The file, for error messages.
    let path: String
    let handle: OpaquePointer

    /// Opens `path` read-only, or read-write creating it when `writable`. SQLite reads nothing yet, so a
    /// file that is not a database fails at the first statement, not here.
    init(path: String, writable: Bool = false) throws(TileSourceError) {
        self.path = path
        var db: OpaquePointer?
        let flags = (writable ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let reason = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close_v2(db)
            throw .unreadable(path: path, reason: reason)
        }
        handle = db
        // A writer holding the file's lock makes reads wait this long, then fail, rather than hang.
        sqlite3_busy_timeout(db, 500)
        sqlite3_extended_result_codes(db, 0)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs statements that return no rows (schema, pragmas, transactions).
    func execute(_ sql: String) throws(TileSourceError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw error(status) }
    }

    /// The error for a failed call, by SQLite's result code: not a database, damaged, or unreadable.
    func error(_ status: Int32) -> TileSourceError { Self.error(status, db: handle, path: path) }

    /// The error for `status` from a call on `db`, which reads `path`.
    static func error(_ status: Int32, db: OpaquePointer, path: String) -> TileSourceError {
        let message = String(cString: sqlite3_errmsg(db))
        switch status & 0xff {
        case SQLITE_NOTADB: return .notThisFormat(path: path, expected: "MBTiles", detail: "not an SQLite database")
        case SQLITE_CORRUPT: return .corrupt(path: path, detail: message)
        default: return .unreadable(path: path, reason: message)
        }
    }
}

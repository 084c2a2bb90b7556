import WhimFiles

/// Why a tile source could not be opened, a tile not read or an archive not written. Each case names the
/// file (or URL) and, where there is one, the tile, in one line a user can act on.
public enum TileSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file could not be opened or read (missing, a directory, a FIFO, no permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// The file is not of the format it was opened as (bad magic, not SQLite, missing tables).
    case notThisFormat(path: String, expected: String, detail: String)
    /// The format's version is one this library does not read.
    case unsupportedVersion(path: String, version: Int)
    /// The file is of the format but damaged: offsets or lengths past its end, a directory that loops,
    /// run lengths that overflow, a tile that does not decompress.
    case corrupt(path: String, detail: String)
    /// A compression this library cannot undo.
    case unsupportedCompression(path: String, compression: String)
    /// A tile (or directory) is larger than the stated limit.
    case tooLarge(path: String, tile: TileID?, bytes: Int, limit: Int)
    /// An archive could not be written (the failed step, its file and its own `errno`); nothing at its
    /// path changed.
    case unwritable(AtomicFile.WriteError)
    /// A tile address outside the grid (zoom outside 0–30, or x/y outside 0 ..< 2^z).
    case invalidTile(TileID)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "\(path): cannot read: \(reason)"
        case let .notThisFormat(path, expected, detail): "\(path): not \(expected): \(detail)"
        case let .unsupportedVersion(path, version): "\(path): version \(version) is not supported"
        case let .corrupt(path, detail): "\(path): damaged: \(detail)"
        case let .unsupportedCompression(path, compression): "\(path): unsupported compression \(compression)"
        case let .tooLarge(path, tile, bytes, limit):
            "\(path): \(tile.map { "tile \($0)" } ?? "directory") has \(bytes) bytes, over the limit of \(limit)"
        case let .unwritable(error): "\(error)"
        case let .invalidTile(id): "tile \(id) is outside the tile grid"
        }
    }
}

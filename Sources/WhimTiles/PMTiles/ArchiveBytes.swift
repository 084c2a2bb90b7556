/// Where a PMTiles archive's bytes come from: a local file read with pread, or (in WhimNet) a server read
/// with HTTP range requests. `PMTilesArchive` parses the header and directories the same way from either.
///
/// Read from several threads at once: every conforming type is safe to call concurrently.
public protocol ArchiveBytes: Sendable {
    /// What errors name: the file's path or the archive's URL.
    var name: String { get }
    /// The archive's length in bytes.
    var size: UInt64 { get }
    /// `count` bytes from `offset` (`what` names them in errors); fewer than asked is an error.
    func read(at offset: UInt64, count: Int, what: String) throws(TileSourceError) -> [UInt8]
}

extension PReadFile: ArchiveBytes {
    var name: String { path }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization
import WhimTiles

/// The journal of a region download (`OUT.partial`): a header naming the download, then one record per
/// tile fetched, appended as it arrives — the tile's address, its length (or none: the source has no
/// tile there), its bytes and a checksum of the record. A download killed mid-append leaves a last record
/// that does not check; it is cut off when the journal is opened again, and that tile fetched again.
final class DownloadJournal: Sendable {
    /// The tiles the journal holds: true where the source had one, false where it had none.
    let recorded: [TileID: Bool]
    let path: String
    private let descriptor: Int32
    private let writing = Mutex(0)

    static let magic = Array("WHIMDL1\n".utf8)
    /// z (1 byte), x and y (4 each), the length (4; `absent` for no tile), then the bytes and an 8-byte checksum.
    static let recordHeader = 13
    static let absent = UInt32.max

    /// Opens the journal at `path` for the download `identity`, making it if missing. A journal of another
    /// download is refused (it is the user's to remove), never mixed in.
    init(path: String, identity: String) throws(RegionDownload.Failure) {
        self.path = path
        var recorded: [TileID: Bool] = [:]
        let header = Self.magic + Array(identity.utf8) + [UInt8(ascii: "\n")]
        var end = 0
        var existing = stat()
        // An empty file is a journal a kill cut off before its header: begun again.
        if lstat(path, &existing) == 0, existing.st_size > 0 || existing.st_mode & S_IFMT != S_IFREG {
            guard existing.st_mode & S_IFMT == S_IFREG else { throw .file("\(path): not a regular file; remove it or choose another --out") }
            let head: [UInt8]
            do throws(TileSourceError) {
                head = try Self.read(path, at: 0, count: header.count) ?? []
                end = try Self.replay(path) { id, bytes in recorded[id] = bytes != nil }
            } catch {
                throw .file("\(error)")
            }
            guard head == header else {
                throw .file("\(path) is the journal of another download; remove it or choose another --out")
            }
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .file("\(path): cannot write the journal: \(String(cString: strerror(errno)))") }
        // Cut off a record a kill left half-written; write the header of a new journal.
        guard ftruncate(fd, off_t(end)) == 0, lseek(fd, 0, SEEK_END) >= 0, end > 0 || Self.writeAll(fd, header) else {
            let reason = String(cString: strerror(errno))
            Glibc.close(fd)
            throw .file("\(path): cannot write the journal: \(reason)")
        }
        descriptor = fd
        self.recorded = recorded
    }

    deinit { close() }

    /// Appends tile `id` (nil: the source has none), in one write.
    func record(_ id: TileID, _ bytes: [UInt8]?) throws(RegionDownload.Failure) {
        var record: [UInt8] = [UInt8(id.z)]
        for value in [UInt32(id.x), UInt32(id.y), bytes.map { UInt32($0.count) } ?? Self.absent] {
            for index in 0 ..< 4 { record.append(UInt8(truncatingIfNeeded: value >> (8 * UInt32(index)))) }
        }
        record += bytes ?? []
        let checksum = CacheEntryFile.hashes(record).0
        for index in 0 ..< 8 { record.append(UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index)))) }
        let written = writing.withLock { _ in Self.writeAll(descriptor, record) }
        guard written else { throw .file("\(path): cannot write the journal: \(String(cString: strerror(errno)))") }
    }

    /// Closes the journal (idempotent), its records synced to the disk.
    func close() {
        writing.withLock { state in
            guard state == 0 else { return }
            state = 1
            fsync(descriptor)
            Glibc.close(descriptor)
        }
    }

    /// Calls `body` with each whole record of the journal at `path`, in order; returns the byte offset after
    /// the last whole one (0 when the header itself is not whole).
    @discardableResult
    static func replay(_ path: String, _ body: (TileID, [UInt8]?) throws(TileSourceError) -> Void) throws(TileSourceError) -> Int {
        guard let start = try read(path, at: 0, count: 4096), start.starts(with: magic),
              let newline = start[magic.count...].firstIndex(of: UInt8(ascii: "\n")) else { return 0 }
        var offset = newline + 1
        while let head = try read(path, at: offset, count: recordHeader), head.count == recordHeader {
            func word(_ at: Int) -> UInt32 { (0 ..< 4).reduce(0) { $0 | UInt32(head[at + $1]) << (8 * UInt32($1)) } }
            let length = word(9)
            let bodyLength = length == absent ? 0 : Int(length)
            guard let rest = try read(path, at: offset + recordHeader, count: bodyLength + 8), rest.count == bodyLength + 8 else { break }
            let checksum = (0 ..< 8).reduce(UInt64(0)) { $0 | UInt64(rest[bodyLength + $1]) << (8 * UInt64($1)) }
            guard CacheEntryFile.hashes(head + rest[..<bodyLength]).0 == checksum else { break }
            let id = TileID(z: Int(head[0]), x: Int(word(1)), y: Int(word(5)))
            guard id.isValid else { break }
            try body(id, length == absent ? nil : Array(rest[..<bodyLength]))
            offset += recordHeader + bodyLength + 8
        }
        return offset
    }

    /// Up to `count` bytes of the file at `offset`; nil when there is no file.
    private static func read(_ path: String, at offset: Int, count: Int) throws(TileSourceError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { Glibc.close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
            if n == 0 { break }
            done += n
        }
        return Array(bytes[..<done])
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
    }
}

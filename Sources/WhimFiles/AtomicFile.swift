#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces a file so that a crash at any moment leaves either the old or the new content: the data goes
/// to a temporary file in the same directory, is written and fsynced, renamed over the target, and then
/// the directory is fsynced so the rename itself is durable. Reads open without blocking and read only
/// regular files. The rule every writer of the project follows is docs/file-safety.md.
public enum AtomicFile {
    /// Writes one chunk to a descriptor as `write(2)` does: the count written, or -1 with `errno` set.
    /// The production one is `write(2)`; tests inject a failing one (a full disk) through it.
    public typealias ChunkWriter = @Sendable (Int32, UnsafeRawBufferPointer) -> Int

    /// `write(2)`.
    public static let systemWriter: ChunkWriter = { fd, chunk in Glibc.write(fd, chunk.baseAddress, chunk.count) }

    /// Why a file could not be written; nothing of the target changed.
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The step that failed (`open`, `write`, `fsync`, `rename`, …).
        public var step: String
        /// The `errno` of that step (0 when the step itself says why: a file of the wrong kind).
        public var code: Int32
        /// The failed step and the system's message for its `errno`, on one line.
        public var description: String { code == 0 ? step : "\(step): \(reason)" }
        /// Why, without the step: the system's message for `errno` (or the step, when it says why itself).
        public var reason: String { code == 0 ? step : String(cString: strerror(code)) }
    }

    /// Writes `bytes` to `path` atomically, creating missing parent directories (mode 0700). The new file
    /// gets `permissions` (else 0600). Something at `path` that is not a regular file (a FIFO, a socket, a
    /// device, a directory) is refused, never replaced; a symbolic link there is replaced, never written through.
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil,
                             writer: ChunkWriter = systemWriter) throws(WriteError) {
        let directory = parentDirectory(of: path)
        try makeDirectories(directory)
        let dfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dfd >= 0 else { throw WriteError(step: "open directory \(directory)", code: errno) }
        defer { close(dfd) }
        try write(bytes, named: lastComponent(of: path), in: dfd, shownAs: path, permissions: permissions, writer: writer)
    }

    /// Writes `bytes` atomically to the file `name` in the open directory `directory` (as `write(_:to:)`
    /// does; `path` names it in errors): for writers that hold a directory they confine themselves to.
    public static func write(_ bytes: [UInt8], named name: String, in directory: Int32, shownAs path: String,
                             permissions: mode_t? = nil, writer: ChunkWriter = systemWriter) throws(WriteError) {
        var existing = stat()
        if fstatat(directory, name, &existing, AT_SYMLINK_NOFOLLOW) == 0, !RegularFile.isReplaceable(existing.st_mode) {
            throw WriteError(step: "replace \(path) (\(RegularFile.kindName(existing.st_mode)), not a regular file)", code: 0)
        }
        var temporary = "", fd: Int32 = -1
        for _ in 0..<64 {
            temporary = "." + name + ".tmp-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            fd = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions ?? 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw WriteError(step: "create a temporary file beside \(path)", code: errno) }
        var ok = false
        defer {
            if !ok { unlinkat(directory, temporary, 0) }
        }
        func fail(_ step: String, _ e: Int32) -> WriteError {
            close(fd)
            return WriteError(step: step, code: e)
        }
        // The umask narrowed the mode `openat` gave; the file gets exactly what was asked.
        if let permissions, fchmod(fd, permissions) != 0 { throw fail("set permissions of \(path)", errno) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { writer(fd, UnsafeRawBufferPointer(rebasing: $0[written...])) }
            if n < 0, errno == EINTR { continue }
            // A write that makes no progress without an error is a full device; an error is its own errno.
            if n <= 0 { throw fail("write \(path)", n < 0 ? errno : ENOSPC) }
            written += n
        }
        guard fsync(fd) == 0 else { throw fail("fsync \(path)", errno) }
        close(fd)
        guard renameat(directory, temporary, directory, name) == 0 else { throw WriteError(step: "rename to \(path)", code: errno) }
        ok = true
        guard fsync(directory) == 0 else { throw WriteError(step: "fsync the directory of \(path)", code: errno) }
    }

    /// Reads at most `limit` bytes of a file; nil when it does not exist; an error when it cannot be read, is
    /// not a regular file (it is never read, so a FIFO cannot block) or is larger than `limit`; with
    /// `prefix`, the first `limit` bytes of a larger file instead of an error.
    public static func read(_ path: String, limit: Int, prefix: Bool = false) throws(WriteError) -> [UInt8]? {
        guard let fd = try RegularFile.open(path) else { return nil }
        defer { close(fd) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw WriteError(step: "read \(path)", code: errno)
            }
            if n == 0 { return out }
            out += chunk[0..<n]
            if out.count > limit, prefix { return Array(out.prefix(limit)) }
            if out.count > limit { throw WriteError(step: "read \(path) (larger than \(limit) bytes)", code: EFBIG) }
        }
    }

    /// Removes temporary files a writer killed mid-save left next to `path`; returns how many.
    @discardableResult
    public static func removeStaleTemporaries(of path: String) -> Int {
        let directory = parentDirectory(of: path)
        let prefix = "." + lastComponent(of: path) + ".tmp-"
        guard let dir = opendir(directory) else { return 0 }
        defer { closedir(dir) }
        var stale: [String] = []
        // readdir's record is only d_reclen bytes long, often shorter than `dirent`, so each name is read
        // in place up to its terminator; copying `entry.pointee` would read past the record.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(dir) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name.hasPrefix(prefix) { stale.append(name) }
        }
        return stale.filter { unlink(directory + "/" + $0) == 0 }.count
    }

    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    private static func makeDirectories(_ directory: String) throws(WriteError) {
        var st = stat()
        if stat(directory, &st) == 0 { return }
        let parent = parentDirectory(of: directory)
        if parent != directory { try makeDirectories(parent) }
        guard mkdir(directory, 0o700) == 0 || errno == EEXIST else { throw WriteError(step: "create directory \(directory)", code: errno) }
    }
}

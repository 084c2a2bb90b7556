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
    public struct WriteError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The step that failed (`open`, `write`, `fsync`, `rename`, …).
        public var step: String
        /// The `errno` of that step (0 when the step itself says why: a file of the wrong kind).
        public var code: Int32
        /// The failed step and the system's message for its `errno`, on one line.
        public var description: String { code == 0 ? step : "\(step): \(reason)" }
        /// Why, without the step: the system's message for `errno` (or the step, when it says why itself).
        public var reason: String { code == 0 ? step : String(cString: strerror(code)) }
    }

    /// Where a streamed atomic write's bytes go, in order; an append that fails throws `Failure` made from
    /// the step's own `WriteError` (a write that makes no progress is a full device, never a stale `errno`).
    public struct Output<Failure: Error> {
        fileprivate let descriptor: Int32
        fileprivate let path: String
        fileprivate let writer: ChunkWriter
        fileprivate let failure: (WriteError) -> Failure

        /// Appends `bytes`.
        public func append(_ bytes: [UInt8]) throws(Failure) {
            // `withUnsafeBytes` rethrows untyped, so the typed error is carried out of it.
            var failed: Failure?
            bytes.withUnsafeBytes { buffer in
                do throws(Failure) { try append(buffer) } catch { failed = error }
            }
            if let failed { throw failed }
        }

        /// Appends the bytes of `buffer`.
        public func append(_ buffer: UnsafeRawBufferPointer) throws(Failure) {
            var written = 0
            while written < buffer.count {
                let n = writer(descriptor, UnsafeRawBufferPointer(rebasing: buffer[written...]))
                if n < 0, errno == EINTR { continue }
                if n <= 0 { throw failure(WriteError(step: "write \(path)", code: n < 0 ? errno : ENOSPC)) }
                written += n
            }
        }
    }

    /// Writes `bytes` to `path` atomically, creating missing parent directories (mode 0700). The new file
    /// gets `permissions` (else 0600). Something at `path` that is not a regular file (a FIFO, a socket, a
    /// device, a directory) is refused, never replaced; a symbolic link there is replaced, never written through.
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t? = nil,
                             writer: @escaping ChunkWriter = systemWriter) throws(WriteError) {
        try write(to: path, permissions: permissions, writer: writer, createsDirectories: true, failure: { $0 }) { output throws(WriteError) in
            try output.append(bytes)
        }
    }

    /// Writes `bytes` atomically to the file `name` in the open directory `directory` (as `write(_:to:)`
    /// does; `path` names it in errors): for writers that hold a directory they confine themselves to.
    public static func write(_ bytes: [UInt8], named name: String, in directory: Int32, shownAs path: String,
                             permissions: mode_t? = nil, writer: @escaping ChunkWriter = systemWriter) throws(WriteError) {
        try replace(named: name, in: directory, shownAs: path, permissions: permissions, failure: { $0 }) { fd, _ throws(WriteError) in
            try Output(descriptor: fd, path: path, writer: writer, failure: { $0 }).append(bytes)
        }
    }

    /// Streams a file to `path` atomically (as `write(_:to:)`, for files too large to hold in memory):
    /// `body` appends the content in chunks; if it throws, nothing at `path` changes. Missing parent
    /// directories are an error unless `createsDirectories`. `failure` turns a failed step into the caller's error.
    public static func write<Failure: Error>(
        to path: String, permissions: mode_t? = nil, writer: @escaping ChunkWriter = systemWriter, createsDirectories: Bool = false,
        failure: @escaping (WriteError) -> Failure, body: (Output<Failure>) throws(Failure) -> Void
    ) throws(Failure) {
        try inDirectory(of: path, creating: createsDirectories, failure: failure) { dfd throws(Failure) in
            try replace(named: lastComponent(of: path), in: dfd, shownAs: path, permissions: permissions, failure: failure) { fd, _ throws(Failure) in
                try body(Output(descriptor: fd, path: path, writer: writer, failure: failure))
            }
        }
    }

    /// Makes a file at `path` atomically through a library that writes by name (SQLite): `body` fills the
    /// empty temporary file it is given the path of (beside `path`), which is then fsynced and renamed over
    /// `path` under the same rules as `write(to:body:)`; if `body` throws, nothing at `path` changes.
    public static func fill<Failure: Error>(
        _ path: String, permissions: mode_t? = nil,
        failure: @escaping (WriteError) -> Failure, body: (_ temporaryPath: String) throws(Failure) -> Void
    ) throws(Failure) {
        let directory = parentDirectory(of: path)
        try inDirectory(of: path, creating: false, failure: failure) { dfd throws(Failure) in
            try replace(named: lastComponent(of: path), in: dfd, shownAs: path, permissions: permissions, failure: failure) { _, temporary throws(Failure) in
                try body(directory + "/" + temporary)
            }
        }
    }

    /// Runs `body` with a descriptor of `path`'s directory, made first (mode 0700) when missing if `creating`.
    private static func inDirectory<Failure: Error>(
        of path: String, creating: Bool, failure: (WriteError) -> Failure, body: (Int32) throws(Failure) -> Void
    ) throws(Failure) {
        let directory = parentDirectory(of: path)
        if creating {
            do { try makeDirectories(directory) } catch { throw failure(error) }
        }
        let dfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dfd >= 0 else { throw failure(WriteError(step: "open directory \(directory)", code: errno)) }
        defer { close(dfd) }
        try body(dfd)
    }

    /// The one way a file is replaced: refuses anything at `name` but a regular file or a symbolic link,
    /// creates a fresh temporary file beside it (`O_EXCL | O_NOFOLLOW`), lets `body` write it (through the
    /// descriptor or by its name), fsyncs it, renames it over `name` and fsyncs the directory. On any
    /// failure the temporary file is removed and `name` is as it was.
    private static func replace<Failure: Error>(
        named name: String, in directory: Int32, shownAs path: String, permissions: mode_t?,
        failure: (WriteError) -> Failure, body: (_ descriptor: Int32, _ temporaryName: String) throws(Failure) -> Void
    ) throws(Failure) {
        var existing = stat()
        if fstatat(directory, name, &existing, AT_SYMLINK_NOFOLLOW) == 0, !RegularFile.isReplaceable(existing.st_mode) {
            throw failure(WriteError(step: "replace \(path) (\(RegularFile.kindName(existing.st_mode)), not a regular file)", code: 0))
        }
        var temporary = "", fd: Int32 = -1
        for _ in 0..<64 {
            temporary = "." + name + ".tmp-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            fd = openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions ?? 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure(WriteError(step: "create a temporary file beside \(path)", code: errno)) }
        var renamed = false, isOpen = true
        defer {
            if isOpen { close(fd) }
            if !renamed { unlinkat(directory, temporary, 0) }
        }
        // The umask narrowed the mode `openat` gave; the file gets exactly what was asked.
        if let permissions, fchmod(fd, permissions) != 0 { throw failure(WriteError(step: "set permissions of \(path)", code: errno)) }
        try body(fd, temporary)
        guard fsync(fd) == 0 else { throw failure(WriteError(step: "fsync \(path)", code: errno)) }
        isOpen = false
        guard close(fd) == 0 else { throw failure(WriteError(step: "close \(path)", code: errno)) }
        guard renameat(directory, temporary, directory, name) == 0 else { throw failure(WriteError(step: "rename to \(path)", code: errno)) }
        renamed = true
        guard fsync(directory) == 0 else { throw failure(WriteError(step: "fsync the directory of \(path)", code: errno)) }
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

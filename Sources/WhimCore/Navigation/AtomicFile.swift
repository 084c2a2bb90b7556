#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Replaces a file so that a crash at any moment leaves either the old or the new content: the data goes
/// to a temporary file in the same directory, is written and fsynced, renamed over the target, and then
/// the directory is fsynced so the rename itself is durable.
public enum AtomicFile {
    /// Why a file could not be written; nothing of the target changed.
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The step that failed (`open`, `write`, `fsync`, `rename`, …).
        public var step: String
        /// The `errno` of that step.
        public var code: Int32
        /// The failed step and the system's message for its `errno`, on one line.
        public var description: String { "\(step): \(String(cString: strerror(code)))" }
    }

    /// Writes `bytes` to `path` atomically, creating missing parent directories (mode 0700).
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let directory = parentDirectory(of: path)
        try makeDirectories(directory)
        var template = Array((directory + "/." + lastComponent(of: path) + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw WriteError(step: "create temporary file in \(directory)", code: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                let e = errno
                close(fd)
                throw WriteError(step: "write \(temporary)", code: e)
            }
            written += n
        }
        guard fsync(fd) == 0 else {
            let e = errno
            close(fd)
            throw WriteError(step: "fsync \(temporary)", code: e)
        }
        close(fd)
        guard rename(temporary, path) == 0 else { throw WriteError(step: "rename to \(path)", code: errno) }
        ok = true
        let dfd = open(directory, O_RDONLY | O_DIRECTORY)
        guard dfd >= 0 else { throw WriteError(step: "open directory \(directory)", code: errno) }
        defer { close(dfd) }
        guard fsync(dfd) == 0 else { throw WriteError(step: "fsync directory \(directory)", code: errno) }
    }

    /// Reads at most `limit` bytes of a file; nil when it does not exist; an error when it cannot be read
    /// or is larger than `limit`.
    public static func read(_ path: String, limit: Int) throws(WriteError) -> [UInt8]? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw WriteError(step: "open \(path)", code: errno)
        }
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

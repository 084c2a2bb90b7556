import Glibc
import WhimFiles

/// The tile module's way into the project's file rule (docs/file-safety.md, `WhimFiles.RegularFile`): a
/// user's file is opened without ever blocking and read only when it is a regular file, with the refusal
/// as a `TileSourceError` that names the file.
package enum TileFile {
    /// A read-only descriptor for the regular file at `path` (the caller closes it), and its size.
    package static func open(_ path: String) throws(TileSourceError) -> (descriptor: Int32, size: Int) {
        let opened: Int32?
        do { opened = try RegularFile.open(path) } catch {
            throw .unreadable(path: path, reason: error.code == 0 ? "it is \(kind(of: path)), not a file" : error.reason)
        }
        guard let fd = opened else { throw .unreadable(path: path, reason: String(cString: strerror(ENOENT))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .unreadable(path: path, reason: reason)
        }
        return (fd, Int(info.st_size))
    }

    /// Throws `.unreadable` unless `path` names a readable regular file (before a library that opens paths
    /// by name, such as SQLite, is handed it).
    package static func require(_ path: String) throws(TileSourceError) {
        let (fd, _) = try open(path)
        close(fd)
    }

    /// Up to `count` bytes from the start of the regular file at `path`.
    package static func prefix(of path: String, count: Int) throws(TileSourceError) -> [UInt8] {
        let (fd, size) = try open(path)
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: min(count, size))
        let read = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard read >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        bytes.removeSubrange(read...)
        return bytes
    }

    /// What is at `path`, in words (for a refusal; `stat` never blocks).
    private static func kind(of path: String) -> String {
        var info = stat()
        return stat(path, &info) == 0 ? RegularFile.kindName(info.st_mode) : "not a regular file"
    }
}

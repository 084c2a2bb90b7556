import Foundation

/// Opening a user's file for reading without ever blocking on it: the path is opened non-blocking and
/// checked to be a regular file before a byte is read, so a FIFO, socket, device or directory named as a
/// map is a one-line error instead of a hang.
public enum RegularFile {
    /// A read-only descriptor for the regular file at `path` (the caller closes it), and its size.
    public static func open(_ path: String) throws(TileSourceError) -> (descriptor: Int32, size: Int) {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw .unreadable(path: path, reason: reason)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .unreadable(path: path, reason: "it is \(kindName(info.st_mode)), not a file")
        }
        return (fd, Int(info.st_size))
    }

    /// Throws `.unreadable` unless `path` names a readable regular file (before a library that opens
    /// paths by name, such as SQLite, is handed it).
    public static func require(_ path: String) throws(TileSourceError) {
        let (fd, _) = try open(path)
        close(fd)
    }

    /// Up to `count` bytes from the start of the regular file at `path`.
    public static func prefix(of path: String, count: Int) throws(TileSourceError) -> [UInt8] {
        let (fd, size) = try open(path)
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: min(count, size))
        let read = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard read >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        bytes.removeSubrange(read...)
        return bytes
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a plain file"
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Refuses anything but a regular file before a library opens it by name. Opening a FIFO for reading
/// blocks until a writer appears, and a device or socket is never an archive, so the path is opened
/// non-blocking and checked with fstat first; the answer comes at once, whatever the path names.
enum RegularFileCheck {
    /// Throws `.unreadable` unless `path` names a readable regular file.
    static func require(_ path: String) throws(TileSourceError) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFREG else { return }
        let name = switch kind {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a regular file"
        }
        throw .unreadable(path: path, reason: "it is \(name), not a file")
    }
}

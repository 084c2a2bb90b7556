#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Opening a user's file for reading without ever blocking on or reading something that is not a regular
/// file: the open is non-blocking (a FIFO with no writer returns at once) and `fstat` decides before any read.
public enum RegularFile {
    /// A descriptor for reading the regular file at `path` (close it); nil when nothing is there. A FIFO,
    /// socket, device or directory is an error naming what it is.
    public static func open(_ path: String) throws(AtomicFile.WriteError) -> Int32? {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw AtomicFile.WriteError(step: "open \(path)", code: errno)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let e = errno
            close(fd)
            throw AtomicFile.WriteError(step: "stat \(path)", code: e)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw AtomicFile.WriteError(step: "read \(path) (\(kindName(info.st_mode)), not a regular file)", code: 0)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// Whether a file of `mode` (from `lstat`) may be replaced by a rename: a regular file or a symbolic link
    /// (the rename replaces the link, never writes through it).
    public static func isReplaceable(_ mode: mode_t) -> Bool {
        mode & S_IFMT == S_IFREG || mode & S_IFMT == S_IFLNK
    }

    /// What a file of `mode` is, in words.
    public static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFLNK: return "a symbolic link"
        default: return "an unknown kind of file"
        }
    }
}

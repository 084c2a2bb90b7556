#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Keeps a file the app could not read before anything is written at its path: it is renamed to
/// `FILE.unreadable`, or `FILE.unreadable.1` … when earlier copies exist, up to `limit` copies. Nothing is
/// ever deleted: past the limit the file stays where it is and the caller must not write over it.
public enum UnreadableCopies {
    /// At most this many copies are kept beside a file.
    public static let limit = 10

    /// What happened to the file.
    public enum Outcome: Equatable, Sendable {
        /// It was renamed to this path.
        case kept(String)
        /// It is not a regular file (or is gone): left as it is.
        case notRegular
        /// `limit` copies exist already: left as it is.
        case full
        /// The rename failed (the `strerror`): left as it is.
        case failed(String)
    }

    /// The name of the `n`th copy (0 is `FILE.unreadable`).
    public static func copyPath(of path: String, number n: Int) -> String {
        n == 0 ? path + ".unreadable" : path + ".unreadable.\(n)"
    }

    /// Renames the regular file at `path` to the first free copy name.
    public static func keep(_ path: String) -> Outcome {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        for n in 0..<limit {
            let target = copyPath(of: path, number: n)
            var existing = stat()
            guard lstat(target, &existing) != 0 else { continue }
            // link + unlink, not rename: a copy that appeared meanwhile is never replaced.
            if link(path, target) == 0 {
                unlink(path)
                return .kept(target)
            }
            if errno == EEXIST { continue }
            // Filesystems without hard links: a rename into the name just seen free.
            guard rename(path, target) == 0 else { return .failed(String(cString: strerror(errno))) }
            return .kept(target)
        }
        return .full
    }

    /// The end of a warning line saying what happened (`; the file is kept as …` or why it was left).
    public static func phrase(_ outcome: Outcome, quoting quote: (String) -> String) -> String {
        switch outcome {
        case let .kept(copy): return "; the file is kept as \(quote(copy))"
        case .notRegular: return " and leaving the file as it is"
        case .full: return " and leaving the file as it is (\(limit) unreadable copies exist already; nothing is saved until they are moved away)"
        case let .failed(reason): return " and leaving the file as it is (it could not be moved aside: \(reason))"
        }
    }
}

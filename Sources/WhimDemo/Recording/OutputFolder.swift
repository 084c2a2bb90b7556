import Foundation
import WhimFiles
import WhimGraphics

/// A folder that files are written into and never out of: the confinement behind `whim-demo record --out`.
///
/// A file is named by a relative path of plain names (`shots/home.png`): an absolute path, `..`, `.`, an
/// empty or hidden component or a control character is refused before anything is touched. The folders on
/// the way are opened one by one relative to the folder (`openat` with `O_NOFOLLOW`), so a symbolic link
/// inside it — to a folder or a file elsewhere — is refused, not followed. A file is written by
/// `AtomicFile` (a fresh temporary name, fsync, rename over its name), so a link (symbolic or hard) that
/// already sits there is replaced, never written through, and a FIFO or device there is refused.
public final class OutputFolder {
    /// The folder as given.
    public let path: String
    private let descriptor: Int32

    /// Why a file could not be written where asked.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// The name leaves the folder or is not a plain relative path.
        case outside(String, reason: String)
        /// The system refused (the path and `strerror`).
        case system(String, reason: String)

        public var description: String {
            switch self {
            case let .outside(name, reason): return "refusing to write \(name.echoed()): \(reason); outputs stay inside the output folder"
            case let .system(path, reason): return "cannot write \(path.echoed()): \(reason)"
            }
        }
    }

    /// Opens (creating it and its parents if missing) the folder at `path`.
    public init(path: String) throws(Failure) {
        self.path = path
        guard !path.isEmpty, !path.utf8.contains(0) else { throw .outside(path, reason: "not a folder name") }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .system(path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .system(path, reason: Self.lastError()) }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Writes `bytes` to `name`, a relative path inside the folder (its folders are created).
    public func write(_ bytes: [UInt8], to name: String) throws(Failure) {
        let components = try Self.components(of: name)
        var directory = dup(descriptor)
        guard directory >= 0 else { throw .system(path, reason: Self.lastError()) }
        defer { close(directory) }
        for component in components.dropLast() {
            if mkdirat(directory, component, 0o755) != 0, errno != EEXIST {
                throw .system(path + "/" + name, reason: Self.lastError())
            }
            let next = openat(directory, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                if errno == ELOOP || errno == ENOTDIR { throw .outside(name, reason: "\(component.echoed()) is a link or not a folder") }
                throw .system(path + "/" + name, reason: Self.lastError())
            }
            close(directory)
            directory = next
        }
        do { try AtomicFile.write(bytes, named: components.last!, in: directory, shownAs: path + "/" + name, permissions: 0o644) } catch {
            throw .system(path + "/" + name, reason: error.reason)
        }
    }

    /// Writes `surface` as a PNG to `name` inside the folder.
    public func writePNG(_ surface: Surface, to name: String) throws(Failure) {
        let bytes: [UInt8]
        do { bytes = try surface.pngData() } catch { throw .system(path + "/" + name, reason: "\(error)") }
        try write(bytes, to: name)
    }

    /// The plain names of a relative path, or why it is refused.
    static func components(of name: String) throws(Failure) -> [String] {
        guard !name.hasPrefix("/") else { throw .outside(name, reason: "an absolute path") }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 8 else { throw .outside(name, reason: "more than 8 levels of folders") }
        for part in parts {
            if part == ".." { throw .outside(name, reason: "\"..\" leaves the folder") }
            guard !part.isEmpty, part != ".", !part.hasPrefix("."), part.utf8.count <= 255 else {
                throw .outside(name, reason: "empty, hidden or over-long path component")
            }
            guard !part.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw .outside(name, reason: "control character in the name")
            }
        }
        return parts
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}

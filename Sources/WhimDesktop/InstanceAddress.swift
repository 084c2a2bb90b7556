#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where an app's one instance listens: `$XDG_RUNTIME_DIR/whimcore/APP.sock`, or, where the session has
/// no runtime folder, `/tmp/whimcore-UID/APP.sock`. There is one instance per display: under a display
/// (`WAYLAND_DISPLAY`, else `DISPLAY`) the name is `APP@DISPLAY.sock`, so a link opened on one display
/// reaches the window on that display, and windows on separate displays (test servers, a second seat)
/// do not take each other's links.
///
/// The folder is made private (0700) and must stay the user's own: a folder that is a symbolic link,
/// belongs to someone else or lets others in is refused, since whoever can reach the socket can steer
/// the window.
public struct InstanceAddress: Sendable, Equatable {
    /// The socket's path.
    public let socketPath: String
    /// The private folder holding it.
    public let folder: String

    /// The address of `app`'s instance in the session described by `environment` (the process's own by
    /// default). Makes the folder when it is missing; throws when it cannot be used.
    public static func of(app: String, environment: [String: String]) throws(InstanceError) -> InstanceAddress {
        guard !app.isEmpty, app.utf8.count <= 64, app.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }),
            app.first != "."
        else { throw .badAppName(app) }
        let folder: String
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") {
            folder = runtime + (runtime.hasSuffix("/") ? "" : "/") + "whimcore"
        } else {
            folder = "/tmp/whimcore-\(getuid())"
        }
        try makePrivateFolder(folder)
        var name = app
        if let display = displayKey(environment) { name += "@" + display }
        let path = folder + "/" + name + ".sock"
        guard path.utf8.count <= UnixSocket.maximumPathBytes else { throw .pathTooLong(path) }
        return InstanceAddress(socketPath: path, folder: folder)
    }

    /// The display the session shows windows on, as a file-name part; nil without one.
    static func displayKey(_ environment: [String: String]) -> String? {
        let display = [environment["WAYLAND_DISPLAY"], environment["DISPLAY"]].lazy.compactMap { $0 }.first { !$0.isEmpty }
        guard let display else { return nil }
        let kept = display.unicodeScalars.prefix(40).map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-_".unicodeScalars.contains($0)) ? Character($0) : "_" }
        return String(kept)
    }

    /// Makes `path` a folder only the user can enter (0700), or checks that the one there is one.
    static func makePrivateFolder(_ path: String) throws(InstanceError) {
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw .unsafeFolder(path: path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .unsafeFolder(path: path, reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw .unsafeFolder(path: path, reason: "not a folder (a symbolic link or a file)") }
        guard info.st_uid == getuid() else { throw .unsafeFolder(path: path, reason: "owned by user \(info.st_uid), not \(getuid())") }
        guard info.st_mode & 0o077 == 0 else {
            throw .unsafeFolder(path: path, reason: "others may enter it (mode \(String(info.st_mode & 0o777, radix: 8))); chmod 700 it")
        }
    }
}

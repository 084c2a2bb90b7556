import Foundation
import WhimCore
import WhimFiles

/// Where the navigator example keeps who is logged in, so a saved navigation state behind the login
/// (`/home/…`) is restored under the condition it was saved under: `session` in the data folder
/// (`$XDG_DATA_HOME/whimcore/navigator`, else `~/.local/share/whimcore/navigator`), holding the user's
/// name; no file means logged out.
enum NavigatorSessionFile {
    /// The longest name kept (the login screen takes no more).
    static let maxNameLength = 40

    /// The session file for `options`, nil when there is no data folder (no HOME): the login is not kept.
    static func path(options: ExampleOptions) -> String? {
        if let dir = options.dataDirectory { return dir + "/session" }
        if let data = options.environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/whimcore/navigator/session" }
        guard let home = options.environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/share/whimcore/navigator/session"
    }

    /// The logged-in user's name; nil when logged out, or when the file is not a session (it is then
    /// ignored: the user logs in again).
    static func load(_ path: String) -> String? {
        guard let bytes = try? AtomicFile.read(path, limit: 4 * maxNameLength + 8),
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.count <= maxNameLength, !name.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 } == true })
        else { return nil }
        return name
    }

    /// Keeps `name` as the logged-in user, or removes the session (nil). A failed write is not fatal.
    static func save(_ name: String?, to path: String) {
        guard let name else {
            unlink(path)
            return
        }
        let dir = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? AtomicFile.write(Array((name + "\n").utf8), to: path)
    }
}

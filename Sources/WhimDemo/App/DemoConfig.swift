import Foundation
import WhimFiles
import WhimRouting

/// The demo's settings file, `$XDG_CONFIG_HOME/whimcore/config` (else `~/.config/whimcore/config`): the
/// map, style, router and disk-cache size used when `--map`, `--style`, `--router` and `--cache-size` are
/// not given, so they are said in one place. One `key = value` a line; `#` starts a comment; a relative path is relative to
/// the file's folder.
///
///     map = https://tiles.example.org/region.pmtiles
///     style = styles/mine.json
///     router = osrm=http://127.0.0.1:5000
///     cache-size = 512
public struct DemoConfig: Sendable, Equatable {
    public var map: String?
    public var style: String?
    /// Where routes come from.
    public var router: RouterChoice?
    /// Megabytes of tiles kept on disk.
    public var cacheSize: Int?

    public init(map: String? = nil, style: String? = nil, router: RouterChoice? = nil, cacheSize: Int? = nil) {
        self.map = map
        self.style = style
        self.router = router
        self.cacheSize = cacheSize
    }

    /// The settings a file may hold.
    public static let keys = ["map", "style", "router", "cache-size"]
    /// The accepted `cache-size`, in megabytes.
    public static let cacheSizes = 1 ... 1 << 20
    /// The most bytes a settings file may have.
    static let maximumBytes = 65_536

    /// Why the settings cannot be used, in one line naming the file (and the line).
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// `$XDG_CONFIG_HOME/whimcore/config`, else `$HOME/.config/whimcore/config`; nil when neither is set.
    public static func defaultPath(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/whimcore/config" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/whimcore/config" }
        return nil
    }

    /// The settings in the file at `path`: none when there is no file.
    public static func load(path: String) throws(Failure) -> DemoConfig {
        let bytes: [UInt8]
        do {
            guard let read = try AtomicFile.read(path, limit: maximumBytes) else { return DemoConfig() }
            bytes = read
        } catch {
            throw Failure(description: "\(error)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw Failure(description: "\(path): not UTF-8 text") }
        return try parse(text, path: path)
    }

    /// The settings in `text`, read from `path` (named in errors; relative paths in it are resolved
    /// against its folder).
    public static func parse(_ text: String, path: String) throws(Failure) -> DemoConfig {
        var config = DemoConfig()
        var seen: Set<String> = []
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            func failure(_ message: String) -> Failure { Failure(description: "\(path) line \(index + 1): \(message)") }
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard let equals = trimmed.firstIndex(of: "=") else { throw failure("want key = value, got \"\(trimmed)\"") }
            let key = String(trimmed[..<equals]).trimmingCharacters(in: .whitespaces), value = String(trimmed[trimmed.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            guard keys.contains(key) else { throw failure("unknown setting \"\(key)\" (known: \(keys.joined(separator: ", ")))") }
            guard seen.insert(key).inserted else { throw failure("\(key) is set twice") }
            guard !value.isEmpty else { throw failure("\(key) has no value") }
            switch key {
            case "map": config.map = resolve(value, in: folder)
            case "style": config.style = resolve(value, in: folder)
            case "router":
                guard let router = RouterChoice(value) else { throw failure("router \"\(value)\" is not \(RouterChoice.syntax)") }
                config.router = router
            default:
                guard let size = Int(value), cacheSizes.contains(size) else {
                    throw failure("cache-size \"\(value)\" is not a whole number of megabytes from \(cacheSizes.lowerBound) to \(cacheSizes.upperBound)")
                }
                config.cacheSize = size
            }
        }
        return config
    }

    /// A URL or absolute path as it is; a relative path from `folder`.
    private static func resolve(_ value: String, in folder: String) -> String {
        let lower = value.lowercased()
        if value.hasPrefix("/") || lower.hasPrefix("http://") || lower.hasPrefix("https://") { return value }
        return folder + "/" + value
    }
}

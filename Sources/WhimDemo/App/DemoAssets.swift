import Foundation
import WhimGraphics

/// Finds the demo's assets (the Helsinki extract) without reading `../shared`: `$WHIM_ASSETS`, then
/// `Assets/` in the working directory, then `share/whimcore/` beside an installed executable's `bin/`
/// (`make install`), then next to (or above) the executable.
public enum DemoAssets {
    /// The shipped map, or an error that says where it looked and what to do.
    public static func helsinkiMap() throws -> URL { try asset("maps/helsinki.osm.pbf") }

    /// The shipped tiles: the world's countries at low zooms and Helsinki down to the street.
    public static func worldTiles() throws -> URL { try asset("maps/world.pmtiles") }

    /// The app's own MapLibre style for the shipped tiles.
    public static func defaultStyle() throws -> URL { try asset("styles/whim-light.json") }

    /// The shipped file `name` (a path under Assets/), or an error that says where it looked and what to do.
    public static func asset(_ name: String) throws -> URL {
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["WHIM_ASSETS"] { candidates.append(URL(fileURLWithPath: env).appendingPathComponent(name)) }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets").appendingPathComponent(name))
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(dir.deletingLastPathComponent().appendingPathComponent("share/whimcore").appendingPathComponent(name))
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("Assets").appendingPathComponent(name))
            dir.deleteLastPathComponent()
        }
        var source = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { source.deleteLastPathComponent() }
        candidates.append(source.appendingPathComponent("Assets").appendingPathComponent(name))
        if let found = candidates.first(where: { FileManager.default.isReadableFile(atPath: $0.path) }) { return found }
        throw DemoError.missingAsset(name, searched: candidates.map(\.path))
    }
}

/// What can stop the demo, each with what to do.
public enum DemoError: Error, CustomStringConvertible {
    case missingAsset(String, searched: [String])
    case map(String)
    case style(String)
    case script(line: Int, String)

    public var description: String {
        switch self {
        case let .missingAsset(name, searched):
            return "missing asset \(name) (looked in \(searched.prefix(3).joined(separator: ", ")) …): run from the repository root, set WHIM_ASSETS, or pass --map FILE"
        case let .map(message):
            return "cannot load the map: \(message)"
        case let .style(message):
            return "cannot load the style: \(message)"
        case let .script(line, message) where line <= 0:
            return "script: \(message)"
        case let .script(line, message):
            return "script line \(line): \(message)"
        }
    }
}

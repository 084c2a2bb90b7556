import ArgumentParser
import Foundation
import Logging
import WhimDemo
import WhimNet

/// `--map FILE` and `--style FILE`: the map a command shows (shared by `run`, `record` and `example`),
/// and where a tile server's tiles are kept on disk. What the flags leave unsaid comes from the settings
/// file (`DemoConfig`).
struct MapOptions: ParsableArguments {
    @Option(help: "The map: a PMTiles or MBTiles file of vector tiles, an http(s) URL of a PMTiles archive, tile template or TileJSON, or an .osm.pbf extract (default: the shipped world tiles).")
    var map: String?

    @Option(help: "A MapLibre style JSON for vector tiles (default: the app's own, Assets/styles/whim-light.json).")
    var style: String?

    @Option(help: "Megabytes of a tile server's tiles kept on disk under $XDG_CACHE_HOME/whimcore, the least recently used dropped first (default: 256).")
    var cacheSize: Int?

    @Flag(help: "Keep no tiles from a tile server on disk.")
    var noCache = false

    func validate() throws {
        if let cacheSize, !(1 ... 1 << 20).contains(cacheSize) {
            throw ValidationError("--cache-size must be between 1 and \(1 << 20) (megabytes); --no-cache keeps none")
        }
    }

    /// The map chosen, or the one-line error saying what is wrong with the files (the settings file's too).
    func load() throws -> DemoMapChoice {
        let settings = try Self.settings()
        let map = map ?? settings.map
        let cache = noCache || !(map.map(HTTPTileSources.isURL) ?? false) ? nil : Self.tileCache(megabytes: cacheSize ?? settings.cacheSize)
        do { return try DemoMapChoice.load(map: map, style: style ?? settings.style, cache: cache) } catch { throw fail("\(error)") }
    }

    /// The settings file's values (none without the file), or its one-line error.
    static func settings() throws -> DemoConfig {
        guard let path = DemoConfig.defaultPath(environment: ProcessInfo.processInfo.environment) else { return DemoConfig() }
        do { return try DemoConfig.load(path: path) } catch { throw fail("\(error)") }
    }

    /// The disk cache in its default directory, `megabytes` large (else the default budget).
    static func tileCache(megabytes: Int?) -> DiskTileCache? {
        let logger = Logger(label: "whim-demo.cache")
        guard let directory = DiskTileCache.defaultDirectory(environment: ProcessInfo.processInfo.environment) else {
            logger.warning("no cache directory (HOME and XDG_CACHE_HOME unset); tiles are not kept on disk")
            return nil
        }
        return DiskTileCache(directory: directory, budget: megabytes.map { $0 << 20 } ?? DiskTileCache.defaultBudget,
                             warn: { logger.warning("\($0)") })
    }
}

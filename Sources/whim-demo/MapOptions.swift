import ArgumentParser
import WhimDemo

/// `--map FILE` and `--style FILE`: the map a command shows (shared by `run`, `record` and `example`).
struct MapOptions: ParsableArguments {
    @Option(help: "The map: a PMTiles or MBTiles file of vector tiles, an http(s) URL of a PMTiles archive, tile template or TileJSON, or an .osm.pbf extract (default: the shipped world tiles).")
    var map: String?

    @Option(help: "A MapLibre style JSON for vector tiles (default: the app's own, Assets/styles/whim-light.json).")
    var style: String?

    /// The map chosen, or the one-line error saying what is wrong with the files.
    func load() throws -> DemoMapChoice {
        do { return try DemoMapChoice.load(map: map, style: style) } catch { throw fail("\(error)") }
    }
}

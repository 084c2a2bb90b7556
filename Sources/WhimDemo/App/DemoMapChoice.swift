import Foundation
import WhimFiles
import WhimMap
import WhimMapBackdrop
import WhimNet
import WhimStyle
import WhimTiles

/// The map the demo and the examples run on, from the command line's `--map` and `--style`: the shipped
/// world tiles in the app's style by default, or any PMTiles or MBTiles file, tile server URL or OSM PBF extract
/// (its tiles cut by `OSMTileSource`) in any MapLibre style. The demo's roads and places (the built-in router,
/// search) come from the extract given, else from the shipped Helsinki extract.
public struct DemoMapChoice {
    /// Roads for the built-in router and names for search.
    public let model: MapModel
    /// What the persistent map draws.
    public let backdrop: BackdropMap

    /// The choice for `map` (a file path, nil for the shipped tiles) and `style` (a style JSON path, nil for
    /// the app's own), a server's tiles kept in `cache`. Throws one line naming the file and what is wrong with it.
    public static func load(map: String?, style: String?, cache: DiskTileCache? = nil) throws -> DemoMapChoice {
        let kind: MapFile.Kind?
        do { kind = try map.flatMap(MapFile.kind(at:)) } catch { throw DemoError.map("\(error)") }
        if let map, kind == nil { throw DemoError.map("\(map): not a map file (PMTiles, MBTiles or OSM PBF)") }
        if kind == .osmPBF {
            let model = try DemoApp.loadMap(URL(fileURLWithPath: map!))
            let document = try style.map(loadStyle) ?? defaultStyle()
            return DemoMapChoice(model: model, backdrop: .extract(model, style: document))
        }
        let model = try DemoApp.loadMap()
        guard let map else { return DemoMapChoice(model: model, backdrop: try shippedBackdrop(openingOn: model, style: style)) }
        let tilesPath = map
        let stylePath = try style ?? DemoAssets.defaultStyle().path
        let source: any TileSource
        do {
            if map != nil, case let .tiles(tiles) = try MapFile.open(path: tilesPath, cache: cache) {
                source = tiles
            } else {
                source = try PMTilesArchive(path: tilesPath)
            }
        } catch {
            throw DemoError.map("\(error)")
        }
        let document = try loadStyle(stylePath)
        // A user's own tiles open on their own extent.
        return DemoMapChoice(model: model, backdrop: .tiles(source: source, style: document, initialBounds: nil))
    }

    /// The shipped tiles (the world's countries, the demo's city down to the street) in `style` (a style JSON
    /// path, nil for the app's own), opening on `model`'s extent: what the demo and the examples draw unless
    /// told otherwise.
    public static func shippedBackdrop(openingOn model: MapModel, style: String? = nil) throws -> BackdropMap {
        let tilesPath = try DemoAssets.worldTiles().path
        let source: PMTilesArchive
        do { source = try PMTilesArchive(path: tilesPath) } catch { throw DemoError.map("\(error)") }
        let document = try loadStyle(try style ?? DemoAssets.defaultStyle().path)
        return .tiles(source: source, style: document, initialBounds: model.bounds)
    }

    /// The app's own style (`Assets/styles/whim-light.json`).
    public static func defaultStyle() throws -> StyleDocument {
        try loadStyle(try DemoAssets.defaultStyle().path)
    }

    /// Reads and parses a style file (a regular file of at most `StyleDocument.maximumBytes`).
    public static func loadStyle(_ path: String) throws -> StyleDocument {
        let bytes: [UInt8]
        do {
            guard let read = try AtomicFile.read(path, limit: StyleDocument.maximumBytes) else {
                throw DemoError.style("\(path): no such file")
            }
            bytes = read
        } catch let error as DemoError {
            throw error
        } catch {
            throw DemoError.style("\(error)")
        }
        do { return try StyleDocument.parse(bytes) } catch { throw DemoError.style("\(path): \(error)") }
    }
}

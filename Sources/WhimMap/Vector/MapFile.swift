import Foundation
import WhimNet
import WhimTiles

/// A map file a user hands the app, recognised by its first bytes rather than its name: a PMTiles
/// archive, an MBTiles database, or an OpenStreetMap PBF extract; or an http(s) URL of a tile server
/// (a PMTiles archive, a `{z}/{x}/{y}` template or a TileJSON document, see `HTTPTileSources`).
public enum MapFile {
    /// Vector tiles: drawn in a style.
    case tiles(any TileSource)
    /// An OSM extract, decoded whole into a model: its roads for the built-in router, and its features
    /// for `OSMTileSource`, which makes it a tile source like the others.
    case extract(MapModel)

    /// The file's vector tiles: the archive itself, or an extract's tiles cut on demand.
    public var source: any TileSource {
        switch self {
        case let .tiles(source): source
        case let .extract(model): OSMTileSource(model: model)
        }
    }

    /// The kinds of file recognised.
    public enum Kind: String, Sendable {
        case pmtiles, mbtiles, osmPBF = "osm.pbf", server = "http"

        /// True for the kinds that are vector tiles (drawn in a style), false for an OSM extract.
        public var holdsTiles: Bool { self != .osmPBF }
    }

    /// The kind of file at `path` from its first bytes; nil when it is none of them. Never blocks on a
    /// FIFO or device: anything but a regular file is an error.
    public static func kind(at path: String) throws(TileSourceError) -> Kind? {
        if HTTPTileSources.isURL(path) { return .server }
        let head = try TileFile.prefix(of: path, count: 16)
        if head.starts(with: Array("PMTiles".utf8)) { return .pmtiles }
        if head.starts(with: Array("SQLite format 3\0".utf8)) { return .mbtiles }
        // An OSM PBF starts with a 4-byte big-endian BlobHeader length, then that header (field 1, "OSMHeader").
        if head.count >= 6, head[0] == 0, head[4] == 0x0A { return .osmPBF }
        return nil
    }

    /// Opens the map file at `path`, whichever kind it is. A server's tiles are fetched by a client of
    /// their own, off the frame thread (the tile worker asks for them), and kept in `cache` if given.
    public static func open(path: String, cache: DiskTileCache? = nil) throws -> MapFile {
        switch try kind(at: path) {
        case .server: return .tiles(try HTTPTileSources.open(path, client: HTTPClient(), cache: cache))
        case .pmtiles: return .tiles(try PMTilesArchive(path: path))
        case .mbtiles: return .tiles(try MBTilesArchive(path: path))
        case .osmPBF: return .extract(try MapModel.load(contentsOf: URL(fileURLWithPath: path)))
        case nil: throw TileSourceError.notThisFormat(path: path, expected: "a map (PMTiles, MBTiles or OSM PBF)",
                                                      detail: "its first bytes are none of these")
        }
    }
}

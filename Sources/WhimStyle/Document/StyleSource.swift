/// A source a style's layers draw from.
public struct StyleSource: Hashable, Sendable {
    /// "vector", "raster", "geojson", ...; only vector sources are drawn by the map.
    public var type: String
    /// A TileJSON URL (for the app's own style, "whim://embedded": the app's embedded archive).
    public var url: String?
    /// Tile URL templates.
    public var tiles: [String]
    /// The lowest zoom with tiles.
    public var minZoom: Double
    /// The highest zoom with tiles (overzoomed beyond).
    public var maxZoom: Double

    /// A source of `type`.
    public init(type: String, url: String? = nil, tiles: [String] = [], minZoom: Double = 0, maxZoom: Double = 22) {
        self.type = type
        self.url = url
        self.tiles = tiles
        self.minZoom = minZoom
        self.maxZoom = maxZoom
    }
}

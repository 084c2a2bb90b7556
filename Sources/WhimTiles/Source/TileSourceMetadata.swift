/// What a tile source says about itself: its zoom range, extent and format, and the credit it asks for.
public struct TileSourceMetadata: Sendable, Hashable {
    /// The shallowest zoom with tiles.
    public var minZoom: Int
    /// The deepest zoom with tiles; the map over-zooms past it (draws this zoom's tiles larger).
    public var maxZoom: Int
    /// West, south, east and north in degrees (WGS 84); nil when the source does not say.
    public var bounds: (west: Double, south: Double, east: Double, north: Double)?
    /// Where to start: longitude, latitude and zoom; nil when the source does not say.
    public var center: (longitude: Double, latitude: Double, zoom: Double)?
    /// The tiles' encoding.
    public var format: TileFormat
    /// A human-readable name (may be empty).
    public var name: String
    /// The attribution text to show wherever the map is drawn (may be empty).
    public var attribution: String
    /// The names of the vector layers the tiles hold, when the source lists them.
    public var vectorLayers: [String]

    /// Metadata with the given fields.
    public init(minZoom: Int, maxZoom: Int, bounds: (west: Double, south: Double, east: Double, north: Double)? = nil,
                center: (longitude: Double, latitude: Double, zoom: Double)? = nil, format: TileFormat = .mvt,
                name: String = "", attribution: String = "", vectorLayers: [String] = []) {
        self.minZoom = minZoom
        self.maxZoom = maxZoom
        self.bounds = bounds
        self.center = center
        self.format = format
        self.name = name
        self.attribution = attribution
        self.vectorLayers = vectorLayers
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.minZoom == b.minZoom && a.maxZoom == b.maxZoom && a.format == b.format && a.name == b.name
            && a.attribution == b.attribution && a.vectorLayers == b.vectorLayers
            && a.bounds.map { [$0.west, $0.south, $0.east, $0.north] } == b.bounds.map { [$0.west, $0.south, $0.east, $0.north] }
            && a.center.map { [$0.longitude, $0.latitude, $0.zoom] } == b.center.map { [$0.longitude, $0.latitude, $0.zoom] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(minZoom)
        hasher.combine(maxZoom)
        hasher.combine(format)
        hasher.combine(name)
    }
}

extension TileSourceMetadata {
    /// Reads the name, attribution and vector layer ids from a TileJSON-like object (a PMTiles archive's
    /// metadata, a TileJSON document) into this value; fields missing or of another type are left as they
    /// are. Throws `corrupt` naming `path` when `json` is not a JSON object.
    public mutating func read(json: [UInt8], path: String) throws(TileSourceError) {
        try PMTilesMetadata.read(json, into: &self, path: path)
    }
}

import Foundation
import WhimGraphics

/// An OSM extract as the app needs it: its extent, its ways as a routable graph, its named places, and its
/// features in the OpenMapTiles schema, which `OSMTileSource` cuts the vector tiles it is drawn from.
/// Built once from decoded OSM data; immutable afterwards.
public struct MapModel: Sendable {
    /// The data's extent: the header's bbox, or the extent of its nodes when the header has none.
    public let bounds: GeoBounds
    /// `bounds` in world units.
    public let worldBounds: Rect
    /// The ways as a routable graph (see `RoutePlanner`).
    public let roads: RoadGraph
    /// Named points of interest (stations, stops, bike docks, squares) for search and the demo's screens.
    public let places: [MapPlace]
    /// The extract's features in the OpenMapTiles schema, which `OSMTileSource` cuts vector tiles from.
    public let tileFeatures: OSMTileFeatures

    /// A model of the given parts (used by tests and synthetic maps).
    public init(bounds: GeoBounds, roads: RoadGraph = RoadGraph(), places: [MapPlace] = [],
                tileFeatures: OSMTileFeatures = OSMTileFeatures()) {
        self.bounds = bounds
        self.worldBounds = WebMercator.project(bounds)
        self.roads = roads
        self.places = places
        self.tileFeatures = tileFeatures
    }

    /// Maps and projects decoded OSM data. Ways whose nodes are missing from the file lose those nodes;
    /// multipolygon rings that cannot be closed are dropped; coastlines become sea polygons clipped to the
    /// data's bounds.
    public init(data: OSMData) {
        let bounds = data.header.bounds ?? data.nodeBounds
            ?? GeoBounds(minLatitude: 0, maxLatitude: 0, minLongitude: 0, maxLongitude: 0)
        self.bounds = bounds
        self.worldBounds = WebMercator.project(bounds)
        self.roads = RoadGraph(data: data)
        self.places = MapPlace.places(in: data)
        self.tileFeatures = OSMTileFeatures(data: data, geometry: WayGeometry(data: data), worldBounds: worldBounds)
    }
}

extension MapModel {
    /// Decodes an OSM PBF file and builds its model in one step; only the model stays in memory (the
    /// decoded data and the heap pages it used are released before this returns).
    public static func load(contentsOf url: URL) throws(PBFError) -> MapModel {
        let model = MapModel(data: try PBFDecoder.decode(contentsOf: url))
        ResidentMemory.releaseFreePages()
        return model
    }
}

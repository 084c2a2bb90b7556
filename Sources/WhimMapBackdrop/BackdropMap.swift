import WhimMap
import WhimStyle
import WhimTiles

/// What the persistent map draws: a tile source in a MapLibre style (the whole world, from the globe to
/// the street). An OSM extract is one more tile source (`OSMTileSource`), drawn the same way.
public enum BackdropMap {
    /// Vector tiles from `source` in `style`; the map first shows `initialBounds` (the source's bounds when nil).
    case tiles(source: any TileSource, style: StyleDocument, initialBounds: GeoBounds?)

    /// An OSM extract's tiles in `style`, first showing the whole extract.
    public static func extract(_ model: MapModel, style: StyleDocument) -> BackdropMap {
        .tiles(source: OSMTileSource(model: model), style: style, initialBounds: model.bounds)
    }

    /// The content and the tile drawer for a map view of this map.
    func make() -> (MapContent, any TileDrawing) {
        switch self {
        case let .tiles(source, style, initialBounds):
            let renderer = VectorMapRenderer(source: source, style: style)
            var content = MapContent.tiles(renderer: renderer)
            if let initialBounds { content.initialBounds = initialBounds }
            return (content, MapTileDrawer(vector: renderer))
        }
    }
}

import WhimMap
import WhimStyle
import WhimTiles

/// What the persistent map draws: a tile source in a MapLibre style (the whole world, from the globe to
/// the street), or an OSM extract drawn by its own renderer (the camera then stays over the extract).
public enum BackdropMap {
    /// Vector tiles from `source` in `style`; the map first shows `initialBounds` (the source's bounds when nil).
    case tiles(source: any TileSource, style: StyleDocument, initialBounds: GeoBounds?)
    /// An OSM extract in a hand-written style.
    case extract(MapModel, MapStyle)

    /// The content and the tile drawer for a map view of this map.
    func make() -> (MapContent, any TileDrawing) {
        switch self {
        case let .tiles(source, style, initialBounds):
            let renderer = VectorMapRenderer(source: source, style: style)
            var content = MapContent.tiles(renderer: renderer)
            if let initialBounds { content.initialBounds = initialBounds }
            return (content, MapTileDrawer(vector: renderer))
        case let .extract(model, style):
            return (MapContent(model: model, style: style), MapTileDrawer(renderer: MapRenderer(model: model, style: style)))
        }
    }
}

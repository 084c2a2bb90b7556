import WhimGraphics
import WhimTiles

extension VectorMapRenderer {
    /// Reads ahead, in one batch on the reading pool, the source tiles the next `renderBase` of `camera`
    /// reads and then those the labels of `labelRegions` read (each with `reach` pixels around it): the
    /// view's own first, so they come first when the batch is cut short by `isCancelled`. A draw of a
    /// street view over a server needs the data of up to 17 label regions; read region by region, each
    /// waits for its own round trips.
    func prefetch(base camera: Camera, labelRegions: [Camera], reach: Double, isCancelled: () -> Bool) {
        var ids = Self.tiles(covering: camera.visibleWorldRect, zoom: sourceZoom(Self.styleZoom(camera.zoom)))
        if drawsLabels {
            for region in labelRegions { ids += labelTileIDs(camera: region, reach: reach) }
        }
        cache.prefetch(ids, from: source, beforeDraw: true, isCancelled: isCancelled)
    }
}

import Foundation
import WhimGraphics
import WhimStyle

/// Renders a route over its map for `whim-demo map route --out`: the route fitted with a margin, drawn as
/// a line with start and end markers over the extract's vector tiles in the app's style.
public enum RouteExport {
    /// The map around `route`, at most `size`: the route fitted with a margin, and the image cropped to
    /// the data where the data is narrower than the view (so no void frames a small extract). The map is
    /// `model`'s tiles (`OSMTileSource`) drawn in `style`, waiting for every tile.
    public static func render(_ route: Route, on model: MapModel, style: StyleDocument, size: PixelSize) throws(GraphicsError) -> Surface {
        let camera = Self.camera(for: route, on: model, size: size)
        let view = MapView(source: OSMTileSource(model: model), style: style, viewportSize: camera.viewportSize, camera: camera)
        defer { view.worker.stop() }
        view.cacheMargin = 0
        let surface = try Surface(width: Int(camera.viewportSize.width), height: Int(camera.viewportSize.height), format: .rgb24)
        let canvas = Canvas(surface)
        try view.draw(into: canvas)
        let bounds = GeoBounds(enclosing: route.coordinates) ?? model.bounds
        let layer = MapLayer(name: "route", markers: [
            MapMarker(id: "from", coordinate: route.coordinates.first ?? bounds.center, color: 0xD93025),
            MapMarker(id: "to", coordinate: route.coordinates.last ?? bounds.center, color: 0x202124),
        ], polylines: [MapPolyline(route: route)])
        layer.draw(into: canvas, camera: camera)
        view.drawAttribution(into: canvas)
        canvas.flush()
        return surface
    }

    /// The view of `route`: fitted with a margin into `size`, then cut down to the part of the view the
    /// model's data covers (whole pixels).
    static func camera(for route: Route, on model: MapModel, size: PixelSize) -> Camera {
        let viewport = Size(width: Double(size.width), height: Double(size.height))
        let bounds = GeoBounds(enclosing: route.coordinates) ?? model.bounds
        let camera = Camera(fitting: bounds, viewportSize: viewport, insets: EdgeInsets(all: 48), maxZoom: 18)
        let data = model.worldBounds, view = camera.visibleWorldRect
        guard let shown = view.intersection(data), shown.width > 0, shown.height > 0 else { return camera }
        let s = camera.scale
        return Camera(worldCenter: Point(x: shown.midX, y: shown.midY), zoom: camera.zoom,
                      viewportSize: Size(width: max(1, (shown.width * s).rounded(.down)), height: max(1, (shown.height * s).rounded(.down))))
    }
}

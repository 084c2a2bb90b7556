import Foundation
import WhimGraphics

/// Renders a route over its map for `whim-demo map route --out`: the route fitted with a margin, drawn as
/// a line with start and end markers.
public enum RouteExport {
    /// The map around `route`, at most `size`: the route fitted with a margin, and the image cropped to
    /// the data where the data is narrower than the view (so no void frames a small extract).
    public static func render(_ route: Route, on model: MapModel, size: PixelSize, style: MapStyle = .light) throws(GraphicsError) -> Surface {
        let viewport = Size(width: Double(size.width), height: Double(size.height))
        let bounds = GeoBounds(enclosing: route.coordinates) ?? model.bounds
        var camera = Camera(fitting: bounds, viewportSize: viewport, insets: EdgeInsets(all: 48), maxZoom: 18)
        // Crop to the data's part of the view.
        let data = model.worldBounds, view = camera.visibleWorldRect
        if let shown = view.intersection(data), shown.width > 0, shown.height > 0 {
            let s = camera.scale
            camera = Camera(worldCenter: Point(x: shown.midX, y: shown.midY), zoom: camera.zoom,
                            viewportSize: Size(width: max(1, (shown.width * s).rounded(.down)), height: max(1, (shown.height * s).rounded(.down))))
        }
        let surface = try Surface(width: Int(camera.viewportSize.width), height: Int(camera.viewportSize.height), format: .rgb24)
        let canvas = Canvas(surface)
        let renderer = MapRenderer(model: model, style: style)
        renderer.render(into: canvas, camera: camera)
        let layer = MapLayer(name: "route", markers: [
            MapMarker(id: "from", coordinate: route.coordinates.first ?? bounds.center, color: 0xD93025),
            MapMarker(id: "to", coordinate: route.coordinates.last ?? bounds.center, color: 0x202124),
        ], polylines: [MapPolyline(route: route)])
        layer.draw(into: canvas, camera: camera)
        renderer.drawAttribution(into: canvas, viewport: camera.viewportSize)
        canvas.flush()
        return surface
    }
}

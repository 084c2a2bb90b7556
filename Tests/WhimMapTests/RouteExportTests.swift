import Foundation
import Testing
import WhimGraphics
@testable import WhimMap

/// `RouteExport` draws the extract's own tiles in the app's style, the same map `VectorMapExport` draws
/// for that camera, with only the route and its markers on top.
@Suite struct RouteExportTests {
    @Test("A route image is the tile map of its camera everywhere but near the route and its markers")
    func routeOverTheExtractsTiles() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let style = try Fixtures.lightStyle()
        let station = GeoCoordinate(latitude: 60.17095, longitude: 24.94325), kluuvi = GeoCoordinate(latitude: 60.16960, longitude: 24.94790)
        let route = try RoutePlanner(graph: model.roads).route(from: station, to: kluuvi, mode: .walking)
        let size = PixelSize(width: 480, height: 320)
        let image = try RouteExport.render(route, on: model, style: style, size: size)
        let camera = RouteExport.camera(for: route, on: model, size: size)
        #expect(image.width == Int(camera.viewportSize.width) && image.height == Int(camera.viewportSize.height))
        #expect(image.width <= size.width && image.height <= size.height)
        let map = try VectorMapExport.render(source: OSMTileSource(model: model), style: style, camera: camera)

        let path = route.coordinates.map { camera.screenPoint(for: $0) }
        let ends = [path[0], path[path.count - 1]]
        func nearRoute(_ p: Point) -> Bool {
            if ends.contains(where: { hypot($0.x - p.x, $0.y - p.y) < 48 }) { return true }
            return zip(path, path.dropFirst()).contains { Self.distance(p, $0, $1) < 16 }
        }
        var compared = 0, changedNearRoute = 0
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in stride(from: 0, to: image.width, by: 3) {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if nearRoute(p) {
                    if image.pixel(x: x, y: y) != map.pixel(x: x, y: y) { changedNearRoute += 1 }
                    continue
                }
                compared += 1
                #expect(image.pixel(x: x, y: y) == map.pixel(x: x, y: y), "(\(x), \(y))")
                if image.pixel(x: x, y: y) != map.pixel(x: x, y: y) { return }
            }
        }
        #expect(compared > image.width * image.height / 18, "most of the image is away from the route")
        #expect(changedNearRoute > 50, "the route is drawn over the map")
        // The start marker sits on the route's first point.
        let start = image.pixel(x: Int(path[0].x), y: Int(path[0].y))
        #expect(start != map.pixel(x: Int(path[0].x), y: Int(path[0].y)))
    }

    /// The distance from `p` to the segment `a`–`b`.
    static func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        let t = dx == 0 && dy == 0 ? 0 : max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
        return hypot(p.x - a.x - t * dx, p.y - a.y - t * dy)
    }
}

import Testing
import WhimGraphics
@testable import WhimMap

/// A tap on a map layer hits its markers, lines and circles within a tolerance in points; the topmost
/// (the order they are drawn in, reversed) wins.
@Suite struct MapLayerHitTestingTests {
    let camera = Camera(center: GeoCoordinate(latitude: 60.17, longitude: 24.94), zoom: 16, viewportSize: Size(width: 800, height: 600))
    let a = GeoCoordinate(latitude: 60.171, longitude: 24.935)
    let b = GeoCoordinate(latitude: 60.169, longitude: 24.945)
    let far = GeoCoordinate(latitude: 60.1675, longitude: 24.936)

    func layer() -> MapLayer {
        MapLayer(name: "hits", markers: [MapMarker(id: "a", coordinate: a)],
                 polylines: [MapPolyline(coordinates: [a, b])],
                 circles: [MapCircle(center: far, radiusMeters: 60)])
    }

    @Test func aLineIsHitAlongItsLengthWithinTheTolerance() {
        let layer = layer()
        let pa = camera.screenPoint(for: a), pb = camera.screenPoint(for: b)
        let mid = Point(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2)
        #expect(layer.item(at: mid, camera: camera) == .polyline(layer.polylines[0], index: 0))
        // Perpendicular to the line: inside half its width plus casing plus the tolerance, and outside.
        let d = pb - pa
        let length = (d.x * d.x + d.y * d.y).squareRoot()
        let normal = Point(x: -d.y / length, y: d.x / length)
        let reach = 2.5 + 1.5 + MapLayer.tapTolerance
        #expect(layer.item(at: Point(x: mid.x + normal.x * (reach - 0.5), y: mid.y + normal.y * (reach - 0.5)), camera: camera) != nil)
        #expect(layer.item(at: Point(x: mid.x + normal.x * (reach + 0.5), y: mid.y + normal.y * (reach + 0.5)), camera: camera) == nil)
    }

    @Test func aCircleIsHitInsideItsRadius() {
        let layer = layer()
        let c = camera.screenPoint(for: far)
        #expect(layer.item(at: c, camera: camera) == .circle(layer.circles[0], index: 0))
        #expect(layer.item(at: Point(x: c.x + 300, y: c.y), camera: camera) == nil)
    }

    @Test func theMarkerOnTopOfTheLineWinsAndTheCallbackGetsTheItem() {
        let layer = layer()
        #expect(layer.item(at: camera.screenPoint(for: a), camera: camera) == .marker(layer.markers[0]))
        // A later line drawn over an earlier one wins where they cross.
        layer.polylines.append(MapPolyline(coordinates: [a, b], color: 0xFF0000))
        let pb = camera.screenPoint(for: b)
        #expect(layer.item(at: pb, camera: camera) == .polyline(layer.polylines[1], index: 1))
    }
}

import Testing
import WhimGraphics
@testable import WhimMap

@Suite("Map model built from the Helsinki extract")
struct MapModelTests {
    @Test func classifiesTheDrawingLayers() throws {
        let model = try #require(Fixtures.helsinkiModel)
        #expect(model[.building].count >= 433)  // ways plus building multipolygons
        #expect(model[.water].count >= 7)
        #expect(model[.park].count > 100)
        #expect(model[.primary].count > 100)
        #expect(model[.secondary].count > 100)
        #expect(model[.residential].count > 300)
        #expect(model[.footway].count > 1_000)
        #expect(model[.tram].count > 150)
        #expect(model[.railway].count > 100)
        #expect(model[.motorway].count == 0)  // none in the city centre
    }

    @Test func multipolygonBuildingsAreAssembledIntoClosedRings() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let buildings = model[.building]
        // 433 building ways; the rest come from multipolygon relations.
        #expect(buildings.count > 433)
        var multiPart = 0
        for f in 0..<buildings.count {
            if buildings.parts(of: f).count > 1 { multiPart += 1 }
            for part in buildings.parts(of: f) {
                let r = buildings.points(ofPart: part)
                #expect(r.count >= 3)
            }
        }
        #expect(multiPart > 0)
    }

    @Test func roadsCarryTheirNames() throws {
        let model = try #require(Fixtures.helsinkiModel)
        #expect(model[.primary].names.contains("Mannerheimintie"))
        #expect(model[.secondary].names.contains { $0 != nil })
    }

    @Test func geometryLiesNearTheDataBounds() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let world = model.worldBounds.insetBy(dx: -model.worldBounds.width, dy: -model.worldBounds.height)
        for kind in MapFeatureKind.allCases {
            for box in model[kind].bounds { #expect(box.overlaps(world)) }
        }
    }

    @Test func ringAssemblerJoinsReversedWays() {
        func v(_ id: Int64) -> RingAssembler.Vertex { .init(id: id, point: Point(x: Double(id), y: Double(id * id))) }
        // A square split into three ways, one of them reversed.
        let ways = [[v(1), v(2)], [v(3), v(2)], [v(3), v(4), v(1)]]
        let rings = RingAssembler.rings(from: ways)
        #expect(rings.count == 1)
        #expect(rings.first?.count == 5)
        // An open set of ways gives no ring.
        #expect(RingAssembler.rings(from: [[v(1), v(2)], [v(2), v(3)]]).isEmpty)
    }

    @Test func coastlineBecomesSeaOnTheRight() {
        // A coastline running south to north through the middle of a unit box: water on its right (east).
        let box = Rect(x: 0, y: 0, width: 1, height: 1)
        let coast: [RingAssembler.Vertex] = [
            .init(id: 1, point: Point(x: 0.5, y: 1)), .init(id: 2, point: Point(x: 0.5, y: 0)),
        ]
        let sea = CoastlineAssembler.sea(from: [coast], bounds: box)
        #expect(sea.count == 1)
        let ring = sea[0]
        #expect(ring.allSatisfy { $0.x >= 0.5 - 1e-12 })
        #expect(abs(abs(CoastlineAssembler.signedArea(ring)) / 2 - 0.5) < 1e-9)
    }
}

@Suite("Web Mercator and the camera")
struct CameraTests {
    @Test func projectionRoundTrips() {
        let c = GeoCoordinate(latitude: 60.1699, longitude: 24.9384)
        let back = WebMercator.unproject(WebMercator.project(c))
        #expect(abs(back.latitude - c.latitude) < 1e-9)
        #expect(abs(back.longitude - c.longitude) < 1e-9)
        #expect(WebMercator.project(GeoCoordinate(latitude: 0, longitude: 0)) == Point(x: 0.5, y: 0.5))
    }

    @Test func screenAndWorldConvertBothWays() {
        let camera = Camera(center: GeoCoordinate(latitude: 60.17, longitude: 24.94), zoom: 15.5,
                            viewportSize: Size(width: 960, height: 540))
        #expect(camera.screenPoint(for: camera.center).distance(to: Point(x: 480, y: 270)) < 1e-6)
        let p = Point(x: 100, y: 400)
        #expect(camera.screenPoint(forWorld: camera.worldPoint(forScreen: p)).distance(to: p) < 1e-6)
    }

    @Test func fitKeepsBoundsInsideTheInsetViewport() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let insets = EdgeInsets(top: 80, left: 20, bottom: 200, right: 20)
        var camera = Camera(center: model.bounds.center, zoom: 10, viewportSize: Size(width: 960, height: 540))
        camera.fit(bounds: model.bounds, insets: insets)
        let nw = camera.screenPoint(for: GeoCoordinate(latitude: model.bounds.maxLatitude, longitude: model.bounds.minLongitude))
        let se = camera.screenPoint(for: GeoCoordinate(latitude: model.bounds.minLatitude, longitude: model.bounds.maxLongitude))
        #expect(nw.y >= 80 - 1e-6)
        #expect(se.y <= 540 - 200 + 1e-6)
        #expect(nw.x >= 20 - 1e-6 && se.x <= 940 + 1e-6)
        // Tall extract: it touches the top and bottom insets exactly.
        #expect(abs(nw.y - 80) < 1e-6 && abs(se.y - 340) < 1e-6)
    }

    @Test func zoomAroundAPointKeepsThatPointStill() {
        var camera = Camera(center: GeoCoordinate(latitude: 60.17, longitude: 24.94), zoom: 15, viewportSize: Size(width: 800, height: 600))
        let anchor = Point(x: 650, y: 120)
        let world = camera.worldPoint(forScreen: anchor)
        camera.zoom(by: 1.3, around: anchor)
        #expect(camera.screenPoint(forWorld: world).distance(to: anchor) < 1e-6)
        #expect(abs(camera.zoom - 16.3) < 1e-12)
    }

    @Test func clampingKeepsTheCentreInTheData() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let limits = CameraLimits(bounds: model.bounds, viewportSize: Size(width: 960, height: 540))
        var camera = Camera(center: model.bounds.center, zoom: 16, viewportSize: Size(width: 960, height: 540))
        camera.pan(dx: 1e6, dy: -1e6)
        let clamped = camera.clamped(to: limits)
        // The view's edges stop at the data's edges.
        #expect(abs(clamped.visibleWorldRect.minX - model.worldBounds.minX) < 1e-12)
        #expect(abs(clamped.visibleWorldRect.maxY - model.worldBounds.maxY) < 1e-12)
        camera.zoom = 40
        #expect(camera.clamped(to: limits).zoom == limits.maxZoom)
        camera.zoom = -3
        #expect(camera.clamped(to: limits).zoom == limits.minZoom)
    }

    @Test func zoomCurveInterpolatesGeometrically() {
        let curve = ZoomCurve([(14, 2), (16, 8)])
        #expect(abs(curve.value(at: 15) - 4) < 1e-12)
        #expect(abs(curve.value(at: 14) - 2) < 1e-12)
        #expect(abs(curve.value(at: 17) - 16) < 1e-12)
    }
}

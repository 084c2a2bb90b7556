import Testing
import WhimGraphics
@testable import WhimMap

@Suite("Map model built from the Helsinki extract")
struct MapModelTests {
    /// The features of `layer` (and `class`, when given) in the model's tile features.
    static func features(_ model: MapModel, _ layer: OpenMapTilesSchema.Layer, class roadClass: String? = nil) -> [Int] {
        let store = model.tileFeatures
        return (0..<store.count).filter { store.layers[$0] == layer && (roadClass == nil || store.string("class", of: $0) == roadClass) }
    }

    @Test func mapsTheExtractToTheSchemasLayers() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let counts = [
            ("building", Self.features(model, .building).count, 433),  // ways plus building multipolygons
            ("water", Self.features(model, .water).count, 7),
            ("park and grass", Self.features(model, .park).count + Self.features(model, .landcover, class: "grass").count, 100),
            ("primary", Self.features(model, .transportation, class: "primary").count, 100),
            ("secondary", Self.features(model, .transportation, class: "secondary").count, 100),
            ("minor", Self.features(model, .transportation, class: "minor").count, 300),
            ("path", Self.features(model, .transportation, class: "path").count, 1_000),
            ("transit", Self.features(model, .transportation, class: "transit").count, 150),
        ]
        for (name, count, least) in counts { #expect(count >= least, "\(name): \(count)") }
        #expect(Self.features(model, .transportation, class: "motorway").isEmpty)  // none in the city centre
    }

    @Test func multipolygonBuildingsAreAssembledIntoClosedRings() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let store = model.tileFeatures
        let buildings = Self.features(model, .building)
        // 433 building ways; the rest come from multipolygon relations.
        #expect(buildings.count > 433)
        var multiPart = 0
        for f in buildings {
            #expect(store.types[f] == .polygon)
            if store.parts(of: f).count > 1 { multiPart += 1 }
            for part in store.parts(of: f) { #expect(store.points(ofPart: part).count >= 3) }
        }
        #expect(multiPart > 0)
    }

    @Test func roadsCarryTheirNames() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let lines = model.tileFeatures.namedLines
        #expect(lines.contains { $0.name == "Mannerheimintie" && $0.roadClass == "primary" })
        #expect(lines.contains { $0.roadClass == "secondary" })
        // Each named line's middle lies on the extract.
        let near = model.worldBounds.insetBy(dx: -model.worldBounds.width, dy: -model.worldBounds.height)
        #expect(lines.allSatisfy { near.contains($0.middle) })
    }

    @Test func geometryLiesNearTheDataBounds() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let world = model.worldBounds.insetBy(dx: -model.worldBounds.width, dy: -model.worldBounds.height)
        let store = model.tileFeatures
        for f in 0..<store.count {
            let parts = store.parts(of: f)
            let first = store.pointStarts[parts.lowerBound], end = store.pointStarts[parts.upperBound]
            #expect(Rect.bounding(store.points[Int(first)..<Int(end)]).overlaps(world))
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
}

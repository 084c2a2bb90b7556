import Testing
import WhimGraphics
import WhimMap
import WhimStyle
import WhimTestSupport

/// Golden images of Helsinki from the shipped extract, drawn through its tiles (`OSMTileSource`) in the
/// app's style: two cameras, each with and without a layer of markers and a route.
@Suite("Helsinki golden images")
struct MapGoldenTests {
    static let size = Size(width: 800, height: 450)
    /// Antialiasing may differ slightly between cairo/pixman builds.
    static let tolerance = ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 1_800)

    /// The whole extract, fitted as far as the camera limits allow (the data always covers the view).
    static func overview(_ model: MapModel) -> Camera {
        Camera(fitting: model.bounds, viewportSize: size, insets: EdgeInsets(all: 12))
    }

    /// Street level over the city centre: the station, Keskuskatu and the Esplanadi.
    static func street(_ model: MapModel) -> Camera {
        Camera(center: GeoCoordinate(latitude: 60.16935, longitude: 24.94720), zoom: 16.1, viewportSize: size)
    }

    /// A walk from the railway station down Keskuskatu and along Pohjoisesplanadi to the market square,
    /// on the streets' own nodes.
    static let route = [
        GeoCoordinate(latitude: 60.17095, longitude: 24.94165),
        GeoCoordinate(latitude: 60.17053, longitude: 24.94276),
        GeoCoordinate(latitude: 60.17009, longitude: 24.94286),
        GeoCoordinate(latitude: 60.16884, longitude: 24.94290),
        GeoCoordinate(latitude: 60.16767, longitude: 24.94318),
        GeoCoordinate(latitude: 60.16769, longitude: 24.94428),
        GeoCoordinate(latitude: 60.16773, longitude: 24.94596),
        GeoCoordinate(latitude: 60.16778, longitude: 24.94779),
        GeoCoordinate(latitude: 60.16783, longitude: 24.94965),
        GeoCoordinate(latitude: 60.16788, longitude: 24.95106),
        GeoCoordinate(latitude: 60.16792, longitude: 24.95282),
    ]

    static func layer() -> MapLayer {
        MapLayer(
            name: "trip",
            markers: [
                MapMarker(id: "from", coordinate: route[0], title: "Rautatieasema", color: 0x34A853),
                MapMarker(id: "stop", coordinate: route[3], title: "Aleksanterinkatu", color: 0x1A73E8),
                MapMarker(id: "to", coordinate: route[route.count - 1], title: "Kauppatori", color: 0xEA4335),
            ],
            polylines: [MapPolyline(coordinates: route, color: 0x1A73E8, width: 5)],
            circles: [MapCircle(center: route[0], radiusMeters: 60)],
            selectedMarkerID: "to",
            cameraWish: .keep)
    }

    /// Draws the map (and optionally the layer) the way the compositor does: blit, then overlays.
    func frame(_ camera: (MapModel) -> Camera, withLayer: Bool) throws -> Surface {
        let model = try #require(Fixtures.helsinkiModel)
        let view = MapView(source: OSMTileSource(model: model), style: try Fixtures.lightStyle(), viewportSize: Self.size,
                           camera: camera(model))
        defer { view.worker.stop() }
        let manager = MapLayerManager(mapView: view)
        if withLayer { manager.activate(Self.layer(), animated: false) }
        let surface = try Surface(width: Int(Self.size.width), height: Int(Self.size.height), format: .rgb24)
        let canvas = Canvas(surface)
        let shown = try view.draw(into: canvas)
        manager.drawOverlays(into: canvas, camera: shown.camera)
        canvas.flush()
        return surface
    }

    @Test func overviewBaseMap() throws {
        assertGolden(try frame(Self.overview, withLayer: false), named: "overview", tolerance: Self.tolerance)
    }

    @Test func overviewWithRoute() throws {
        assertGolden(try frame(Self.overview, withLayer: true), named: "overview-route", tolerance: Self.tolerance)
    }

    @Test func streetBaseMap() throws {
        assertGolden(try frame(Self.street, withLayer: false), named: "street", tolerance: Self.tolerance)
    }

    @Test func streetWithRoute() throws {
        assertGolden(try frame(Self.street, withLayer: true), named: "street-route", tolerance: Self.tolerance)
    }
}

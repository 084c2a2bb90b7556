import Testing
import WhimGraphics
import WhimTestSupport
@testable import WhimMap

@Suite("The persistent map surface and its cache")
struct MapViewTests {
    func makeView() throws -> MapView {
        let model = try #require(Fixtures.helsinkiModel)
        return try Fixtures.extractView(model, viewportSize: Size(width: 320, height: 200),
                                        camera: Camera(center: GeoCoordinate(latitude: 60.1705, longitude: 24.9440), zoom: 16,
                                                       viewportSize: Size(width: 320, height: 200)))
    }

    @Test func firstFrameWaitsForItsTilesAndPanningInsideTheMosaicReusesThem() throws {
        let view = try makeView()
        let first = try view.prepareFrame()
        let area = view.tileArea(for: view.camera)
        #expect(view.renderCount == area.count)
        #expect(first.isCrisp)
        #expect(first.surface.format == .rgb24)
        #expect(first.surface.pixelSize == PixelSize(width: area.columns.count * TileGrid.side, height: area.rows.count * TileGrid.side))
        view.pan(dx: 30, dy: -20)
        let moved = try view.prepareFrame()
        #expect(moved.surface === first.surface)
        #expect(moved.offset == first.offset + PixelPoint(x: 30, y: -20))
        // The map moved by exactly the drag: the pixel under a world point follows it.
        let world = first.camera.worldPoint(forScreen: Point(x: 100, y: 100))
        #expect(moved.camera.screenPoint(forWorld: world).distance(to: Point(x: 130, y: 80)) < 1e-6)
        // Only tiles newly inside the margin were drawn.
        #expect(view.renderCount <= area.count + area.columns.count + area.rows.count + 1)
    }

    @Test func panningPastTheMosaicRebuildsItFromTilesAtTheSameZoom() throws {
        let view = try makeView()
        let first = try view.prepareFrame()
        view.pan(dx: 600, dy: 0)
        let frame = try view.prepareFrame()
        #expect(frame.isCrisp)
        #expect(frame.offset.x <= 0 && frame.offset.y <= 0)
        #expect(frame.offset.x + frame.surface.width >= 320 && frame.offset.y + frame.surface.height >= 200)
        #expect(frame.camera.zoom == first.camera.zoom)
    }

    @Test func animationsMoveMosaicPixelsWhileTheTargetsTilesAreDrawn() throws {
        let view = try makeView()
        _ = try view.prepareFrame()
        view.zoom(by: 1, around: Point(x: 160, y: 100), animated: true, duration: 0.2)
        var frames = 0
        while view.advance(by: 1.0 / 60) {
            let frame = try view.prepareFrame()
            #expect(!frame.isCrisp)
            #expect(frame.offset == .zero)
            frames += 1
        }
        #expect(frames >= 10)
        // The tiles at the target zoom were asked for (and, waiting for tiles, drawn) during the animation.
        let target = view.tileArea(for: view.camera)
        #expect(target.keys.allSatisfy { view.tiles.contains($0) })
        let settled = try view.prepareFrame()
        #expect(settled.isCrisp)
        #expect(abs(view.camera.zoom - 17) < 1e-9)
    }

    @Test func wheelZoomKeepsThePointerOverTheSamePlace() throws {
        let view = try makeView()
        let anchor = Point(x: 250, y: 40)
        let world = view.camera.worldPoint(forScreen: anchor)
        view.zoom(by: 0.5, around: anchor, animated: true, duration: 0.1)
        view.advance(by: 0.05)
        #expect(view.camera.screenPoint(forWorld: world).distance(to: anchor) < 1e-6)
        view.advance(by: 0.05)
        #expect(view.camera.screenPoint(forWorld: world).distance(to: anchor) < 1e-6)
        #expect(!view.isAnimating)
    }

    @Test func panIsClampedToTheData() throws {
        let view = try makeView()
        // Further than the world is wide at this zoom: the extract's tiles cover the world.
        let far = 2 * WebMercator.worldSize(zoom: view.camera.zoom)
        view.pan(dx: -far, dy: -far)
        // The view's edges stop at the limits' edges (the world, for an extract's tiles): no void past them.
        #expect(abs(view.camera.visibleWorldRect.maxX - view.content.limitRect.maxX) < 1e-12)
        #expect(abs(view.camera.visibleWorldRect.maxY - view.content.limitRect.maxY) < 1e-12)
    }

    @Test func fitAnimatesToTheBoundsInsideTheInsets() throws {
        let view = try makeView()
        let insets = EdgeInsets(top: 20, left: 0, bottom: 80, right: 0)
        // A box in the middle of the data, small enough that the fit needs no zoom below the limit.
        let c = view.content.initialBounds.center
        let box = GeoBounds(minLatitude: c.latitude - 0.0012, maxLatitude: c.latitude + 0.0012, minLongitude: c.longitude - 0.001, maxLongitude: c.longitude + 0.001)
        view.fit(bounds: box, insets: insets, animated: true, duration: 0.4)
        #expect(view.isAnimating)
        for _ in 0..<30 { view.advance(by: 1.0 / 60) }
        #expect(!view.isAnimating)
        let top = view.camera.screenPoint(for: GeoCoordinate(latitude: box.maxLatitude, longitude: box.minLongitude))
        #expect(abs(top.y - 20) < 1e-6)
    }
}

@Suite("Map layers and the layer manager")
struct MapLayerTests {
    let stops = [
        GeoCoordinate(latitude: 60.1719, longitude: 24.9414),  // railway station
        GeoCoordinate(latitude: 60.1687, longitude: 24.9432),
        GeoCoordinate(latitude: 60.1665, longitude: 24.9497),
    ]

    func makeManager() throws -> MapLayerManager {
        let model = try #require(Fixtures.helsinkiModel)
        return MapLayerManager(mapView: try Fixtures.extractView(model, viewportSize: Size(width: 960, height: 640)))
    }

    @Test func exactlyOneLayerIsActive() throws {
        let manager = try makeManager()
        let a = MapLayer(name: "a", markers: [MapMarker(id: "1", coordinate: stops[0])])
        let b = MapLayer(name: "b", markers: [MapMarker(id: "2", coordinate: stops[2])])
        manager.register(a)
        manager.register(b)
        manager.register(a)
        #expect(manager.layers.count == 2)
        #expect(manager.activeLayer == nil)
        manager.activate(a, animated: false)
        #expect(a.isActive && !b.isActive)
        manager.activate(b, animated: false)
        #expect(!a.isActive && b.isActive)
        #expect(manager.activeLayer === b)
        manager.unregister(b)
        #expect(manager.activeLayer == nil && !b.isActive)
        #expect(manager.layers.count == 1)
    }

    @Test func activatingFitsTheContentInsideTheVisibleRect() throws {
        let manager = try makeManager()
        manager.visibleRectInsets = EdgeInsets(top: 40, left: 0, bottom: 120, right: 0)
        // Two stops close enough to fit without zooming out past where the data covers the view.
        let near = Array(stops.prefix(2))
        let layer = MapLayer(name: "route", markers: near.enumerated().map { MapMarker(id: "\($0)", coordinate: $1) },
                             polylines: [MapPolyline(coordinates: near)])
        manager.activate(layer, animated: true)
        #expect(manager.mapView.isAnimating)
        while manager.mapView.advance(by: 1.0 / 60) {}
        let visible = manager.visibleRect.insetBy(dx: -1e-6, dy: -1e-6)
        for stop in near {
            let p = manager.mapView.camera.screenPoint(for: stop)
            #expect(p.x >= visible.minX && p.x <= visible.maxX && p.y >= visible.minY && p.y <= visible.maxY)
        }
    }

    @Test func tapsSelectMarkersOfTheActiveLayerOnly() throws {
        let manager = try makeManager()
        let layer = MapLayer(name: "stops", markers: stops.enumerated().map { MapMarker(id: "s\($0)", coordinate: $1, title: "Stop \($0)") })
        manager.register(layer)
        let camera = manager.mapView.camera
        let p = camera.screenPoint(for: stops[1])
        #expect(manager.handleTap(at: p) == nil)  // not active yet
        manager.activate(layer, animated: false)
        let hitCamera = manager.mapView.camera
        #expect(manager.handleTap(at: hitCamera.screenPoint(for: stops[1]))?.marker?.id == "s1")
        #expect(layer.selectedMarkerID == "s1")
        #expect(manager.handleTap(at: Point(x: -100, y: -100)) == nil)
        #expect(layer.selectedMarkerID == nil)
    }

    @Test func overlaysDrawWithoutRenderingTheBaseAgain() throws {
        let manager = try makeManager()
        let layer = MapLayer(name: "m", markers: [MapMarker(id: "x", coordinate: stops[0], color: 0xE8453C)])
        manager.activate(layer, animated: false)
        let view = manager.mapView
        let frameSurface = try Surface(width: Int(view.viewportSize.width), height: Int(view.viewportSize.height), format: .rgb24)
        let canvas = Canvas(frameSurface)
        for _ in 0..<3 {
            let frame = try view.draw(into: canvas)
            manager.drawOverlays(into: canvas, camera: frame.camera)
        }
        #expect(view.renderCount == view.tileArea(for: view.camera).count)
        canvas.flush()
        let p = view.camera.screenPoint(for: stops[0])
        let pixel = frameSurface.pixel(x: Int(p.x), y: Int(p.y))
        #expect(abs(pixel.red - Double(0xE8) / 255) < 0.02 && abs(pixel.green - Double(0x45) / 255) < 0.02)
    }

    @Test func contentBoundsCoverEveryKindOfContent() {
        let layer = MapLayer(name: "all", markers: [MapMarker(id: "a", coordinate: stops[0])],
                             circles: [MapCircle(center: stops[2], radiusMeters: 100)])
        let b = layer.contentBounds!
        #expect(b.contains(stops[0]) && b.contains(stops[2]))
        #expect(b.minLatitude < stops[2].latitude - 0.0008)
        #expect(MapLayer(name: "empty").contentBounds == nil)
    }
}

@Suite("The composed map surface")
struct MapComposerTests {
    @Test func composesAgainOnlyWhenSomethingVisibleChanges() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let view = try Fixtures.extractView(model, viewportSize: Size(width: 240, height: 160))
        let manager = MapLayerManager(mapView: view)
        let composer = MapComposer(layers: manager)
        let first = try composer.compose()
        #expect(composer.revision == 1)
        #expect(try composer.compose() === first)
        #expect(composer.revision == 1)
        let layer = MapLayer(name: "l", markers: [MapMarker(id: "a", coordinate: model.bounds.center)], cameraWish: .keep)
        manager.activate(layer, animated: false)
        _ = try composer.compose()
        #expect(composer.revision == 2)
        layer.selectedMarkerID = "a"
        _ = try composer.compose()
        #expect(composer.revision == 3)
        view.pan(dx: 0, dy: 5)
        _ = try composer.compose()
        #expect(composer.revision == 4)
    }

    @Test("a translucent circle laid over the map as it is copied, then its edge and the markers: within two levels (rounding) of the map copied and every overlay drawn over it, into the cache and straight into a frame through pieces")
    func aCircleLaidOverTheMapAsItIsCopiedIsTheCircleDrawnOverIt() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let size = Size(width: 320, height: 200)
        let centre = GeoCoordinate(latitude: 60.1699, longitude: 24.9460)
        let view = try Fixtures.extractView(model, viewportSize: size, camera: Camera(center: centre, zoom: 16, viewportSize: size))
        let manager = MapLayerManager(mapView: view)
        let composer = MapComposer(layers: manager)
        let layer = MapLayer(name: "radius", markers: [MapMarker(id: "a", coordinate: centre)],
                             circles: [MapCircle(center: centre, radiusMeters: 120)], cameraWish: .keep)
        manager.activate(layer, animated: false)

        /// The map copied, then the overlays drawn the usual way, for the camera the composer shows now.
        func reference() throws -> Surface {
            let frame = try view.prepareFrame()
            #expect(frame.scaling == nil)
            let s = try Surface(width: 320, height: 200, format: .rgb24)
            s.blit(frame.surface, at: frame.offset, in: s.bounds, copy: true)
            manager.drawOverlays(into: Canvas(s), camera: frame.camera)
            return s
        }
        func worst(_ a: Surface, _ b: Surface, in rects: [PixelRect]) -> Int {
            var m = 0
            for r in rects { for y in r.minY..<r.maxY { for x in r.minX..<r.maxX {
                let u = a.withPixelsReadOnly { $0.load(fromByteOffset: y * a.stride + x * 4, as: UInt32.self) }
                let v = b.withPixelsReadOnly { $0.load(fromByteOffset: y * b.stride + x * 4, as: UInt32.self) }
                for shift: UInt32 in [0, 8, 16] { m = max(m, abs(Int((u >> shift) & 0xFF) - Int((v >> shift) & 0xFF))) }
            } } }
            return m
        }

        let cached = try composer.compose()
        #expect(composer.tintedDraws == 1)
        let whole = [PixelRect(x: 0, y: 0, width: 320, height: 200)]
        #expect(worst(cached, try reference(), in: whole) <= 2)

        // The map moves: drawn straight into a frame, only through what panels leave uncovered.
        view.pan(dx: 37, dy: -21)
        try composer.prepare()
        let frame = try Surface(width: 320, height: 200, format: .rgb24)
        let pieces = [PixelRect(x: 0, y: 0, width: 320, height: 61), PixelRect(x: 0, y: 61, width: 97, height: 139),
                      PixelRect(x: 211, y: 61, width: 109, height: 80)]
        #expect(composer.drawPrepared(into: frame, visible: pieces))
        #expect(composer.tintedDraws == 2)
        #expect(worst(frame, try reference(), in: pieces) <= 2)
    }

    @Test("drawn straight into a frame, the map writes only inside the pieces panels leave uncovered: copied with its circle laid over, and scaled while a zoom animates (a smooth scale, where frames wait for their tiles, declines)", arguments: [TileLoading.waitForTiles, .background])
    func drawnStraightTheMapKeepsThePixelsOutsideThePieces(_ loading: TileLoading) throws {
        let model = try #require(Fixtures.helsinkiModel)
        let size = Size(width: 160, height: 100)
        let centre = GeoCoordinate(latitude: 60.1699, longitude: 24.9460)
        let view = try Fixtures.extractView(model, viewportSize: size, camera: Camera(center: centre, zoom: 15, viewportSize: size), tileLoading: loading)
        defer { view.worker.stop() }
        view.waitForTiles()
        let manager = MapLayerManager(mapView: view)
        let composer = MapComposer(layers: manager)
        manager.activate(MapLayer(name: "radius", markers: [MapMarker(id: "a", coordinate: centre)],
                                  circles: [MapCircle(center: centre, radiusMeters: 300)], cameraWish: .keep), animated: false)
        _ = try composer.compose()
        // A top bar and a bottom card with margins cover the rest.
        let pieces = [PixelRect(x: 0, y: 20, width: 160, height: 45), PixelRect(x: 0, y: 65, width: 8, height: 35),
                      PixelRect(x: 152, y: 65, width: 8, height: 35)]
        var random = SeededRandom(seed: 31)
        func drawStraight() throws -> (drew: Bool, keptOutside: Bool) {
            try composer.prepare()
            let before = try Surface.noise(width: 160, height: 100, using: &random)
            let frame = before.copy()
            let drew = composer.drawPrepared(into: frame, visible: pieces)
            var kept = true
            for y in 0..<100 { for x in 0..<160 where !pieces.contains(where: { $0.contains(x: x, y: y) }) {
                if frame.pixel(x: x, y: y) != before.pixel(x: x, y: y) { kept = false }
            } }
            return (drew, kept)
        }
        view.pan(dx: 37, dy: -21)
        let copied = try drawStraight()
        #expect(copied.drew && copied.keptOutside)
        #expect(composer.tintedDraws == 2)
        view.zoom(by: 0.7, around: Point(x: 80, y: 50), animated: true, duration: 1)
        view.advance(by: 0.3)
        let scaled = try drawStraight()
        #expect(scaled.drew == (loading == .background))
        #expect(scaled.keptOutside)
    }
}

import Foundation
import Testing
import WhimGraphics
@testable import WhimMap

/// The data's edge: a clamped camera never shows void where the data could fill the view.
@Suite struct CameraLimitsTests {
    @Test("after clamping, the view lies inside the data, for random cameras and viewports (seeded)")
    func clampedViewStaysInsideTheData() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let seed: UInt64 = 18
        var random = SplitMix64(seed: seed)
        for _ in 0..<500 {
            let size = Size(width: Double.random(in: 200...2400, using: &random), height: Double.random(in: 200...1400, using: &random))
            let limits = CameraLimits(bounds: model.bounds, viewportSize: size)
            let camera = Camera(worldCenter: Point(x: model.worldBounds.midX + Double.random(in: -0.001...0.001, using: &random),
                                                   y: model.worldBounds.midY + Double.random(in: -0.001...0.001, using: &random)),
                                zoom: Double.random(in: -2...22, using: &random), viewportSize: size)
            let view = camera.clamped(to: limits).visibleWorldRect
            let data = model.worldBounds
            let slack = 1e-9
            #expect(view.minX >= data.minX - slack && view.maxX <= data.maxX + slack
                    && view.minY >= data.minY - slack && view.maxY <= data.maxY + slack, "seed \(seed): \(size) \(camera)")
        }
    }

    @Test("the zoom-out limit is where the data just covers the viewport; non-finite cameras fall back inside")
    func coveringZoom() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let size = Size(width: 1600, height: 900)
        let limits = CameraLimits(bounds: model.bounds, viewportSize: size)
        let atLimit = Camera(center: model.bounds.center, zoom: limits.minZoom, viewportSize: size).visibleWorldRect
        // One direction exactly covered, the other more than covered.
        let fits = [abs(atLimit.width - model.worldBounds.width), abs(atLimit.height - model.worldBounds.height)]
        #expect(fits.min()! < 1e-12)
        #expect(atLimit.width <= model.worldBounds.width + 1e-12 && atLimit.height <= model.worldBounds.height + 1e-12)
        let wild = Camera(worldCenter: Point(x: .nan, y: .infinity), zoom: .nan, viewportSize: size).clamped(to: limits)
        #expect(wild.zoom == limits.minZoom && wild.worldCenter.x.isFinite && wild.worldCenter.y.isFinite)
    }

    @Test("map render takes the extract's shape within the size asked for")
    func fittedExportSize() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let fitted = MapExport.fittedSize(for: model.bounds, within: PixelSize(width: 1920, height: 1080))
        // The Helsinki extract is taller than wide: full height, narrower width, same aspect as the data.
        #expect(fitted.height == 1080 && fitted.width < 1080)
        let aspect = model.worldBounds.width / model.worldBounds.height
        #expect(abs(Double(fitted.width) / Double(fitted.height) - aspect) < 0.01)
    }
}

@Suite struct CameraFitAtTheLimitTests {
    @Test("a fit that would zoom out past the limit still centres its content in the inset area")
    func fitCentresAtTheLimit() throws {
        let model = try #require(Fixtures.helsinkiModel)
        // The extract's tiles with the camera kept over the extract, so its limit is near.
        let renderer = VectorMapRenderer(source: OSMTileSource(model: model), style: try Fixtures.lightStyle())
        let content = MapContent(background: .white, initialBounds: model.bounds, limitRect: model.worldBounds,
                                 attribution: MapAttribution(text: MapAttribution.openStreetMap))
        let view = MapView(content: content, drawing: MapTileDrawer(vector: renderer), viewportSize: Size(width: 960, height: 540))
        defer { view.worker.stop() }
        let insets = EdgeInsets(top: 64, left: 0, bottom: 300, right: 0)
        // A tall box: at the limit it cannot fit in the 176-unit gap; its centre must sit in the gap's middle.
        let c = model.bounds.center
        let box = WebMercator.project(GeoBounds(minLatitude: c.latitude - 0.003, maxLatitude: c.latitude + 0.003,
                                                minLongitude: c.longitude - 0.001, maxLongitude: c.longitude + 0.001))
        let camera = view.camera(fitting: box, insets: insets)
        #expect(abs(camera.zoom - view.limits.minZoom) < 1e-9)
        let centre = camera.screenPoint(forWorld: Point(x: box.midX, y: box.midY))
        #expect(abs(centre.y - (64 + (540 - 300 - 64) / 2)) < 1e-6)
    }
}

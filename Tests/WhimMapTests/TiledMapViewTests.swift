import Foundation
import Testing
import WhimGraphics
@testable import WhimMap

@Suite("Map frames from background tiles")
struct TiledMapViewTests {
    static let size = Size(width: 320, height: 200)
    static let centre = GeoCoordinate(latitude: 60.1699, longitude: 24.9460)

    func makeView(zoom: Double = 16, loading: TileLoading = .waitForTiles) throws -> MapView {
        let model = try #require(Fixtures.helsinkiModel)
        return MapView(model: model, viewportSize: Self.size,
                       camera: Camera(center: Self.centre, zoom: zoom, viewportSize: Self.size), tileLoading: loading)
    }

    /// The viewport's pixels of a frame, copied (the mosaic itself changes as tiles land).
    func pixels(_ frame: MapFrame) throws -> Surface {
        let s = try Surface(width: Int(Self.size.width), height: Int(Self.size.height), format: .rgb24)
        s.blit(frame.surface, at: frame.offset, in: s.bounds, copy: true)
        return s
    }

    func meanDifference(_ a: Surface, _ b: Surface) -> Double {
        var total = 0.0
        for y in stride(from: 0, to: a.height, by: 2) {
            for x in stride(from: 0, to: a.width, by: 2) {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                total += abs(p.red - q.red) + abs(p.green - q.green) + abs(p.blue - q.blue)
            }
        }
        return total / Double((a.width / 2) * (a.height / 2))
    }

    @Test func aFrameNeverWaitsInTheBackgroundAndShowsAnotherZoomScaledMeanwhile() throws {
        let view = try makeView()
        _ = try view.prepareFrame()  // zoom 16 drawn and cached
        view.tileLoading = .background
        var next = view.camera
        next.zoom = 16.5
        view.setCamera(next)
        let rendered = view.renderCount
        let fallback = try view.prepareFrame()
        // Nothing at 16.5 could have arrived before this frame asked for it.
        #expect(!fallback.isCrisp)
        #expect(view.renderCount == rendered)
        let shown = try pixels(fallback)

        let reference = try makeView(zoom: 16.5)
        let crisp = try pixels(try reference.prepareFrame())
        let blank = try Surface(width: crisp.width, height: crisp.height, format: .rgb24)
        Canvas(blank).fill(Rect(size: Self.size), view.style.land)
        // The scaled zoom-16 tiles look like the crisp map, far more than the blank land would.
        #expect(meanDifference(shown, crisp) * 3 < meanDifference(blank, crisp))

        // The crisp tiles land as damage where they go; the rest of the frame keeps its pixels.
        view.waitForTiles()
        let landed = try view.prepareFrame()
        #expect(landed.isCrisp)
        let damage = try #require(landed.damage)
        #expect(!damage.isEmpty)
        let after = try pixels(landed)
        #expect(meanDifference(after, crisp) == 0)
        let bounds = PixelRect(size: after.pixelSize)
        for y in 0..<after.height {
            for x in 0..<after.width where !damage.contains(where: { $0.intersection(bounds).contains(x: x, y: y) }) {
                #expect(after.pixel(x: x, y: y) == shown.pixel(x: x, y: y), "pixel (\(x), \(y)) changed outside the damage")
            }
        }
    }

    @Test func settledPixelsDoNotDependOnTheWayThere() throws {
        // A seeded random walk of pans and zooms; after it settles, the frame equals a fresh view's.
        var rng = SplitMix64(seed: 17)
        let view = try makeView()
        for step in 0..<6 {
            if rng.next() % 2 == 0 {
                view.pan(dx: Double(rng.next() % 400) - 200, dy: Double(rng.next() % 300) - 150)
            } else {
                view.zoom(by: Double(rng.next() % 5) * 0.25 - 0.5, around: Point(x: 160, y: 100), animated: true)
            }
            while view.advance(by: 1.0 / 60) { _ = try view.prepareFrame() }
            let walked = try pixels(try view.prepareFrame())
            let fresh = try makeView()
            fresh.setCamera(view.camera)
            let direct = try pixels(try fresh.prepareFrame())
            #expect(meanDifference(walked, direct) == 0, "seed 17, step \(step): \(view.camera)")
        }
    }

    @Test func theSameCameraGivesTheSamePixelsEveryRun() throws {
        let a = try pixels(try makeView(zoom: 16.3).prepareFrame())
        let b = try pixels(try makeView(zoom: 16.3).prepareFrame())
        #expect(meanDifference(a, b) == 0)
    }

    @Test func tilesAreStitchedWithoutSeams() throws {
        // A settled frame equals the renderer's base map drawn in one piece for the shown camera,
        // away from labels (which tiles place per block): compare with labels off.
        let model = try #require(Fixtures.helsinkiModel)
        let view = MapView(model: model, viewportSize: Self.size,
                           camera: Camera(center: Self.centre, zoom: 16.2, viewportSize: Self.size))
        var renderer = view.renderer
        renderer.drawsLabels = false
        let unlabeled = MapView(renderer: renderer, viewportSize: Self.size, camera: view.camera)
        let frame = try unlabeled.prepareFrame()
        let tiled = try pixels(frame)
        let whole = try renderer.render(camera: frame.camera, attribution: false)
        #expect(meanDifference(tiled, whole) < 0.01)
    }
}

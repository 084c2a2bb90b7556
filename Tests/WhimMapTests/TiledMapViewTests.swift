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
        return try Fixtures.extractView(model, viewportSize: Self.size,
                                        camera: Camera(center: Self.centre, zoom: zoom, viewportSize: Self.size), tileLoading: loading)
    }

    /// The viewport's pixels of a frame, copied (the mosaic itself changes as tiles land).
    func pixels(_ frame: MapFrame) throws -> Surface {
        let s = try Surface(width: Int(Self.size.width), height: Int(Self.size.height), format: .rgb24)
        s.blit(frame.surface, at: frame.offset, in: s.bounds, copy: true)
        return s
    }

    func meanDifference(_ a: Surface, _ b: Surface, where included: (Int, Int) -> Bool = { _, _ in true }) -> Double {
        var total = 0.0, count = 0
        for y in stride(from: 0, to: a.height, by: 2) {
            for x in stride(from: 0, to: a.width, by: 2) where included(x, y) {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                total += abs(p.red - q.red) + abs(p.green - q.green) + abs(p.blue - q.blue)
                count += 1
            }
        }
        return total / Double(max(1, count))
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
        Canvas(blank).fill(Rect(size: Self.size), view.content.background)
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

    /// Whether a frame's pixels reach every edge of the viewport (no blank margin).
    func coversViewport(_ frame: MapFrame) -> Bool {
        let viewport = Rect(size: Self.size)
        if let scaling = frame.scaling {
            let r = scaling.rect
            return r.minX <= viewport.minX && r.minY <= viewport.minY && r.maxX >= viewport.maxX && r.maxY >= viewport.maxY
        }
        return PixelRect(origin: frame.offset, size: frame.surface.pixelSize).contains(PixelRect(size: PixelSize(width: 320, height: 200)))
    }

    @Test func aZoomOutNeverShrinksTheMapInsideBlankMargins() throws {
        // Seeded zoom-outs around random points and fits that pan as they zoom out, tiles in the
        // background: every frame of every animation reaches all four edges of the viewport. (Scaling
        // the last mosaic down, as zooms did before, left land-coloured margins that grew with the zoom.)
        var rng = SplitMix64(seed: 29)
        let view = try makeView(zoom: 17)
        _ = try view.prepareFrame()
        view.tileLoading = .background
        for step in 0..<12 {
            if view.camera.zoom < 15 { view.setCamera(Camera(center: Self.centre, zoom: 17, viewportSize: Self.size)) }
            if step % 3 == 2 {
                var target = view.camera
                target.zoom -= 0.5 + Double(rng.next() % 4) * 0.25
                target.pan(dx: Double(rng.next() % 300) - 150, dy: Double(rng.next() % 200) - 100)
                view.animate(to: target, duration: 0.3)
            } else {
                let anchor = Point(x: Double(rng.next() % 320), y: Double(rng.next() % 200))
                view.zoom(by: -0.25 - Double(rng.next() % 6) * 0.25, around: anchor, duration: 0.25)
            }
            var frames = 0
            repeat {
                let frame = try view.nextFrame()
                #expect(coversViewport(frame), "seed 29, step \(step), frame \(frames): camera \(view.camera)")
                frames += 1
                // Some frames wait a little, so tiles land during the animation too.
                if rng.next() % 4 == 0 { Thread.sleep(forTimeInterval: 0.005) }
            } while view.advance(by: 1.0 / 60)
            #expect(frames > 1)
        }
    }

    @Test func aZoomOutShowsTheTilesOfTheZoomItHeadsTo() throws {
        // Zoom 15 cached, then a zoom-out from 17 to 15 about the centre: part way, the frame is zoom 15's
        // crisp map scaled up about the centre, edges included. (The zoom-17 mosaic scaled down to under
        // two fifths no longer reached the edges: they showed blank land.)
        let view = try makeView(zoom: 15)
        let end = view.camera
        let crisp15 = try pixels(try view.prepareFrame())
        view.setCamera(Camera(center: Self.centre, zoom: 17, viewportSize: Self.size))
        _ = try view.prepareFrame()
        view.tileLoading = .background
        view.zoom(by: -2, around: Point(x: 160, y: 100), duration: 0.3)
        #expect(view.animation?.to == end)
        view.advance(by: 0.12)
        let frame = try view.prepareFrame()
        let zoom = view.camera.zoom
        #expect(zoom > 15.2 && zoom < 15.8)
        #expect(coversViewport(try view.nextFrame()))
        let shown = try pixels(frame)
        // The reference: the crisp zoom-15 view magnified about the viewport's centre.
        let f = pow(2, zoom - 15)
        let expected = try Surface(width: 320, height: 200, format: .rgb24)
        expected.scaleNearest(crisp15, into: Rect(x: 160 - 160 * f, y: 100 - 100 * f, width: 320 * f, height: 200 * f),
                              in: expected.bounds, land: view.content.background)
        // (Not exact: the crisp view's whole-pixel offset is magnified with it. Measured 0.053; the zoom-17
        // mosaic scaled down gave 0.176.)
        #expect(meanDifference(shown, expected) < 0.08)
    }

    @Test("every frame of a zoom-out shows the zoom it heads to, from its first frame on: the mosaic built then serves the whole way, never the memory's old pixels")
    func everyFrameOfAZoomOutShowsTheZoomItHeadsTo() throws {
        // As above, but with a frame at the very start of the zoom-out, when the mosaic of zoom 15 is built
        // (on memory that held the zoom-17 mosaic), and every frame after it. (A mosaic filled only under
        // the view it starts from fails here.)
        let view = try makeView(zoom: 15)
        let crisp15 = try pixels(try view.prepareFrame())
        view.setCamera(Camera(center: Self.centre, zoom: 17, viewportSize: Self.size))
        _ = try view.prepareFrame()
        view.tileLoading = .background
        view.zoom(by: -2, around: Point(x: 160, y: 100), duration: 0.3)
        var checked = 0
        for _ in 0..<17 {
            view.advance(by: 1.0 / 60)
            let frame = try view.prepareFrame()
            let zoom = view.camera.zoom
            guard zoom < 16.6, zoom > 15.05 else { continue }
            let f = pow(2, zoom - 15)
            let expected = try Surface(width: 320, height: 200, format: .rgb24)
            expected.scaleNearest(crisp15, into: Rect(x: 160 - 160 * f, y: 100 - 100 * f, width: 320 * f, height: 200 * f),
                                  in: expected.bounds, land: view.content.background)
            #expect(meanDifference(try pixels(frame), expected) < 0.08, "at zoom \(zoom)")
            checked += 1
        }
        #expect(checked >= 5)
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
        let source = OSMTileSource(model: model), style = try Fixtures.lightStyle()
        let drawn = VectorMapRenderer(source: source, style: style)
        drawn.drawsLabels = false
        let unlabeled = MapView(content: .tiles(renderer: drawn), drawing: MapTileDrawer(vector: drawn), viewportSize: Self.size,
                                camera: Camera(center: Self.centre, zoom: 16.2, viewportSize: Self.size))
        defer { unlabeled.worker.stop() }
        let frame = try unlabeled.prepareFrame()
        let tiled = try pixels(frame)
        // The worker owns the view's renderer: the whole view is drawn by one of its own.
        let whole = try Surface(width: Int(Self.size.width), height: Int(Self.size.height), format: .rgb24)
        let canvas = Canvas(whole)
        #expect(VectorMapRenderer(source: source, style: style).renderBase(into: canvas, camera: frame.camera))
        canvas.flush()
        #expect(meanDifference(tiled, whole) < 0.01)
    }
}

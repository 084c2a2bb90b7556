import Foundation
import Testing
import WhimGraphics
import WhimTestSupport
@testable import WhimMap

/// `MapFrame.draw(into:canvas:in:)`, what a composer uses to put a frame into its own pixels: a zooming
/// frame is scaled straight in (no viewport-sized surface in between), and the land colour is written only
/// where the mosaic does not cover a pixel whole — with the same result as filling everything with land
/// and scaling over it, the way frames were drawn before.
@Suite struct MapFrameDrawingTests {
    /// A zooming frame of a random mosaic (noise), placed and scaled at random.
    func zoomingFrame(_ random: inout SeededRandom, quality: ScaleQuality) throws -> MapFrame {
        let mosaic = try Surface.noise(width: .random(in: 1...70, using: &random), height: .random(in: 1...50, using: &random), using: &random)
        let factor = pow(2, Double.random(in: -1.5...1.5, using: &random))
        let rect = Rect(x: .random(in: -40...40, using: &random), y: .random(in: -30...30, using: &random),
                        width: Double(mosaic.width) * factor, height: Double(mosaic.height) * factor)
        let camera = Camera(center: GeoCoordinate(latitude: 60.17, longitude: 24.94), zoom: 15, viewportSize: Size(width: 64, height: 48))
        return MapFrame(surface: mosaic, offset: .zero, camera: camera, isCrisp: false, revision: 1, damage: nil,
                        scaling: MapFrame.Scaling(rect: rect, land: Color(0xF2EFE9), quality: quality))
    }

    @Test("a scaled frame drawn into part of a surface equals land everywhere with the mosaic scaled over it", arguments: [ScaleQuality.bilinear, .best])
    func cairoScalingMatchesTheWholeLandFill(_ quality: ScaleQuality) throws {
        for seed in UInt64(1)...120 {
            var random = SeededRandom(seed: seed &* 31 &+ (quality == .best ? 1 : 0))
            let frame = try zoomingFrame(&random, quality: quality)
            let scaling = try #require(frame.scaling)
            let before = try Surface.noise(width: 64, height: 48, using: &random)
            let rect = PixelRect(x: .random(in: -4...40, using: &random), y: .random(in: -4...30, using: &random),
                                 width: .random(in: 0...70, using: &random), height: .random(in: 0...50, using: &random))
            let actual = before.copy()
            frame.draw(into: actual, canvas: Canvas(actual), in: rect)
            // The way before: land over the whole rect, then the mosaic scaled over it, clipped to the rect.
            let expected = before.copy()
            let c = Canvas(expected)
            c.withState {
                c.clip(to: rect.intersection(expected.bounds).rect)
                c.fill(rect.rect, scaling.land)
                c.draw(frame.surface, in: scaling.rect, quality: quality)
            }
            c.flush()
            #expect(actual.withPixelsReadOnly { a in expected.withPixelsReadOnly { a.elementsEqual($0) } }, "seed \(seed)")
        }
    }

    @Test("a nearest-pixel frame is the nearest-pixel kernel's, with the land colour where the mosaic does not reach")
    func nearestScalingIsTheKernel() throws {
        for seed in UInt64(1)...60 {
            var random = SeededRandom(seed: seed)
            let frame = try zoomingFrame(&random, quality: .nearest)
            let scaling = try #require(frame.scaling)
            let before = try Surface.noise(width: 64, height: 48, using: &random)
            let actual = before.copy(), expected = before.copy()
            frame.draw(into: actual, canvas: Canvas(actual), in: actual.bounds)
            expected.scaleNearest(frame.surface, into: scaling.rect, in: expected.bounds, land: scaling.land)
            #expect(actual.withPixelsReadOnly { a in expected.withPixelsReadOnly { a.elementsEqual($0) } }, "seed \(seed)")
        }
    }

    @Test("a placed frame is a copy of the mosaic at its offset, only inside the rect")
    func placedFrameIsACopy() throws {
        var random = SeededRandom(seed: 77)
        let mosaic = try Surface.noise(width: 90, height: 70, using: &random)
        let camera = Camera(center: GeoCoordinate(latitude: 60.17, longitude: 24.94), zoom: 15, viewportSize: Size(width: 64, height: 48))
        let frame = MapFrame(surface: mosaic, offset: PixelPoint(x: -13, y: -9), camera: camera, isCrisp: true, revision: 1, damage: nil)
        let before = try Surface.noise(width: 64, height: 48, using: &random)
        let actual = before.copy(), expected = before.copy()
        let rect = PixelRect(x: 5, y: 7, width: 30, height: 20)
        frame.draw(into: actual, canvas: Canvas(actual), in: rect)
        expected.blit(mosaic, at: PixelPoint(x: -13, y: -9), in: rect, copy: true)
        #expect(actual.withPixelsReadOnly { a in expected.withPixelsReadOnly { a.elementsEqual($0) } })
    }

    @Test("while a zoom animates, the next frame is not scaled ahead; prepareFrame scales it into a frame of its own", arguments: [TileLoading.waitForTiles, .background])
    func zoomingFramesAreScaledWhereTheyAreDrawn(_ loading: TileLoading) throws {
        let model = try #require(Fixtures.helsinkiModel)
        let size = Size(width: 160, height: 100)
        let view = try Fixtures.extractView(model, viewportSize: size,
                                            camera: Camera(center: GeoCoordinate(latitude: 60.1699, longitude: 24.9460), zoom: 15, viewportSize: size), tileLoading: loading)
        defer { view.worker.stop() }
        view.waitForTiles()
        _ = try view.prepareFrame()
        view.zoom(by: 0.7, around: Point(x: 80, y: 50), animated: true, duration: 1)
        view.advance(by: 0.3)
        let next = try view.nextFrame()
        let scaling = try #require(next.scaling)
        #expect(scaling.quality == (loading == .background ? .nearest : .bilinear))
        let drawn = try Surface(width: 160, height: 100, format: .rgb24)
        next.draw(into: drawn, canvas: Canvas(drawn), in: drawn.bounds)
        let prepared = try view.prepareFrame()
        #expect(prepared.scaling == nil && prepared.offset == .zero)
        #expect(prepared.surface.withPixelsReadOnly { a in drawn.withPixelsReadOnly { a.elementsEqual($0) } })
    }
}

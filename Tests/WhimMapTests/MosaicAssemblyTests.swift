import Foundation
import Testing
import WhimAnimation
import WhimGraphics
@testable import WhimMap

/// The mosaic a camera animation heads to is put together a few tiles a frame while the camera travels,
/// so that the frame the animation ends on does not copy the whole mosaic.
@Suite("Mosaics put together ahead")
struct MosaicAssemblyTests {
    static let centre = GeoCoordinate(latitude: 60.1699, longitude: 24.9460)

    /// A view of the extract's tiles whose camera is kept over the extract, where every view the walks and
    /// pans below reach has its tiles drawn: the mosaics compared are crisp wherever they are shown, so
    /// they must agree pixel for pixel. (Off the data, the tiles a long pan crosses are not waited for, and
    /// the stand-ins shown in their place depend on what each view cached before.)
    func makeView(_ size: Size, zoom: Double = 16, loading: TileLoading = .waitForTiles) throws -> MapView {
        let model = try #require(Fixtures.helsinkiModel)
        let renderer = VectorMapRenderer(source: OSMTileSource(model: model), style: try Fixtures.lightStyle())
        var content = MapContent.tiles(renderer: renderer)
        content.limitRect = model.worldBounds
        return MapView(content: content, drawing: MapTileDrawer(vector: renderer), viewportSize: size,
                       camera: Camera(center: Self.centre, zoom: zoom, viewportSize: size), tileLoading: loading)
    }

    /// The viewport's pixels of a frame, copied.
    func pixels(_ frame: MapFrame, _ size: Size) throws -> Surface {
        let s = try Surface(width: Int(size.width), height: Int(size.height), format: .rgb24)
        s.blit(frame.surface, at: frame.offset, in: s.bounds, copy: true)
        return s
    }

    func samePixels(_ a: Surface, _ b: Surface) -> Bool {
        a.withPixelsReadOnly { p in b.withPixelsReadOnly { q in
            (0..<a.height).allSatisfy { y in
                memcmp(p.baseAddress! + y * a.stride, q.baseAddress! + y * b.stride, a.width * 4) == 0
            }
        } }
    }

    /// One step of a seeded walk: a zoom-in or a zoom-out about a random point, an animated pan of up to
    /// one and a half viewports, or a fit that pans as it zooms.
    func startAnimation(_ view: MapView, _ rng: inout SplitMix64, size: Size) {
        let anchor = Point(x: Double(rng.next() % UInt64(size.width)), y: Double(rng.next() % UInt64(size.height)))
        switch rng.next() % 4 {
        case 0: view.zoom(by: 0.25 + Double(rng.next() % 4) * 0.25, around: anchor, duration: 0.3)
        case 1: view.zoom(by: -0.25 - Double(rng.next() % 3) * 0.25, around: anchor, duration: 0.3)
        case 2:
            var target = view.camera
            target.pan(dx: (Double(rng.next() % 300) / 100 - 1.5) * size.width, dy: (Double(rng.next() % 300) / 100 - 1.5) * size.height)
            view.animate(to: target, duration: 0.35)
        default:
            var target = view.camera
            target.zoom += Double(rng.next() % 5) * 0.25 - 0.5
            target.pan(dx: Double(rng.next() % 600) - 300, dy: Double(rng.next() % 400) - 200)
            view.animate(to: target, duration: 0.45, curve: TimingCurve.cubicEaseInOut)
        }
    }

    @Test("every frame of a seeded walk of animations, retargeted now and then, shows the same pixels as a view that builds each mosaic when it needs it")
    func aMosaicPutTogetherAheadShowsWhatOneBuiltWhenNeededShows() throws {
        let size = Size(width: 560, height: 360)
        let ahead = try makeView(size), reference = try makeView(size)
        reference.assemblesAhead = false
        var rng = SplitMix64(seed: 41)
        var frames = 0
        for step in 0..<7 {
            if ahead.camera.zoom > 17.5 || ahead.camera.zoom < 14.5 {
                let home = Camera(center: Self.centre, zoom: 16, viewportSize: size)
                ahead.setCamera(home)
                reference.setCamera(home)
            }
            var r2 = rng
            startAnimation(ahead, &rng, size: size)
            startAnimation(reference, &r2, size: size)
            let retargetAt = Int(rng.next() % 30)
            var frame = 0
            repeat {
                if frame == retargetAt, let to = ahead.animation?.to {
                    // Half-way somewhere else: the mosaic being put together may no longer serve.
                    var other = to
                    other.pan(dx: size.width * 0.8, dy: -size.height * 0.5)
                    ahead.retarget(to: other, duration: 0.3)
                    reference.retarget(to: other, duration: 0.3)
                }
                let a = try pixels(try ahead.prepareFrame(), size), b = try pixels(try reference.prepareFrame(), size)
                #expect(samePixels(a, b), "seed 41, step \(step), frame \(frame): \(ahead.camera)")
                #expect(ahead.camera == reference.camera)
                frame += 1
                frames += 1
                _ = reference.advance(by: 1.0 / 60)
            } while ahead.advance(by: 1.0 / 60)
            let a = try pixels(try ahead.prepareFrame(), size), b = try pixels(try reference.prepareFrame(), size)
            #expect(samePixels(a, b), "seed 41, step \(step), settled")
        }
        #expect(frames > 100)
    }

    /// The tiles each frame copies while `view` animates until it settles (the settled frame included).
    func copiesPerFrame(_ view: MapView) throws -> [Int] {
        var copies: [Int] = []
        repeat {
            let before = view.tilesCopied
            _ = try view.prepareFrame()
            copies.append(view.tilesCopied - before)
        } while view.advance(by: 1.0 / 60)
        let before = view.tilesCopied
        _ = try view.prepareFrame()
        copies.append(view.tilesCopied - before)
        return copies
    }

    @Test("a zoom-in and an animated pan copy no more than the budget of tiles in any frame, the one they end on included, where building the mosaic then copies all of it")
    func noFrameOfAZoomInOrAPanCopiesTheWholeMosaic() throws {
        let size = Size(width: 1280, height: 720)
        for ahead in [true, false] {
            let view = try makeView(size)
            view.assemblesAhead = ahead
            _ = try view.prepareFrame()
            let area = view.tileArea(for: view.camera)
            #expect(area.count > 3 * MapView.assemblyBudget)

            view.zoom(by: 1, around: Point(x: 640, y: 360), duration: 0.35)
            let zoomIn = try copiesPerFrame(view)
            var target = view.camera
            target.pan(dx: 1.4 * size.width, dy: 0)
            view.animate(to: target, duration: 0.35)
            let zoomed = view.tileArea(for: view.camera)
            let pan = try copiesPerFrame(view)
            if ahead {
                #expect(zoomIn.max()! <= MapView.assemblyBudget, "\(zoomIn)")
                #expect(pan.max()! <= MapView.assemblyBudget, "\(pan)")
                // Every tile of the zoomed-in mosaic was copied, spread evenly over the first three quarters
                // of the animation's frames (all of them were drawn on its first frame).
                #expect(zoomIn.reduce(0, +) >= zoomed.count)
                let share = (Double(zoomed.count) / (0.75 * Double(zoomIn.count - 1))).rounded(.up)
                #expect(Double(zoomIn.max()!) <= share, "\(zoomIn)")
            } else {
                #expect(zoomIn.last! >= area.count, "\(zoomIn)")
                #expect(pan.max()! > 2 * MapView.assemblyBudget, "\(pan)")
            }
        }
    }

    @Test("in the background, a mosaic put together ahead on memory that held magenta shows none of it: it is completed before it is shown")
    func aMosaicIsShownOnlyOnceComplete() throws {
        let size = Size(width: 560, height: 360)
        let view = try makeView(size, loading: .background)
        // Paint every buffer the view stocked for its mosaics magenta, then give them back.
        do {
            let rows = view.largestMosaicBytes / (TileGrid.side * 4)
            let a = try view.mosaicMemory.surface(width: TileGrid.side, height: rows, format: .rgb24)
            let b = try view.mosaicMemory.surface(width: TileGrid.side, height: rows, format: .rgb24)
            Canvas(a).clear(Color(0xFF00FF))
            Canvas(b).clear(Color(0xFF00FF))
            #expect(view.mosaicMemory.hits == 2)
        }
        let magenta = UInt32(0xFF00FF)
        var rng = SplitMix64(seed: 7)
        var landingFrames = 0
        for step in 0..<10 {
            if view.camera.zoom > 17.5 || view.camera.zoom < 14.5 {
                view.setCamera(Camera(center: Self.centre, zoom: 16, viewportSize: size))
            }
            startAnimation(view, &rng, size: size)
            var frame = 0
            repeat {
                let before = view.tilesCopied
                let shown = try pixels(try view.prepareFrame(), size)
                if view.tilesCopied - before > 0 { landingFrames += 1 }
                let wrong = shown.withPixelsReadOnly { p in
                    (0..<shown.height).reduce(0) { n, y in
                        n + (0..<shown.width).filter { p.load(fromByteOffset: y * shown.stride + $0 * 4, as: UInt32.self) & 0xFF_FFFF == magenta }.count
                    }
                }
                #expect(wrong == 0, "seed 7, step \(step), frame \(frame): \(wrong) magenta pixels")
                frame += 1
                // Some frames wait a little, so tiles land during the animation too.
                if rng.next() % 3 == 0 { Thread.sleep(forTimeInterval: 0.004) }
            } while view.advance(by: 1.0 / 60)
        }
        #expect(landingFrames > 0)
    }
}

import Foundation
import Testing
import WhimGraphics
@testable import WhimMap

/// `MapView.prepareAhead()`: the mosaic a camera move needs is put together between frames, after the
/// input that began the move, so the frame that follows copies no tile; the frame is the same as without it.
@Suite("Map mosaics put together between frames")
struct MapPrepareAheadTests {
    static let size = Size(width: 320, height: 200)
    static let centre = GeoCoordinate(latitude: 60.1699, longitude: 24.9460)

    func makeView(zoom: Double) throws -> MapView {
        let model = try #require(Fixtures.helsinkiModel)
        return try Fixtures.extractView(model, viewportSize: Self.size,
                                        camera: Camera(center: Self.centre, zoom: zoom, viewportSize: Self.size), tileLoading: .waitForTiles)
    }

    /// The viewport's pixels of a frame, copied.
    func pixels(_ frame: MapFrame) throws -> [UInt8] {
        let s = try Surface(width: Int(Self.size.width), height: Int(Self.size.height), format: .rgb24)
        frame.draw(into: s, canvas: Canvas(s), in: s.bounds)
        return s.withPixelsReadOnly { Array($0) }
    }

    /// A view with zoom 15's tiles drawn and kept, shown at zoom 17 with its tiles too, loading in the
    /// background from then on.
    func viewAt17WithZoom15Kept() throws -> MapView {
        let view = try makeView(zoom: 15)
        _ = try view.prepareFrame()
        view.setCamera(Camera(center: Self.centre, zoom: 17, viewportSize: Self.size))
        _ = try view.prepareFrame()
        view.tileLoading = .background
        return view
    }

    @Test func aZoomOutsMosaicIsBuiltAheadAndItsFirstFrameCopiesNoTile() throws {
        let prepared = try viewAt17WithZoom15Kept(), plain = try viewAt17WithZoom15Kept()
        defer { prepared.worker.stop(); plain.worker.stop() }
        for view in [prepared, plain] { view.zoom(by: -2, around: Point(x: 160, y: 100), duration: 0.3) }
        let before = prepared.tilesCopied
        try prepared.prepareAhead()
        #expect(prepared.tilesCopied > before, "the zoom-15 mosaic was put together ahead")
        #expect(prepared.mosaic?.zoom == 15)
        let ahead = prepared.tilesCopied
        for view in [prepared, plain] { view.advance(by: 1.0 / 60) }
        let a = try prepared.nextFrame(), b = try plain.nextFrame()
        #expect(prepared.tilesCopied == ahead, "the frame copied no tile")
        #expect(plain.tilesCopied > before, "without it, the frame puts the mosaic together")
        let same = try pixels(a) == pixels(b)
        #expect(same, "the same frame either way")
    }

    @Test func aPanOffTheMosaicIsPutTogetherAhead() throws {
        let view = try makeView(zoom: 16)
        defer { view.worker.stop() }
        _ = try view.prepareFrame()
        view.tileLoading = .background
        let old = try #require(view.mosaic)
        view.pan(dx: 2000, dy: 0)
        try view.prepareAhead()
        let built = try #require(view.mosaic)
        #expect(built !== old, "a mosaic for the camera after the pan")
        let copied = view.tilesCopied
        _ = try view.nextFrame()
        #expect(view.mosaic === built && view.tilesCopied == copied, "the frame found it built")
    }

    @Test func nothingIsDoneAheadWhenFramesWaitForTheirTiles() throws {
        let view = try makeView(zoom: 16)
        _ = try view.prepareFrame()
        let old = try #require(view.mosaic)
        view.pan(dx: 2000, dy: 0)
        let copied = view.tilesCopied
        try view.prepareAhead()
        #expect(view.mosaic === old && view.tilesCopied == copied)
    }
}

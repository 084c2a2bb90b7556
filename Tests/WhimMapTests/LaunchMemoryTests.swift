import Foundation
import Testing
import WhimGraphics
@testable import WhimMap
import WhimTestSupport

/// The memory a map view's first frame draws into is paged in when the view is made or sized (launch),
/// not by the frame: the mosaic's, the composed map's, and the tile worker's thread is started then too.
@Suite("Map memory paged in at launch")
struct LaunchMemoryTests {
    static let centre = GeoCoordinate(latitude: 60.1699, longitude: 24.9460)

    /// The stocked mosaic memory fits every mosaic the viewport can need: for random viewports, zooms and
    /// centres (clamped as the view clamps them), the tile area's bytes never exceed `largestMosaicBytes`.
    @Test(arguments: [UInt64(5), 11, 400])
    func theLargestMosaicBoundsEveryView(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let model = try #require(Fixtures.helsinkiModel)
        let b = model.bounds
        for _ in 0..<40 {
            let size = Size(width: Double.random(in: 1...2200, using: &random), height: Double.random(in: 1...1300, using: &random))
            let view = try Fixtures.extractView(model, viewportSize: size)
            let bound = view.largestMosaicBytes
            for _ in 0..<25 {
                let centre = GeoCoordinate(latitude: Double.random(in: b.minLatitude...b.maxLatitude, using: &random),
                                           longitude: Double.random(in: b.minLongitude...b.maxLongitude, using: &random))
                let zoom = Double.random(in: view.limits.minZoom...view.limits.maxZoom, using: &random)
                view.setCamera(Camera(center: centre, zoom: zoom, viewportSize: size))
                let area = view.tileArea(for: view.camera)
                let bytes = area.mosaicBytes
                #expect(bytes == area.columns.count * area.rows.count * 256 * 256 * 4)
                #expect(bytes <= bound, "viewport \(size), zoom \(zoom): \(area.columns.count)×\(area.rows.count) tiles")
            }
        }
    }

    @Test func theFirstMosaicTakesTheMemoryPagedInWhenTheViewWasSized() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let size = Size(width: 320, height: 200)
        let view = try Fixtures.extractView(model, viewportSize: size, camera: Camera(center: Self.centre, zoom: 15, viewportSize: size))
        #expect(view.mosaicMemory.bytes >= view.largestMosaicBytes)
        _ = try view.prepareFrame()
        #expect(view.mosaicMemory.hits == 1 && view.mosaicMemory.misses == 0)
        // A larger window: memory for its mosaic is paged in by the resize, and its first mosaic takes it.
        let large = Size(width: 900, height: 600)
        view.resize(to: large)
        #expect(view.mosaicMemory.bytes >= view.largestMosaicBytes)
        view.setCamera(Camera(center: Self.centre, zoom: 15, viewportSize: large))
        _ = try view.prepareFrame()
        #expect(view.mosaicMemory.hits == 2 && view.mosaicMemory.misses == 0)
    }

    /// A mosaic is not cleared (it covers every slot with its tile or land): on memory a surface painted
    /// magenta left in the pool, a mosaic with no tiles at all shows land everywhere.
    @Test func aMosaicOnUsedMemoryShowsNoneOfTheMemorysOldPixels() throws {
        let pool = SurfacePool(budget: 16 << 20)
        do {
            let old = try pool.surface(width: 3 * TileGrid.side, height: 2 * TileGrid.side, format: .rgb24)
            Canvas(old).clear(Color(0xFF00FF))
        }
        var cache = TileCache(tiles: 8)
        let land = Color(0xF2EFE9)
        let mosaic = try TileMosaic(zoom: 14, first: (9000, 4600), columns: 3, rows: 2, cache: &cache, land: land,
                                    visible: PixelRect(x: 9000 * 256, y: 4600 * 256, width: 700, height: 400),
                                    reusing: nil, pool: pool)
        #expect(pool.hits == 1, "the mosaic is on the used memory")
        let probe = try Surface(width: 1, height: 1, format: .rgb24)
        Canvas(probe).clear(land)
        let landPixel = probe.withPixelsReadOnly { $0.load(as: UInt32.self) } & 0xFF_FFFF
        let wrong = mosaic.surface.withPixelsReadOnly { p in
            (0..<mosaic.surface.height).reduce(0) { n, y in
                n + (0..<mosaic.surface.width).filter { p.load(fromByteOffset: y * mosaic.surface.stride + $0 * 4, as: UInt32.self) & 0xFF_FFFF != landPixel }.count
            }
        }
        #expect(wrong == 0)
    }

    /// The first mosaic of a view whose tiles come in the background has no tile yet (none was asked for
    /// before its frame): on the memory stocked with the land colour it fills nothing, and shows land.
    @Test func theFirstMosaicFillsNoLandOnMemoryStockedWithIt() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let size = Size(width: 700, height: 400)
        let view = try Fixtures.extractView(model, viewportSize: size, camera: Camera(center: Self.centre, zoom: 15, viewportSize: size),
                                            tileLoading: .background)
        _ = try view.nextFrame()
        let mosaic = try #require(view.mosaic)
        #expect(mosaic.tilesToGo == mosaic.columns * mosaic.rows, "no tile had landed")
        #expect(mosaic.landSlotsFilled == 0)
        let land = view.content.background.opaquePixel
        let allLand = mosaic.surface.withPixelsReadOnly { $0.withMemoryRebound(to: UInt32.self) { $0.allSatisfy { $0 == land } } }
        #expect(allLand)
    }

    /// Random mosaics (some slots' tiles cached, some placed ahead by `assemble`, stand-ins from the zoom
    /// out over part of the rest) completed on memory stocked with the land colour are the same bit for bit
    /// as on memory a surface painted magenta left, and fill no slot; on memory stocked with another colour,
    /// or completed with another land than the memory holds, every slot left gets filled.
    @Test(arguments: [UInt64(2), 13, 58])
    func aMosaicOnLandMemoryIsTheOneFilledOnUsedMemory(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let land = Color(0xF2EFE9), other = Color(0xE9EFF2)
        let zoom = 14.0, first = (x: 9000 + Int.random(in: 0...3, using: &random), y: 4600 + Int.random(in: 0...3, using: &random))
        let columns = Int.random(in: 2...5, using: &random), rows = Int.random(in: 2...4, using: &random)
        var cache = TileCache(tiles: 64), ahead = TileCache(tiles: 64)
        var left = 0
        for r in 0..<rows { for c in 0..<columns {
            let key = TileKey(zoom: zoom, x: first.x + c, y: first.y + r)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: cache.insert(try Surface.noise(width: TileGrid.side, height: TileGrid.side, using: &random), for: key)
            case 1: ahead.insert(try Surface.noise(width: TileGrid.side, height: TileGrid.side, using: &random), for: key)
            default: left += 1
            }
        } }
        for x in first.x / 2...(first.x + columns) / 2 { for y in first.y / 2...(first.y + rows) / 2 where Bool.random(using: &random) {
            cache.insert(try Surface.noise(width: TileGrid.side, height: TileGrid.side, using: &random), for: TileKey(zoom: zoom - 1, x: x, y: y))
        } }
        let o = (x: first.x * TileGrid.side, y: first.y * TileGrid.side)
        let visible = PixelRect(x: o.x + Int.random(in: -100...300, using: &random), y: o.y + Int.random(in: -100...200, using: &random),
                                width: Int.random(in: 200...900, using: &random), height: Int.random(in: 200...700, using: &random))
        let bytes = columns * rows * TileGrid.mosaicBytesPerTile
        /// The mosaic on a pool stocked with `word` (nil: used memory painted magenta), completed with `with`.
        func mosaic(stocked word: UInt32?, completedWith with: Color) throws -> TileMosaic {
            let pool = SurfacePool(budget: 2 * bytes)
            if let word {
                pool.stock(count: 1, bytes: bytes, filledWith: word)
            } else {
                let old = try pool.surface(width: columns * TileGrid.side, height: rows * TileGrid.side, format: .rgb24)
                Canvas(old).clear(Color(0xFF00FF))
            }
            var early = ahead, late = cache
            let m = try TileMosaic(zoom: zoom, first: first, columns: columns, rows: rows, reusing: nil, pool: pool, land: land)
            m.assemble(from: &early, budget: .max)
            m.complete(from: &late, land: with, visible: visible, quality: .nearest)
            return m
        }
        func same(_ a: TileMosaic, _ b: TileMosaic) -> Bool {
            a.surface.withPixelsReadOnly { p in b.surface.withPixelsReadOnly { q in p.elementsEqual(q) } }
        }
        let onLand = try mosaic(stocked: land.opaquePixel, completedWith: land)
        let onUsed = try mosaic(stocked: nil, completedWith: land)
        // Slots the view does not reach get land whole; shown ones only where no stand-in covers them.
        let unseen = onUsed.keys.filter { !onUsed.isCrisp(under: $0.pixelRect) && $0.pixelRect.intersection(visible).isEmpty }.count
        #expect(onLand.landSlotsFilled == 0)
        #expect(onUsed.landSlotsFilled >= unseen && onUsed.landSlotsFilled <= left)
        #expect(same(onLand, onUsed))
        let otherMemory = try mosaic(stocked: other.opaquePixel, completedWith: land)
        #expect(otherMemory.landSlotsFilled == onUsed.landSlotsFilled)
        #expect(same(otherMemory, onUsed))
        let otherLand = try mosaic(stocked: land.opaquePixel, completedWith: other)
        let otherLandOnUsed = try mosaic(stocked: nil, completedWith: other)
        #expect(otherLand.landSlotsFilled == onUsed.landSlotsFilled)
        #expect(same(otherLand, otherLandOnUsed))
    }

    /// The composed map's surface made ahead is the one the first compose draws into, and it shows the same
    /// pixels as a composer that made its surface on that frame.
    @Test func theComposedSurfaceMadeAheadIsTheOneComposedInto() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let size = Size(width: 320, height: 200)
        func composer() throws -> MapComposer {
            MapComposer(layers: MapLayerManager(mapView: try Fixtures.extractView(model, viewportSize: size,
                                                                                  camera: Camera(center: Self.centre, zoom: 15, viewportSize: size))))
        }
        let ahead = try composer()
        let made = try ahead.prepareSurface()
        #expect(made.withPixelsReadOnly { $0.allSatisfy { $0 == 0 } })
        #expect(try ahead.prepareSurface() === made, "preparing again keeps the surface")
        let composed = try ahead.compose()
        #expect(composed === made)
        let onTheFrame = try composer().compose()
        let same = composed.withPixelsReadOnly { a in onTheFrame.withPixelsReadOnly { b in a.elementsEqual(b) } }
        #expect(same)
    }

    @Test func theWorkerThreadStartsBeforeAnyTileIsAskedFor() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let view = try Fixtures.extractView(model, viewportSize: Size(width: 64, height: 64))
        #expect(view.worker.priority == nil, "no thread yet")
        view.worker.start()
        view.worker.start()
        let deadline = Date().addingTimeInterval(10)
        while view.worker.priority == nil, Date() < deadline { usleep(1000) }
        #expect(view.worker.priority != nil, "the thread runs and has reported its scheduling")
        #expect(view.worker.tilesRendered == 0)
    }
}

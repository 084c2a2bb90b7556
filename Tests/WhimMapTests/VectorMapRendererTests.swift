import Testing
import WhimGraphics
@testable import WhimMap
import WhimStyle
import WhimTiles

/// The vector renderer against hand-made tiles whose pixels can be predicted: a square of water in one
/// tile, a road across it, a filter that keeps one class, zooms past the source's deepest.
@Suite struct VectorMapRendererTests {
    static let extent = 4096
    static let style = """
    {"version": 8, "sources": {"t": {"type": "vector", "url": "whim://test"}},
     "layers": [
       {"id": "bg", "type": "background", "paint": {"background-color": "#ffffff"}},
       {"id": "water", "type": "fill", "source": "t", "source-layer": "water", "paint": {"fill-color": "#0000ff"}},
       {"id": "major", "type": "line", "source": "t", "source-layer": "roads", "filter": ["==", "class", "major"],
        "paint": {"line-color": "#ff0000", "line-width": ["interpolate", ["linear"], ["zoom"], 10, 2, 14, 10]}},
       {"id": "dots", "type": "circle", "source": "t", "source-layer": "pois", "paint": {"circle-color": "#00ff00", "circle-radius": 5}}
     ]}
    """

    /// Zoom 10 tile (x 583, y 296) holds: water over its left half, a horizontal major road and a minor
    /// one at quarter heights, a point in its middle.
    static let home = TileID(z: 10, x: 583, y: 296)

    static func source() -> MemoryTileSource {
        let e = Int32(extent)
        var water = VectorTileLayer(name: "water", extent: extent)
        water.features = [VectorTileFeature(type: .polygon, points: [TilePoint(x: 0, y: 0), TilePoint(x: e / 2, y: 0),
                                                                      TilePoint(x: e / 2, y: e), TilePoint(x: 0, y: e)], partStarts: [0])]
        var roads = VectorTileLayer(name: "roads", extent: extent, keys: ["class"], values: [.string("major"), .string("minor")])
        roads.features = [
            VectorTileFeature(type: .lineString, tags: [0, 0], points: [TilePoint(x: -64, y: e / 4), TilePoint(x: e + 64, y: e / 4)], partStarts: [0]),
            VectorTileFeature(type: .lineString, tags: [0, 1], points: [TilePoint(x: -64, y: 3 * e / 4), TilePoint(x: e + 64, y: 3 * e / 4)], partStarts: [0]),
        ]
        var pois = VectorTileLayer(name: "pois", extent: extent)
        pois.features = [VectorTileFeature(type: .point, points: [TilePoint(x: e / 2 + e / 8, y: e / 2)], partStarts: [0])]
        return MemoryTileSource(tiles: [home: VectorTile(layers: [water, roads, pois])], maxZoom: 10)
    }

    /// A camera whose 256-point viewport is exactly the home tile at style zoom `styleZoom` (≥ 10).
    static func camera(styleZoom: Double) -> Camera {
        let n = Double(1 << home.z)
        let center = Point(x: (Double(home.x) + 0.5) / n, y: (Double(home.y) + 0.5) / n)
        let side = WebMercator.worldSize(zoom: styleZoom + 1) / n
        return Camera(worldCenter: center, zoom: styleZoom + 1, viewportSize: Size(width: side, height: side))
    }

    static func pixel(_ s: Surface, _ x: Double, _ y: Double) -> UInt32 {
        s.pixel(x: min(s.width - 1, Int(x * Double(s.width))), y: min(s.height - 1, Int(y * Double(s.height)))).opaquePixel & 0xFFFFFF
    }

    func render(styleZoom: Double, source: MemoryTileSource = Self.source()) throws -> Surface {
        let style = try StyleDocument.parse(Array(Self.style.utf8))
        let renderer = VectorMapRenderer(source: source, style: style)
        let camera = Self.camera(styleZoom: styleZoom)
        let surface = try Surface(width: Int(camera.viewportSize.width.rounded()), height: Int(camera.viewportSize.height.rounded()), format: .rgb24)
        let canvas = Canvas(surface)
        #expect(renderer.renderBase(into: canvas, camera: camera))
        canvas.flush()
        return surface
    }

    @Test func layersDrawInOrderWhereTheirFeaturesAre() throws {
        let s = try render(styleZoom: 10)
        #expect(Self.pixel(s, 0.1, 0.5) == 0x0000FF, "water on the left half")
        #expect(Self.pixel(s, 0.9, 0.5) == 0xFFFFFF, "background on the right half")
        #expect(Self.pixel(s, 0.9, 0.25) == 0xFF0000, "the major road over the background")
        #expect(Self.pixel(s, 0.1, 0.25) == 0xFF0000, "the major road over the water (drawn after it)")
        #expect(Self.pixel(s, 0.9, 0.75) == 0xFFFFFF, "the filter leaves the minor road out")
        #expect(Self.pixel(s, 0.625, 0.5) == 0x00FF00, "the point's circle")
    }

    @Test func widthsFollowTheZoomAndTilesAreOverzoomed() throws {
        // A zoom-10 tile is 512 pixels wide at style zoom 10 (MapLibre's tiles are 512 pixels). Style zoom
        // 12 is past the source's deepest (10): the tile is drawn four times larger, and the road's width
        // interpolates to 6 pixels.
        #expect(try render(styleZoom: 10).width == 512)
        let s = try render(styleZoom: 12)
        #expect(s.width == 2048)
        var red = 0
        for y in 400..<624 where s.pixel(x: 1800, y: y).opaquePixel & 0xFFFFFF == 0xFF0000 { red += 1 }
        #expect((5...7).contains(red), "a 6-pixel road, found \(red) red rows")
        #expect(Self.pixel(s, 0.25, 0.5) == 0x0000FF)
    }

    @Test func sourceZoomsClampToTheSourceAndTilesCoverTheView() {
        let renderer = VectorMapRenderer(source: Self.source(), style: try! StyleDocument.parse(Array(Self.style.utf8)))
        #expect(renderer.sourceZoom(12.7) == 10)
        #expect(renderer.sourceZoom(3.2) == 3)
        #expect(renderer.sourceZoom(-0.5) == 0)
        #expect(renderer.sourceZoom(.nan) == 0)
        let rect = Rect(x: 0.49, y: 0.49, width: 0.02, height: 0.02)
        #expect(VectorMapRenderer.tiles(covering: rect, zoom: 1).count == 4)
        #expect(VectorMapRenderer.tiles(covering: rect, zoom: 3) == [TileID(z: 3, x: 3, y: 3), TileID(z: 3, x: 4, y: 3),
                                                                    TileID(z: 3, x: 3, y: 4), TileID(z: 3, x: 4, y: 4)])
        #expect(VectorMapRenderer.tiles(covering: Rect(x: 1.5, y: 0, width: 1, height: 1), zoom: 2).isEmpty)
    }

    @Test func aTileTheSourceLacksIsDrawnFromItsNearestAncestor() throws {
        // The source reaches zoom 14 but only has the zoom-10 tile: at style zoom 12 the view's zoom-12
        // tiles are missing, and the zoom-10 tile's features stand in for them.
        let e = Int32(Self.extent)
        var water = VectorTileLayer(name: "water", extent: Self.extent)
        water.features = [VectorTileFeature(type: .polygon, points: [TilePoint(x: 0, y: 0), TilePoint(x: e / 2, y: 0),
                                                                      TilePoint(x: e / 2, y: e), TilePoint(x: 0, y: e)], partStarts: [0])]
        let sparse = MemoryTileSource(tiles: [Self.home: VectorTile(layers: [water])], maxZoom: 14)
        let s = try render(styleZoom: 12, source: sparse)
        #expect(Self.pixel(s, 0.25, 0.5) == 0x0000FF)
        #expect(Self.pixel(s, 0.75, 0.5) == 0xFFFFFF)
        #expect(sparse.requests.contains(TileID(z: 12, x: 583 * 4, y: 296 * 4)), "the view's own tiles are asked for first")
    }

    @Test func aMissingTileLeavesTheBackground() throws {
        let s = try render(styleZoom: 10, source: MemoryTileSource(tiles: [:], maxZoom: 10))
        #expect(Self.pixel(s, 0.1, 0.5) == 0xFFFFFF)
    }

    @Test func aDamagedTileIsCountedAndSkipped() throws {
        final class Broken: TileSource, @unchecked Sendable {
            let metadata = TileSourceMetadata(minZoom: 0, maxZoom: 10)
            func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? { [0x1A, 0xFF, 0xFF] }
        }
        let style = try StyleDocument.parse(Array(Self.style.utf8))
        let renderer = VectorMapRenderer(source: Broken(), style: style)
        let surface = try Surface(width: 64, height: 64, format: .rgb24)
        #expect(renderer.renderBase(into: Canvas(surface), camera: Self.camera(styleZoom: 10)))
        #expect(renderer.cache.failures >= 1, "the damaged tile and each ancestor tried in its place are counted")
        #expect(renderer.cache.lastFailure != nil)
    }
}

/// Where two source tiles meet at a fractional pixel, an area crossing both shows no seam.
@Suite struct VectorTileSeamTests {
    @Test func anAreaAcrossTwoTilesHasNoSeamAtAFractionalEdge() throws {
        let e = Int32(4096)
        func water() -> VectorTile {
            var layer = VectorTileLayer(name: "water", extent: 4096)
            layer.features = [VectorTileFeature(type: .polygon, points: [TilePoint(x: -128, y: -128), TilePoint(x: e + 128, y: -128),
                                                                          TilePoint(x: e + 128, y: e + 128), TilePoint(x: -128, y: e + 128)],
                                                partStarts: [0])]
            return VectorTile(layers: [layer])
        }
        let left = TileID(z: 4, x: 8, y: 5), right = TileID(z: 4, x: 9, y: 5)
        let source = MemoryTileSource(tiles: [left: water(), right: water()], maxZoom: 4)
        let style = try StyleDocument.parse(Array(VectorMapRendererTests.style.utf8))
        let renderer = VectorMapRenderer(source: source, style: style)
        // Style zoom 4.37: the tiles' common edge falls between pixels.
        let camera = Camera(worldCenter: Point(x: 9.0 / 16 + 0.0031, y: 5.5 / 16), zoom: 5.37, viewportSize: Size(width: 200, height: 120))
        let surface = try Surface(width: 200, height: 120, format: .rgb24)
        let canvas = Canvas(surface)
        renderer.renderBase(into: canvas, camera: camera)
        canvas.flush()
        for y in stride(from: 10, to: 110, by: 25) {
            for x in 0..<200 {
                #expect(surface.pixel(x: x, y: y).opaquePixel & 0xFFFFFF == 0x0000FF, "pixel \(x),\(y) is not pure water")
            }
        }
    }
}

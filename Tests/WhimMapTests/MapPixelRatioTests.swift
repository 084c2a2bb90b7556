import Foundation
import Testing
import WhimGraphics
@testable import WhimMap
import WhimStyle
import WhimTestSupport
import WhimTiles

/// The map on a scaled desktop (1.25, 1.5, 2) is drawn at device pixels, not drawn at 1 and stretched:
/// lines are as wide as the style says times the ratio with edges antialiased over at most one device
/// pixel, a stretched map differs from it, a change of ratio draws the tiles again, and a golden at 1.5.
@Suite struct MapPixelRatioTests {
    static let size = Size(width: 240, height: 160)

    /// The hand-made tile of `VectorMapRendererTests` (water on its left half, a major road across it at a
    /// quarter of its height) with the road's middle at the centre of the view, at style zoom 10.3: the
    /// road is 2.6 units wide, and its edges fall inside pixels at any ratio.
    static func roadView(pixelRatio: Double) throws -> MapView {
        let home = VectorMapRendererTests.home
        let n = Double(1 << home.z)
        let camera = Camera(worldCenter: Point(x: (Double(home.x) + 0.5) / n, y: (Double(home.y) + 0.25) / n), zoom: 11.3,
                            viewportSize: size)
        let style = try StyleDocument.parse(Array(VectorMapRendererTests.style.utf8))
        let view = MapView(source: VectorMapRendererTests.source(), style: style, viewportSize: size, camera: camera)
        view.cacheMargin = 0
        view.setPixelRatio(pixelRatio)
        return view
    }

    /// The view's frame: its device pixels.
    static func frame(of view: MapView) throws -> Surface {
        let s = try Surface(width: view.pixelSize.width, height: view.pixelSize.height, format: .rgb24)
        let canvas = Canvas(s)
        try view.draw(into: canvas)
        canvas.flush()
        return s
    }

    /// `s` drawn at 1 and stretched by `ratio` (bilinear, as cairo scales): what the window showed before.
    static func stretched(_ s: Surface, by ratio: Double) throws -> Surface {
        let w = Int((Double(s.width) * ratio).rounded()), h = Int((Double(s.height) * ratio).rounded())
        let out = try Surface(width: w, height: h, format: .rgb24)
        let canvas = Canvas(out)
        canvas.draw(s, in: Rect(x: 0, y: 0, width: Double(w), height: Double(h)), quality: .bilinear)
        canvas.flush()
        return out
    }

    /// The longest run of pixels along a line that are neither `inside` nor `outside` colour exactly
    /// (the width of an antialiased edge), and the coverage of `inside` summed along it (its width).
    static func edges(_ s: Surface, along points: [(x: Int, y: Int)], inside: UInt32, outside: UInt32) -> (longestBlend: Int, coverage: Double) {
        var longest = 0, run = 0
        var coverage = 0.0
        for p in points {
            let c = s.pixel(x: p.x, y: p.y)
            let v = c.opaquePixel & 0xFFFFFF
            run = v == inside || v == outside ? 0 : run + 1
            longest = max(longest, run)
            // Red on white and blue on white both fade through green: 1 where it is `inside`, 0 where not.
            coverage += 1 - c.green
        }
        return (longest, coverage)
    }

    @Test("a road is the style's width times the ratio, its edges one device pixel at most", arguments: [1.0, 1.25, 1.5, 2.0])
    func linesAreDrawnAtDevicePixels(ratio: Double) throws {
        let view = try Self.roadView(pixelRatio: ratio)
        let s = try Self.frame(of: view)
        #expect(s.pixelSize == PixelSize(width: Int(Self.size.width * ratio), height: Int(Self.size.height * ratio)))
        // Down a column on the white right half, across the road.
        let column = (0..<s.height).map { (x: s.width * 3 / 4, y: $0) }
        let road = Self.edges(s, along: column, inside: 0xFF0000, outside: 0xFFFFFF)
        #expect(road.longestBlend <= 1, "the road's edges blend over \(road.longestBlend) pixels")
        #expect(abs(road.coverage - 2.6 * ratio) < 0.05, "the road covers \(road.coverage) pixels, not \(2.6 * ratio)")
        // Along a row above the road, across the water's edge.
        let row = (0..<s.width).map { (x: $0, y: s.height / 4) }
        let shore = Self.edges(s, along: row, inside: 0x0000FF, outside: 0xFFFFFF)
        #expect(shore.longestBlend <= 1, "the water's edge blends over \(shore.longestBlend) pixels")
    }

    @Test("the same road drawn at 1 and stretched has blurred edges: what the test above tells apart", arguments: [1.25, 1.5, 2.0])
    func aStretchedMapHasWiderEdges(ratio: Double) throws {
        let s = try Self.stretched(try Self.frame(of: try Self.roadView(pixelRatio: 1)), by: ratio)
        let column = (0..<s.height).map { (x: s.width * 3 / 4, y: $0) }
        #expect(Self.edges(s, along: column, inside: 0xFF0000, outside: 0xFFFFFF).longestBlend > 1)
    }

    @Test("Helsinki's tiles at 1.5 differ from the same view drawn at 1 and stretched, and have sharper detail")
    func aMapAtOneAndAHalfHasDetailAStretchedOneLacks() throws {
        let (archive, style) = try Fixtures.worldTiles()
        let camera = Camera(center: TileMapGoldenTests.helsinki, zoom: 15, viewportSize: Self.size)
        let crisp = try VectorMapExport.render(source: archive, style: style, camera: camera, pixelRatio: 1.5)
        let soft = try Self.stretched(try VectorMapExport.render(source: archive, style: style, camera: camera), by: 1.5)
        #expect(crisp.pixelSize == soft.pixelSize)
        let differing = Self.differingPixels(crisp, soft, by: 48)
        #expect(differing * 50 > crisp.width * crisp.height, "only \(differing) pixels differ")
        // Sharper: neighbouring pixels differ more (squared steps summed), as edges are not spread.
        #expect(Self.gradientEnergy(crisp) > 1.2 * Self.gradientEnergy(soft))
    }

    @Test("a new ratio draws the tiles again at it, and going back shows the first frame again")
    func changingTheRatioRedrawsTiles() throws {
        let view = try Self.roadView(pixelRatio: 1)
        let first = try Self.frame(of: view)
        let drawn = view.renderCount
        view.setPixelRatio(1.5)
        let scaled = try Self.frame(of: view)
        #expect(view.renderCount > drawn)
        #expect(scaled.pixelSize == PixelSize(width: 360, height: 240))
        #expect(Self.differingPixels(scaled, try Self.frame(of: try Self.roadView(pixelRatio: 1.5)), by: 0) == 0)
        view.setPixelRatio(1)
        #expect(Self.differingPixels(try Self.frame(of: view), first, by: 0) == 0)
    }

    @Test("golden at 1.5: Helsinki's tiles at zoom 15, 640×360 units in 960×540 pixels")
    func goldenAtOneAndAHalf() throws {
        let (archive, style) = try Fixtures.worldTiles()
        let camera = Camera(center: TileMapGoldenTests.helsinki, zoom: 15, viewportSize: Size(width: 640, height: 360))
        assertGolden(try VectorMapExport.render(source: archive, style: style, camera: camera, pixelRatio: 1.5), named: "z15@1.5",
                     tolerance: TileMapGoldenTests.tolerance)
    }

    /// Pixels of `a` and `b` with a channel differing by more than `threshold` (0–255).
    static func differingPixels(_ a: Surface, _ b: Surface, by threshold: Int) -> Int {
        ImageComparison.compare(expected: a, actual: b, tolerance: ImageTolerance(maxChannelDelta: threshold, maxDifferingPixels: 0)).differingPixels
    }

    /// The squared differences of horizontally and vertically neighbouring pixels' grey levels, summed.
    static func gradientEnergy(_ s: Surface) -> Double {
        func grey(_ x: Int, _ y: Int) -> Double {
            let c = s.pixel(x: x, y: y)
            return 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        }
        var sum = 0.0
        for y in 0..<(s.height - 1) {
            for x in 0..<(s.width - 1) {
                let g = grey(x, y)
                sum += (grey(x + 1, y) - g) * (grey(x + 1, y) - g) + (grey(x, y + 1) - g) * (grey(x, y + 1) - g)
            }
        }
        return sum
    }
}

import Testing
@testable import WhimCore
import WhimGraphics
import WhimTestSupport

/// A panel whose chrome sets every pixel (an opaque plain colour over whole device pixels) is drawn on its
/// surface's memory as it comes, not cleared first; whatever that memory held, it shows what a panel
/// drawn on cleared memory shows. Any other chrome, colour or size is cleared first as before.
@Suite struct PanelClearTests {
    /// A panel of `chrome` and `size` with a label, drawn at `scale` on memory a surface painted magenta
    /// left in a pool, and the same drawn on new (cleared) memory.
    static func drawnOnUsedAndClearedMemory(_ chrome: PanelChrome, size: Size, scale: Double) throws -> (used: Surface, cleared: Surface) {
        func panel() -> Panel {
            let p = Panel(title: "p", chrome: chrome, root: Label("Departures at 12:04", font: .bold(18)))
            p.resize(to: size)
            return p
        }
        let pool = SurfacePool(budget: 64 << 20)
        let pixels = panel().pixelSize(scale: scale)
        do {
            let old = try pool.surface(width: pixels.width, height: pixels.height, format: .argb32)
            Canvas(old).clear(Color(0xFF00FF))
        }
        let onUsed = panel()
        onUsed.surfaces = pool
        let used = try #require(onUsed.renderedSurface(scale: scale))
        #expect(pool.hits == 1, "the panel took the painted memory")
        let cleared = try #require(panel().renderedSurface(scale: scale))
        return (used, cleared)
    }

    static func same(_ a: Surface, _ b: Surface) -> Bool {
        a.width == b.width && a.height == b.height && a.format == b.format
            && a.withPixelsReadOnly { p in b.withPixelsReadOnly { q in
                (0..<a.height).allSatisfy { y in
                    (0..<a.width).allSatisfy { x in
                        let mask: UInt32 = a.format == .rgb24 ? 0xFF_FFFF : 0xFFFF_FFFF
                        return p.load(fromByteOffset: y * a.stride + x * 4, as: UInt32.self) & mask
                            == q.load(fromByteOffset: y * b.stride + x * 4, as: UInt32.self) & mask
                    }
                }
            } }
    }

    @Test("every chrome, opaque and translucent, over whole device pixels and not, at random sizes, scales and colours: used memory shows what cleared memory shows")
    func whateverTheMemoryHeldThePanelIsTheSame() throws {
        var random = SeededRandom(seed: 404)
        func chrome(_ kind: Int, colour: Color) -> PanelChrome { [.plain(colour), .topBar(colour), .bottomCard(colour), .none][kind] }
        var skipping = 0
        for round in 0..<2 {
            for kind in 0..<4 { for opaque in [true, false] { for whole in [true, false] {
                let scale = [1.0, 1.25, 1.5, 2][Int.random(in: 0..<4, using: &random)]
                // Multiples of 4 units are whole device pixels at each of these scales, exactly; 0.1 more is not.
                let w = Double(4 * Int.random(in: 75...225, using: &random)) + (whole ? 0 : 0.1)
                let h = Double(4 * Int.random(in: 50...175, using: &random)) + (whole ? 0 : 0.1)
                let colour = Color(UInt32.random(in: 0...0xFF_FFFF, using: &random), alpha: opaque ? 1 : 0.6)
                if chrome(kind, colour: colour).coversEveryPixel(of: Size(width: w, height: h), scale: scale) { skipping += 1 }
                let (used, cleared) = try Self.drawnOnUsedAndClearedMemory(chrome(kind, colour: colour), size: Size(width: w, height: h), scale: scale)
                #expect(Self.same(used, cleared), "round \(round): \(chrome(kind, colour: colour)) \(w)×\(h) at \(scale)")
            } } }
        }
        #expect(skipping == 2, "an opaque plain colour over whole pixels, once a round")
    }

    @Test func onlyAnOpaquePlainColourOverWholePixelsSkipsTheClear() {
        let size = Size(width: 640, height: 360)
        #expect(PanelChrome.plain(.white).coversEveryPixel(of: size, scale: 1))
        #expect(PanelChrome.plain(.white).coversEveryPixel(of: size, scale: 1.5))
        #expect(!PanelChrome.plain(.white).coversEveryPixel(of: Size(width: 640.5, height: 360), scale: 1))
        #expect(!PanelChrome.plain(.white).coversEveryPixel(of: Size(width: 640.5, height: 360), scale: 1.5), "960.75 device pixels")
        #expect(!PanelChrome.plain(Color(0xFFFFFF, alpha: 0.99)).coversEveryPixel(of: size, scale: 1))
        #expect(!PanelChrome.plain(Color(red: .nan, green: 0, blue: 0, alpha: .nan)).coversEveryPixel(of: size, scale: 1))
        #expect(!PanelChrome.plain(.white).coversEveryPixel(of: Size(width: .infinity, height: 360), scale: 1))
        #expect(!PanelChrome.topBar(.white).coversEveryPixel(of: size, scale: 1))
        #expect(!PanelChrome.none.coversEveryPixel(of: size, scale: 1))
    }
}

import Testing
@testable import WhimCore
import WhimGraphics
import WhimTestSupport

/// A bar or card of a size not drawn before is stretched from a kept chrome (bands copied, the row and the
/// column between them repeated), the first of a kind from a template as small as its bands: the same
/// bytes as drawing it, at any width, height, scale and colour.
@Suite struct ChromeStretchTests {
    /// A panel of `chrome` and `size` showing a label, drawn at `scale` with `cache` (nil: none).
    static func drawn(_ chrome: PanelChrome, _ size: Size, scale: Double, cache: ChromeCache?) throws -> Surface {
        let panel = Panel(title: "p", chrome: chrome, root: Label("Kamppi 12:04", font: .bold(16)))
        panel.chromes = cache
        panel.resize(to: size)
        return try #require(panel.renderedSurface(scale: scale))
    }

    static func bytes(_ s: Surface) -> [UInt8] { s.withPixelsReadOnly { Array($0) } }

    /// How many bytes of two surfaces differ (-1: their sizes do). A count, not the arrays: a failing
    /// comparison of two arrays of a panel's bytes takes the test runner minutes to describe.
    static func differing(_ x: Surface, _ y: Surface) -> Int {
        let a = bytes(x), b = bytes(y)
        return a.count != b.count ? -1 : (0..<a.count).reduce(0) { $0 + (a[$1] != b[$1] ? 1 : 0) }
    }

    @Test("bars, cards and floating panels at random widths, scales and colours, stretched taller and shorter: the bytes of drawing them")
    func aStretchedChromeIsTheDrawnOne() throws {
        var random = SeededRandom(seed: 2611)
        var stretched = 0
        for case_ in 0..<48 {
            let scale = [1.0, 1.25, 1.5, 2][case_ % 4]
            let colour = Color(UInt32.random(in: 0...0xFF_FFFF, using: &random), alpha: case_ % 3 == 0 ? 0.85 : 1)
            let chrome: PanelChrome = [.topBar(colour), .bottomCard(colour), .floatingPanel(colour)][case_ % 3]
            // Multiples of 4 units are whole device pixels at each scale; a quarter case is 0.1 off.
            let width = Double(4 * Int.random(in: 40...240, using: &random)) + (case_ % 8 == 5 ? 0.1 : 0)
            // From a bar's 20 units (shorter than its bands at scale 1) up, half the cases as short as the
            // demo's bars and cards are thin.
            let tall = case_ % 6 < 3
            let first = Double(4 * Int.random(in: tall ? 20...110 : 5...30, using: &random))
            let second = Double(4 * Int.random(in: tall ? 20...110 : 5...30, using: &random)) + (case_ % 8 == 3 ? 0.1 : 0)
            // Half the cases change the width too (by whole pixels, or to a fractional one).
            let secondWidth = case_ % 4 < 2 ? width : Double(4 * Int.random(in: 40...240, using: &random)) + (case_ % 8 == 7 ? 0.1 : 0)
            let cache = ChromeCache(budget: 64 << 20)
            let firstPanel = try Self.drawn(chrome, Size(width: width, height: first), scale: scale, cache: cache)
            let firstDiffers = Self.differing(firstPanel, try Self.drawn(chrome, Size(width: width, height: first), scale: scale, cache: nil))
            #expect(firstDiffers == 0, "case \(case_): \(chrome) \(width)×\(first) at \(scale), the first: \(firstDiffers) bytes differ")
            let before = cache.stretches
            let size = Size(width: secondWidth, height: second)
            let differing = Self.differing(try Self.drawn(chrome, size, scale: scale, cache: cache), try Self.drawn(chrome, size, scale: scale, cache: nil))
            #expect(differing == 0, "case \(case_): \(chrome) \(width)×\(first) → \(secondWidth)×\(second) at \(scale): \(differing) bytes differ")
            stretched += cache.stretches - before
        }
        // Every case but the fractional ones and those too short for their bands stretches.
        #expect(stretched >= 24, "only \(stretched) of 48 cases were stretched")
    }

    @Test("the first bar or card of a kind comes from a template as small as its bands: the bytes of drawing it, the demo's own sizes included")
    func aChromeFromATemplateIsTheDrawnOne() throws {
        var random = SeededRandom(seed: 2711)
        // Scales below 1 too (a window shrunk on a low-density screen). The demo's bars (78 and 82 units) and cards at 1080p (1280 units at 1.5) and in its window (1100 at 1).
        var cases: [(PanelChrome, Size, Double)] = [
            (.topBar(.white), Size(width: 1280, height: 78), 1.5), (.topBar(.white), Size(width: 1280, height: 82), 1.5),
            (.bottomCard(.white), Size(width: 1280, height: 246), 1.5), (.topBar(.white), Size(width: 1100, height: 82), 1),
            (.bottomCard(.white), Size(width: 1100, height: 246), 1), (.bottomCard(.white), Size(width: 480, height: 560), 1.5),
            // The demo's side panel at 1366×740 and at 1080p.
            (.floatingPanel(.white), Size(width: 388, height: 670), 1), (.floatingPanel(.white), Size(width: 388, height: 1008), 1.5),
        ]
        for case_ in 0..<40 {
            let scale = [1.0, 1.25, 1.5, 2, 3, 0.5, 0.75][case_ % 7]
            let colour = Color(UInt32.random(in: 0...0xFF_FFFF, using: &random), alpha: case_ % 3 == 0 ? 0.85 : 1)
            let size = Size(width: Double(4 * Int.random(in: 30...320, using: &random)), height: Double(4 * Int.random(in: 5...110, using: &random)))
            cases.append((case_ % 2 == 0 ? .topBar(colour) : .bottomCard(colour), size, scale))
        }
        var served = 0
        for (i, (chrome, size, scale)) in cases.enumerated() {
            let cache = ChromeCache(budget: 64 << 20)
            let differing = Self.differing(try Self.drawn(chrome, size, scale: scale, cache: cache), try Self.drawn(chrome, size, scale: scale, cache: nil))
            #expect(differing == 0, "case \(i): \(chrome) \(size) at \(scale): \(differing) bytes differ")
            served += cache.templates
            // What is kept is the template, a few rows and columns, not the panel's size.
            #expect(cache.templates == 0 || Double(cache.bytes) < 200 * 200 * 4 * max(1, scale * scale), "case \(i): \(cache.bytes) bytes kept")
        }
        // All but chromes too small for a row or column between their bands come from a template.
        #expect(served >= cases.count * 3 / 4, "only \(served) of \(cases.count) chromes came from a template")
    }

    @Test func onlyWholePixelSizesOfOneScaleAndChromeStretch() {
        func key(_ chrome: PanelChrome = .bottomCard(.white), w: Double = 400, h: Double, scale: Double = 1) -> ChromeCache.Key {
            ChromeCache.Key(chrome: chrome, size: Size(width: w, height: h), width: Int((w * scale).rounded(.up)),
                            height: Int((h * scale).rounded(.up)), scale: scale, format: .argb32)
        }
        #expect(key(h: 300).stretches(from: key(h: 200)))
        #expect(key(h: 200, scale: 2).stretches(from: key(h: 300, scale: 2)))
        #expect(!key(h: 300.5).stretches(from: key(h: 200)), "the bottom band would move by half a pixel")
        #expect(key(h: 300).stretches(from: key(w: 401, h: 200)), "another width of whole pixels")
        #expect(!key(h: 300).stretches(from: key(w: 400.5, h: 200)), "the right band would move by half a pixel")
        #expect(!key(w: 60, h: 300).stretches(from: key(h: 200)), "too narrow to have a column between its bands")
        #expect(key(w: 400.5, h: 300).stretches(from: key(w: 400.5, h: 200)), "one fractional width, the same")
        #expect(!key(h: 300).stretches(from: key(h: 200, scale: 2)))
        #expect(!key(.topBar(.white), h: 300).stretches(from: key(h: 200)))
        #expect(!key(h: 40).stretches(from: key(h: 200)), "too short to have a row between its bands")
        // A bar's top and a card's bottom have their corners beyond the surface: narrower bands there, so
        // the demo's 78- and 82-unit bars stretch from each other.
        #expect(key(.topBar(.white), h: 78).stretches(from: key(.topBar(.white), h: 82)))
        #expect(!key(.plain(.white), h: 300).stretches(from: key(.plain(.white), h: 200)))
    }

    @Test func aTemplateIsTheSmallestChromeOfWholePixelsThatServes() throws {
        for scale in [1.0, 1.25, 1.5, 2, 3] {
            // 84 units: whole device pixels at every scale here (82 is not at 1.25).
            let big = ChromeCache.Key(chrome: .topBar(.white), size: Size(width: 1280, height: 84), width: Int(1280 * scale),
                                      height: Int(84 * scale), scale: scale, format: .argb32)
            let t = try #require(big.template(), "scale \(scale)")
            let rows = try #require(big.chrome.fixedRows(scale: scale)), columns = try #require(big.chrome.fixedColumns(scale: scale))
            #expect(t.width > columns.left + columns.right && t.width <= columns.left + columns.right + 8)
            #expect(t.height > rows.top + rows.bottom && t.height <= rows.top + rows.bottom + 8)
            #expect(t.size.width * scale == Double(t.width) && t.size.height * scale == Double(t.height))
            #expect(big.stretches(from: t))
        }
        let fractional = ChromeCache.Key(chrome: .topBar(.white), size: Size(width: 1280.5, height: 82), width: 1281, height: 82, scale: 1, format: .argb32)
        #expect(fractional.template() == nil)
        let plain = ChromeCache.Key(chrome: .plain(.white), size: Size(width: 1280, height: 82), width: 1280, height: 82, scale: 1, format: .rgb24)
        #expect(plain.template() == nil)
    }
}

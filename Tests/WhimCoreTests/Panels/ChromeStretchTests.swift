import Testing
@testable import WhimCore
import WhimGraphics
import WhimTestSupport

/// A bar or card of a height not drawn before is stretched from a kept chrome of its width (bands copied,
/// the row between repeated): the same bytes as drawing it, at any width, height, scale and colour.
@Suite struct ChromeStretchTests {
    /// A panel of `chrome` and `size` showing a label, drawn at `scale` with `cache` (nil: none).
    static func drawn(_ chrome: PanelChrome, _ size: Size, scale: Double, cache: ChromeCache?) throws -> Surface {
        let panel = Panel(title: "p", chrome: chrome, root: Label("Kamppi 12:04", font: .bold(16)))
        panel.chromes = cache
        panel.resize(to: size)
        return try #require(panel.renderedSurface(scale: scale))
    }

    static func bytes(_ s: Surface) -> [UInt8] { s.withPixelsReadOnly { Array($0) } }

    @Test("bars and cards at random widths, scales and colours, stretched taller and shorter: the bytes of drawing them")
    func aStretchedChromeIsTheDrawnOne() throws {
        var random = SeededRandom(seed: 2611)
        var stretched = 0
        for case_ in 0..<48 {
            let scale = [1.0, 1.25, 1.5, 2][case_ % 4]
            let colour = Color(UInt32.random(in: 0...0xFF_FFFF, using: &random), alpha: case_ % 3 == 0 ? 0.85 : 1)
            let chrome: PanelChrome = case_ % 2 == 0 ? .topBar(colour) : .bottomCard(colour)
            // Multiples of 4 units are whole device pixels at each scale; a quarter case is 0.1 off.
            let width = Double(4 * Int.random(in: 40...240, using: &random)) + (case_ % 8 == 5 ? 0.1 : 0)
            // From a bar's 20 units (shorter than its bands at scale 1) up, half the cases as short as the
            // demo's bars and cards are thin.
            let tall = case_ % 6 < 3
            let first = Double(4 * Int.random(in: tall ? 20...110 : 5...30, using: &random))
            let second = Double(4 * Int.random(in: tall ? 20...110 : 5...30, using: &random)) + (case_ % 8 == 3 ? 0.1 : 0)
            let cache = ChromeCache(budget: 64 << 20)
            _ = try Self.drawn(chrome, Size(width: width, height: first), scale: scale, cache: cache)
            let before = cache.stretches
            let fromCache = try Self.drawn(chrome, Size(width: width, height: second), scale: scale, cache: cache)
            let plain = try Self.drawn(chrome, Size(width: width, height: second), scale: scale, cache: nil)
            // A count, not the arrays: a failing comparison of two arrays of a panel's bytes takes the test
            // runner minutes to describe.
            let a = Self.bytes(fromCache), b = Self.bytes(plain)
            let differing = a.count != b.count ? -1 : (0..<a.count).reduce(0) { $0 + (a[$1] != b[$1] ? 1 : 0) }
            #expect(differing == 0, "case \(case_): \(chrome) \(width)×\(first) → \(second) at \(scale): \(differing) bytes differ")
            stretched += cache.stretches - before
        }
        // Every case but the fractional ones, equal heights and those too short for their bands stretches.
        #expect(stretched >= 24, "only \(stretched) of 48 cases were stretched")
    }

    @Test func onlyWholePixelHeightsOfOneWidthScaleAndChromeStretch() {
        func key(_ chrome: PanelChrome = .bottomCard(.white), w: Double = 400, h: Double, scale: Double = 1) -> ChromeCache.Key {
            ChromeCache.Key(chrome: chrome, size: Size(width: w, height: h), width: Int((w * scale).rounded(.up)),
                            height: Int((h * scale).rounded(.up)), scale: scale, format: .argb32)
        }
        #expect(key(h: 300).stretches(from: key(h: 200)))
        #expect(key(h: 200, scale: 2).stretches(from: key(h: 300, scale: 2)))
        #expect(!key(h: 300.5).stretches(from: key(h: 200)), "the bottom band would move by half a pixel")
        #expect(!key(h: 300).stretches(from: key(w: 401, h: 200)))
        #expect(!key(h: 300).stretches(from: key(h: 200, scale: 2)))
        #expect(!key(.topBar(.white), h: 300).stretches(from: key(h: 200)))
        #expect(!key(h: 40).stretches(from: key(h: 200)), "too short to have a row between its bands")
        // A bar's top and a card's bottom have their corners beyond the surface: narrower bands there, so
        // the demo's 78- and 82-unit bars stretch from each other.
        #expect(key(.topBar(.white), h: 78).stretches(from: key(.topBar(.white), h: 82)))
        #expect(!key(.plain(.white), h: 300).stretches(from: key(.plain(.white), h: 200)))
    }
}

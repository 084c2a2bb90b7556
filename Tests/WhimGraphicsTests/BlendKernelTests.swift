import Testing
import WhimGraphics
import WhimTestSupport

/// The cross-fade's one-pass kernel must draw what copying the base and painting each overlay over it at
/// its opacity with cairo draws, within the compositor's tolerance (one rounding instead of one per layer).
@Suite struct BlendKernelTests {
    @Test("one pass equals base + overlays painted in turn, for 1 to 3 overlays, any opacity, any width (SIMD body and tail)",
          arguments: [1, 2, 3])
    func matchesCairo(overlays: Int) throws {
        for seed in UInt64(1)...24 {
            var random = SeededRandom(seed: seed &* 31 &+ UInt64(overlays))
            // Widths around the vector lengths (4 and 8 pixels) and an offset rect.
            let width = Int.random(in: 1...37, using: &random), height = Int.random(in: 1...5, using: &random)
            let rect = PixelRect(x: 3, y: 2, width: width, height: height)
            let size = (rect.maxX + 4, rect.maxY + 3)
            let base = try Surface.noise(width: size.0, height: size.1, using: &random)
            var sources: [BlendSource] = []
            for _ in 0..<overlays {
                let alpha = [0, 1, 2, 127, 128, 254, 255, Int.random(in: 0...255, using: &random)].randomElement(using: &random)!
                sources.append(BlendSource(surface: try Surface.noise(width: size.0, height: size.1, using: &random), offset: .zero, alpha: alpha))
            }
            let expected = try Surface(width: size.0, height: size.1, format: .rgb24)
            let canvas = Canvas(expected)
            canvas.draw(base, at: .zero, within: expected.bounds, copy: true)
            for s in sources { canvas.draw(s.surface, at: .zero, opacity: Double(s.alpha) / 255, within: rect) }
            canvas.flush()
            let actual = try Surface(width: size.0, height: size.1, format: .rgb24)
            actual.blit(base, at: .zero, in: actual.bounds, copy: true)
            actual.blend(rect, base: BlendSource(surface: base, offset: .zero), sources[0],
                         overlays > 1 ? sources[1] : nil, overlays > 2 ? sources[2] : nil)
            let tolerance = ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 0)
            let d = ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
            #expect(d.isWithin(tolerance), "seed \(seed), \(width)x\(height), alphas \(sources.map(\.alpha)): \(d)")
        }
    }
}

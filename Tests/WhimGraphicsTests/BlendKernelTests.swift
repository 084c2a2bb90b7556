import CBlend
import Testing
import WhimGraphics
import WhimTestSupport

/// The cross-fade's one-pass kernel must draw what copying the base and painting each overlay over it at
/// its opacity with cairo draws, within the compositor's tolerance (one rounding instead of one per layer).
@Suite struct BlendKernelTests {
    @Test("one pass equals base + overlays painted in turn, for 1 to 3 overlays, any opacity, any width (SIMD body and tail), stores cached or streamed",
          arguments: [1, 2, 3], [BlendStores.cached, .streaming])
    func matchesCairo(overlays: Int, stores: BlendStores) throws {
        for seed in UInt64(1)...24 {
            var random = SeededRandom(seed: seed &* 31 &+ UInt64(overlays))
            // Widths around the vector lengths (4 and 8 pixels) and an offset rect, whose rows start at
            // every alignment a streamed row has to reach one pixel at a time.
            let width = Int.random(in: 1...37, using: &random) + (seed.isMultiple(of: 3) ? 40 : 0)
            let height = Int.random(in: 1...5, using: &random)
            let rect = PixelRect(x: Int.random(in: 0...9, using: &random), y: 2, width: width, height: height)
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
                         overlays > 1 ? sources[1] : nil, overlays > 2 ? sources[2] : nil, stores: stores)
            let tolerance = ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 0)
            let d = ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
            #expect(d.isWithin(tolerance), "seed \(seed), \(width)x\(height), alphas \(sources.map(\.alpha)): \(d)")
            // Outside the rect, nothing was written: with the rect put back, the surface is the base again.
            let restored = actual.copy()
            restored.blit(base, at: .zero, in: rect, copy: true)
            let outside = ImageComparison.compare(expected: base, actual: restored, tolerance: .exact)
            #expect(outside.isWithin(.exact), "seed \(seed): pixels outside the rect changed: \(outside)")
        }
    }

    @Test("streamed and cached stores write the same bytes, over whole 1080p-wide rows at any start")
    func streamedEqualsCached() throws {
        var random = SeededRandom(seed: 7)
        let width = 1931, height = 6
        let base = try Surface.noise(width: width, height: height, using: &random)
        let a = BlendSource(surface: try Surface.noise(width: width, height: height, using: &random), offset: .zero, alpha: 140)
        let b = BlendSource(surface: try Surface.noise(width: width, height: height, using: &random), offset: .zero, alpha: 115)
        for x in 0..<9 {
            let rect = PixelRect(x: x, y: 1, width: 1920, height: 4)
            let cached = try Surface(width: width, height: height, format: .rgb24), streamed = try Surface(width: width, height: height, format: .rgb24)
            cached.blend(rect, base: BlendSource(surface: base, offset: .zero), a, b, stores: .cached)
            streamed.blend(rect, base: BlendSource(surface: base, offset: .zero), a, b, stores: .streaming)
            let d = ImageComparison.compare(expected: cached, actual: streamed, tolerance: .exact)
            #expect(d.isWithin(.exact), "rect at x = \(x): \(d)")
        }
    }

    @Test("automatic stores stream exactly when the blend touches more than half the last-level cache, never when its size is unknown")
    func automaticStreamsPastHalfTheCache() {
        let cache = 32 << 20
        #expect(!BlendStores.automatic.streams(touchedBytes: cache / 2, lastLevelCacheBytes: cache))
        #expect(BlendStores.automatic.streams(touchedBytes: cache / 2 + 1, lastLevelCacheBytes: cache))
        // A whole-frame cross-fade over the map at 1080p (three inputs and the output) streams; at 720p not.
        #expect(BlendStores.automatic.streams(touchedBytes: 1920 * 1080 * 4 * 4, lastLevelCacheBytes: cache))
        #expect(!BlendStores.automatic.streams(touchedBytes: 1280 * 720 * 4 * 4, lastLevelCacheBytes: cache))
        #expect(!BlendStores.automatic.streams(touchedBytes: .max, lastLevelCacheBytes: 0))
        #expect(BlendStores.streaming.streams(touchedBytes: 0, lastLevelCacheBytes: cache))
        #expect(!BlendStores.cached.streams(touchedBytes: .max, lastLevelCacheBytes: cache))
    }

    @Test("this machine's last-level cache size is known and plausible (between 256 KB and 1 GB)")
    func lastLevelCacheIsKnown() {
        let bytes = BlendStores.lastLevelCacheBytes
        #expect(bytes >= 256 << 10 && bytes <= 1 << 30, "\(bytes) bytes")
    }

    @Test("the SSE2 body writes the same bytes as the AVX2 body, for 1 to 3 overlays, any width and start, stores cached or streamed")
    func sse2EqualsAVX2() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<300 {
            let count = Int.random(in: 1...3, using: &random), stream = Int32.random(in: 0...1, using: &random)
            let rowBytes = Int.random(in: 1...90, using: &random) * 4, rows = Int.random(in: 1...3, using: &random)
            let start = Int.random(in: 0...15, using: &random) * 4, rowStep = start + rowBytes + 8, size = rowStep * rows
            let inputs = (0..<(4 * size)).map { _ in UInt8.random(in: 0...255, using: &random) }
            // Shares of a stack of translucent layers over an opaque base: they sum to 65536.
            var left = 65536
            var weight = [UInt16](repeating: 0, count: 4)
            for k in stride(from: count, through: 1, by: -1) {
                let w = Int.random(in: 0...min(65535, left), using: &random)
                weight[k] = UInt16(w)
                left -= w
            }
            weight[0] = UInt16(min(65535, left))
            func run(avx2: Int32) -> [UInt8] {
                var out = [UInt8](repeating: 0xA5, count: size)
                inputs.withUnsafeBufferPointer { i in
                    let p = i.baseAddress! + start
                    var blend = whim_blend_inputs(pixels: (p, p + size, p + 2 * size, p + 3 * size), stride: (rowStep, rowStep, rowStep, rowStep),
                                                  weight: (weight[0], weight[1], weight[2], weight[3]), count: Int32(count))
                    out.withUnsafeMutableBufferPointer { o in
                        whim_blend_rect_using(o.baseAddress! + start, rowStep, &blend, rowBytes, rows, stream, avx2)
                    }
                }
                return out
            }
            let same = run(avx2: 0) == run(avx2: 1)
            #expect(same, "\(count) overlays, \(rowBytes) bytes x \(rows) rows from byte \(start), stream \(stream)")
        }
    }
}

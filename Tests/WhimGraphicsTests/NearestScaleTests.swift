import Foundation
import Testing
import WhimGraphics
import WhimTestSupport

/// `Surface.scaleNearest` against its definition computed pixel by pixel in doubles: pixel (x, y) shows
/// source pixel (⌊(x + ½ − left) / scaleX⌋, ⌊(y + ½ − top) / scaleY⌋), or land outside the source; pixels
/// outside the rect keep what they had.
@Suite struct NearestScaleTests {
    /// The definition; `nil` where the exact column or row lies so near a pixel boundary that the
    /// kernel's fixed-point step may land on either side (it is exact elsewhere).
    func expected(x: Int, y: Int, source: Surface, into d: Rect, land: UInt32, pixels: UnsafeRawBufferPointer) -> UInt32? {
        let sx = (Double(x) + 0.5 - d.minX) / (d.width / Double(source.width))
        let sy = (Double(y) + 0.5 - d.minY) / (d.height / Double(source.height))
        if abs(sx - sx.rounded()) < 1e-6 || abs(sy - sy.rounded()) < 1e-6 { return nil }
        let cx = Int(sx.rounded(.down)), cy = Int(sy.rounded(.down))
        guard (0..<source.width).contains(cx), (0..<source.height).contains(cy) else { return land }
        return pixels.load(fromByteOffset: cy * source.stride + cx * 4, as: UInt32.self)
    }

    func value(_ s: Surface, _ x: Int, _ y: Int) -> UInt32 {
        s.withPixelsReadOnly { $0.load(fromByteOffset: y * s.stride + x * 4, as: UInt32.self) }
    }

    @Test("every pixel is the definition's, at random scales, placements and rects; the rest is untouched")
    func matchesTheDefinition() throws {
        let land = Color(0xF2EFE9)
        let landPixel: UInt32 = 0xFFF2_EFE9
        var checked = 0, fromSource = 0
        for seed in UInt64(1)...250 {
            var random = SeededRandom(seed: seed &* 104_729)
            let source = try Surface.noise(width: .random(in: 1...60, using: &random), height: .random(in: 1...40, using: &random), using: &random)
            let target = try Surface.noise(width: .random(in: 1...50, using: &random), height: .random(in: 1...40, using: &random), using: &random)
            let before = target.copy()
            // Zoom factors from a sixteenth to sixteen times, placements from far left to far right.
            let scaleX = pow(2, Double.random(in: -4...4, using: &random)), scaleY = [scaleX, pow(2, Double.random(in: -4...4, using: &random))].randomElement(using: &random)!
            let into = Rect(x: .random(in: -80...60, using: &random), y: .random(in: -60...50, using: &random),
                            width: Double(source.width) * scaleX, height: Double(source.height) * scaleY)
            let rect = PixelRect(x: .random(in: -5...target.width, using: &random), y: .random(in: -5...target.height, using: &random),
                                 width: .random(in: 0...60, using: &random), height: .random(in: 0...50, using: &random))
            target.scaleNearest(source, into: into, in: rect, land: land)
            let inside = rect.intersection(target.bounds)
            source.withPixelsReadOnly { pixels in
                for y in 0..<target.height {
                    for x in 0..<target.width {
                        let got = value(target, x, y)
                        if (inside.minX..<inside.maxX).contains(x), (inside.minY..<inside.maxY).contains(y) {
                            guard let want = expected(x: x, y: y, source: source, into: into, land: landPixel, pixels: pixels) else { continue }
                            #expect(got == want, "seed \(seed): pixel (\(x), \(y))")
                            checked += 1
                            if want != landPixel { fromSource += 1 }
                        } else {
                            #expect(got == value(before, x, y), "seed \(seed): pixel (\(x), \(y)) outside the rect changed")
                        }
                    }
                }
            }
        }
        #expect(checked > 20_000 && fromSource > 3_000, "\(checked) pixels checked, \(fromSource) from the source")
    }

    @Test("the land pixel is the one a cairo fill of the same colour writes")
    func landIsCairosFill() throws {
        var random = SeededRandom(seed: 5)
        for _ in 0..<200 {
            let color = Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random), blue: .random(in: 0...1, using: &random))
            let filled = try Surface(width: 1, height: 1, format: .rgb24), scaled = try Surface(width: 1, height: 1, format: .rgb24)
            Canvas(filled).fill(Rect(x: 0, y: 0, width: 1, height: 1), color)
            let source = try Surface(width: 1, height: 1, format: .rgb24)
            scaled.scaleNearest(source, into: Rect(x: 5, y: 5, width: 1, height: 1), in: scaled.bounds, land: color)
            #expect(value(filled, 0, 0) | 0xFF00_0000 == value(scaled, 0, 0), "\(color)")
        }
    }

    @Test("a zoom out far beyond the fixed-point walk's range is still the definition")
    func extremeZoomOut() throws {
        var random = SeededRandom(seed: 9)
        let source = try Surface.noise(width: 3000, height: 2, using: &random)
        let target = try Surface(width: 40, height: 2, format: .rgb24)
        // One destination pixel spans 2²⁷ source pixels (past what 32.32 steps over 40 pixels can hold).
        let into = Rect(x: 0, y: 0, width: 3000.0 / 134_217_728, height: 2)
        target.scaleNearest(source, into: into, in: target.bounds, land: .black)
        #expect(value(target, 0, 0) == 0xFF00_0000)  // ⌊0.5 · 2²⁷⌋: far beyond 3,000 columns
        // Placed so that only pixel 0's centre falls on the source (on column 0).
        let near = Rect(x: 0.5 - 1e-9, y: 0, width: 3000.0 / 134_217_728, height: 2)
        target.scaleNearest(source, into: near, in: target.bounds, land: .black)
        #expect(value(target, 0, 0) == value(source, 0, 0))
        #expect(value(target, 1, 0) == 0xFF00_0000)
    }

    @Test("a placement that is not a number writes land, never reads the source", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinitePlacementWritesLand(_ bad: Double) throws {
        var random = SeededRandom(seed: 3)
        let source = try Surface.noise(width: 8, height: 8, using: &random)
        let target = try Surface.noise(width: 6, height: 4, using: &random)
        for into in [Rect(x: bad, y: 0, width: 8, height: 8), Rect(x: 0, y: 0, width: bad, height: 8), Rect(x: 0, y: 0, width: 0, height: 8)] {
            target.scaleNearest(source, into: into, in: target.bounds, land: .white)
            for y in 0..<4 { for x in 0..<6 { #expect(value(target, x, y) == 0xFFFF_FFFF) } }
        }
    }
}

extension NearestScaleTests {
    @Test("a scale so small that its inverse overflows, with a pixel centre on the placement, writes land")
    func denormalScaleWritesLand() throws {
        var random = SeededRandom(seed: 4)
        let source = try Surface.noise(width: 3, height: 3, using: &random)
        let target = try Surface.noise(width: 4, height: 4, using: &random)
        // 3 × 1e-310 / 3: the inverse scale is infinite, and pixel (0, 0)'s centre minus the corner is 0:
        // 0 × ∞ is not a number, which must read no source pixel.
        target.scaleNearest(source, into: Rect(x: 0.5, y: 0.5, width: 3e-310, height: 3e-310), in: target.bounds, land: .white)
        for y in 0..<4 { for x in 0..<4 { #expect(value(target, x, y) == 0xFFFF_FFFF, "(\(x), \(y))") } }
    }
}

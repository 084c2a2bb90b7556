import Foundation
import Testing
import WhimGraphics
import WhimTestSupport

/// `Surface.copy(_:at:in:tintingInteriorOf:with:)` lays a disc's colour over its interior as it copies, and
/// `fillDisc(…, interiorDone: true)` draws the rest: together they must give what a copy and then the whole
/// disc give, whatever rectangles each is cut into.
@Suite struct TintedCopyTests {
    /// Random rectangles that cover `w` × `h` without overlapping: the surface cut at random rows and columns.
    static func pieces(_ w: Int, _ h: Int, using random: inout SeededRandom) -> [PixelRect] {
        let xs = ([0, w] + (0..<3).map { _ in Int.random(in: 0...w, using: &random) }).sorted()
        let ys = ([0, h] + (0..<3).map { _ in Int.random(in: 0...h, using: &random) }).sorted()
        var rects: [PixelRect] = []
        for j in 0..<(ys.count - 1) {
            for i in 0..<(xs.count - 1) {
                rects.append(PixelRect(x: xs[i], y: ys[j], width: xs[i + 1] - xs[i], height: ys[j + 1] - ys[j]))
            }
        }
        return rects
    }

    @Test("a copy that tints a disc's interior, then the disc's edge, is a copy then the whole disc, within two levels of rounding, cut into different pieces each; outside the disc's reach it is the copy, bit for bit")
    func tintedCopyAndEdgeAreTheCopyAndTheDisc() throws {
        var tintedPixels = 0, roundedTwice = 0
        for seed in UInt64(1)...150 {
            var random = SeededRandom(seed: seed &* 7_727)
            let w = Int.random(in: 1...120, using: &random), h = Int.random(in: 1...90, using: &random)
            let source = try Surface.noise(width: w + 30, height: h + 30, using: &random)
            let offset = PixelPoint(x: -Int.random(in: 0...30, using: &random), y: -Int.random(in: 0...30, using: &random))
            let radius = Double.random(in: 0.3...100, using: &random)
            let center = Point(x: .random(in: -30...Double(w + 30), using: &random), y: .random(in: -30...Double(h + 30), using: &random))
            let color = Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                              blue: .random(in: 0...1, using: &random), alpha: .random(in: 0.02...1, using: &random))
            let disc = Circle(center: center, radius: radius)
            let row = try Surface(repeatingRowOf: color, width: w)
            let tint = BlendSource(surface: row, offset: .zero, alpha: Int((color.alpha * 255).rounded()))

            let reference = try Surface(width: w, height: h, format: .rgb24)
            reference.blit(source, at: offset, in: reference.bounds, copy: true)
            reference.fillDisc(center: center, radius: radius, color: color, in: reference.bounds)

            let fused = try Surface(width: w, height: h, format: .rgb24)
            for r in Self.pieces(w, h, using: &random) {
                tintedPixels += fused.copy(source, at: offset, in: r, tintingInteriorOf: disc, with: tint)
            }
            for r in Self.pieces(w, h, using: &random) {
                fused.fillDisc(center: center, radius: radius, color: color, in: r, interiorDone: true)
            }

            let reach = disc.reachOfEdge
            var worst = 0
            for y in 0..<h {
                for x in 0..<w {
                    let a = CircleFillTests.value(reference, x, y), b = CircleFillTests.value(fused, x, y)
                    let d = CircleFillTests.channelDelta(a, b, format: .rgb24)
                    worst = max(worst, d)
                    if !reach.contains(x: x, y: y) {
                        #expect(a & 0xFF_FFFF == b & 0xFF_FFFF, "seed \(seed): (\(x), \(y)) outside the disc changed")
                    }
                }
            }
            // Two levels: pixman's OVER rounds the premultiplied colour and the share of what is under it
            // separately (each within half a level), the blend kernel rounds once.
            #expect(worst <= 2, "seed \(seed): radius \(radius), alpha \(color.alpha)")
            if worst == 2 { roundedTwice += 1 }
        }
        #expect(tintedPixels > 100_000)
        #expect(roundedTwice < 30)
    }

    @Test("with the interior done, a disc writes only its edge pixels: a disc over white with an untouched interior shows white inside")
    func theEdgeFillLeavesTheInteriorAlone() throws {
        let s = try Surface(width: 200, height: 200, format: .rgb24)
        Canvas(s).clear(.white)
        let written = s.fillDisc(center: Point(x: 100.3, y: 99.6), radius: 80, color: Color(0x000000), in: s.bounds, interiorDone: true)
        // The ring of pixels the edge crosses, each row's own: more than the circumference, 2π·80 ≈ 503,
        // and under four times it.
        let circumference = 2 * Double.pi * 80
        #expect(Double(written) > circumference && Double(written) < 4 * circumference, "\(written)")
        #expect(CircleFillTests.value(s, 100, 100) & 0xFF_FFFF == 0xFF_FFFF)
        #expect(CircleFillTests.value(s, 100, 25) & 0xFF_FFFF == 0xFF_FFFF)
        #expect(CircleFillTests.value(s, 100, 19) & 0xFF_FFFF != 0xFF_FFFF)
    }

    @Test("a tint that is not a repeating row, or a disc that is not finite, gives a plain copy")
    func unusableTintsCopyPlainly() throws {
        var random = SeededRandom(seed: 5)
        let source = try Surface.noise(width: 40, height: 30, using: &random)
        let notARow = BlendSource(surface: try Surface(width: 40, height: 30, format: .rgb24), offset: .zero, alpha: 128)
        let row = BlendSource(surface: try Surface(repeatingRowOf: Color(0xFF0000), width: 40), offset: .zero, alpha: 128)
        for (disc, tint) in [(Circle(center: Point(x: 20, y: 15), radius: 10), notARow),
                             (Circle(center: Point(x: .nan, y: 15), radius: 10), row),
                             (Circle(center: Point(x: 20, y: 15), radius: .infinity), row)] {
            let s = try Surface(width: 40, height: 30, format: .rgb24)
            #expect(s.copy(source, at: .zero, in: s.bounds, tintingInteriorOf: disc, with: tint) == 0)
            let same = s.withPixelsReadOnly { a in source.withPixelsReadOnly { b in a.elementsEqual(b) } }
            #expect(same)
        }
    }

    @Test("a disc that is not a number, infinite or enormous, copied with its interior tinted and then its edge filled, never traps; one far larger than the surface tints it all, as the whole disc does")
    func hostileDiscsAreHarmless() throws {
        var random = SeededRandom(seed: 11)
        let source = try Surface.noise(width: 40, height: 30, using: &random)
        let surface = try Surface(width: 40, height: 30, format: .rgb24)
        let color = Color(0x1A73E8, alpha: 0.4)
        let tint = BlendSource(surface: try Surface(repeatingRowOf: color, width: 40), offset: .zero, alpha: 102)
        let values: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 1e12, 0, -3]
        for x in values {
            for r in values {
                surface.copy(source, at: .zero, in: surface.bounds, tintingInteriorOf: Circle(center: Point(x: x, y: 10), radius: r), with: tint)
                surface.fillDisc(center: Point(x: x, y: 10), radius: r, color: color, in: surface.bounds, interiorDone: true)
                surface.copy(source, at: .zero, in: surface.bounds, tintingInteriorOf: Circle(center: Point(x: 10, y: 10), radius: r), with: tint)
                surface.fillDisc(center: Point(x: 10, y: 10), radius: r, color: color, in: surface.bounds, interiorDone: true)
                Canvas(surface).fillCircle(center: Point(x: 10, y: x), radius: r, color, interiorDone: true)
            }
        }
        let far = Circle(center: Point(x: 1e7, y: 15), radius: 1e7 + 100)
        surface.copy(source, at: .zero, in: surface.bounds, tintingInteriorOf: far, with: tint)
        surface.fillDisc(center: far.center, radius: far.radius, color: color, in: surface.bounds, interiorDone: true)
        let whole = source.copy()
        whole.fillDisc(center: far.center, radius: far.radius, color: color, in: whole.bounds)
        var worst = 0
        for y in 0..<30 { for x in 0..<40 {
            worst = max(worst, CircleFillTests.channelDelta(CircleFillTests.value(surface, x, y), CircleFillTests.value(whole, x, y), format: .rgb24))
        } }
        #expect(worst <= 2)
        #expect(CircleFillTests.value(surface, 0, 0) != CircleFillTests.value(source, 0, 0))
    }
}

extension Circle {
    /// The pixels a disc around this circle may touch (its edge reaches half a pixel's diagonal out).
    var reachOfEdge: PixelRect {
        let r = radius + 0.75
        let x0 = Int((center.x - r).rounded(.down)), y0 = Int((center.y - r).rounded(.down))
        return PixelRect(x: x0, y: y0, width: Int((center.x + r).rounded(.up)) - x0, height: Int((center.y + r).rounded(.up)) - y0)
    }
}

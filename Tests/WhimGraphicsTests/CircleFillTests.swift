import Foundation
import Testing
import WhimGraphics
import WhimTestSupport

/// Discs and rings drawn straight into the pixels (`Surface.fillDisc`, `Surface.strokeCircle`, and
/// `Canvas.fillCircle` / `strokeCircle` that use them) against two references: the area each pixel has
/// inside the shape, integrated column by column, and cairo's fill and stroke of the same circle path.
@Suite struct CircleFillTests {
    /// A surface of random pixels; ARGB32 ones are translucent (premultiplied: each colour byte at most alpha).
    static func noise(width: Int, height: Int, format: Surface.Format, using random: inout SeededRandom) throws -> Surface {
        let s = try Surface.noise(width: width, height: height, format: format, using: &random)
        guard format == .argb32 else { return s }
        s.withPixels { p in
            for i in 0..<(p.count / 4) {
                let a = UInt32.random(in: 0...255, using: &random)
                let v = p.load(fromByteOffset: i * 4, as: UInt32.self)
                func channel(_ shift: UInt32) -> UInt32 { (((v >> shift) & 0xFF) * a / 255) << shift }
                p.storeBytes(of: (a << 24) | channel(16) | channel(8) | channel(0), toByteOffset: i * 4, as: UInt32.self)
            }
        }
        return s
    }

    static func value(_ s: Surface, _ x: Int, _ y: Int) -> UInt32 {
        s.withPixelsReadOnly { $0.load(fromByteOffset: y * s.stride + x * 4, as: UInt32.self) }
    }

    /// The largest difference of one channel (the alpha byte too for ARGB32).
    static func channelDelta(_ u: UInt32, _ v: UInt32, format: Surface.Format) -> Int {
        var m = 0
        for shift: UInt32 in format == .argb32 ? [0, 8, 16, 24] : [0, 8, 16] {
            m = max(m, abs(Int((u >> shift) & 0xFF) - Int((v >> shift) & 0xFF)))
        }
        return m
    }

    /// The length of the vertical line at `x` inside the circle, within the row from `y0` to `y0 + 1`.
    static func chord(atX x: Double, row y0: Double, center: Point, radius: Double) -> Double {
        let dx = x - center.x
        let h2 = radius * radius - dx * dx
        guard h2 > 0 else { return 0 }
        let h = h2.squareRoot()
        return max(0, min(y0 + 1, center.y + h) - max(y0, center.y - h))
    }

    /// The area of pixel (x, y) inside the circle of radius `outer` and, for a ring, outside the one of
    /// radius `inner`: the pixel's columns integrated exactly along y, 256 columns across.
    static func exactCoverage(x: Int, y: Int, center: Point, outer: Double, inner: Double?) -> Double {
        var sum = 0.0
        for i in 0..<256 {
            let column = Double(x) + (Double(i) + 0.5) / 256
            sum += chord(atX: column, row: Double(y), center: center, radius: outer)
            if let inner { sum -= chord(atX: column, row: Double(y), center: center, radius: inner) }
        }
        return sum / 256
    }

    @Test("each pixel's coverage is its area inside the disc or ring: within 0.04, and 0.01 from a radius of 3 pixels")
    func coverageIsTheArea() throws {
        var worstSmall = 0.0, worstLarge = 0.0, edgePixels = 0
        for seed in UInt64(1)...300 {
            var random = SeededRandom(seed: seed &* 4_447)
            let w = Int.random(in: 1...50, using: &random), h = Int.random(in: 1...40, using: &random)
            let surface = try Surface(width: w, height: h, format: .argb32)
            let radius = [Double.random(in: 0.05...3, using: &random), .random(in: 3...30, using: &random), .random(in: 30...90, using: &random)]
                .randomElement(using: &random)!
            let center = Point(x: .random(in: -10...Double(w + 10), using: &random), y: .random(in: -10...Double(h + 10), using: &random))
            let width = Double.random(in: 0.3...8, using: &random)
            let stroke = Bool.random(using: &random) && width <= 2 * radius
            // Opaque white on transparent: each pixel's alpha is its coverage.
            if stroke {
                surface.strokeCircle(center: center, radius: radius, width: width, color: .white, in: surface.bounds)
            } else {
                surface.fillDisc(center: center, radius: radius, color: .white, in: surface.bounds)
            }
            let small = stroke ? radius - width / 2 < 3 : radius < 3
            for y in 0..<h {
                for x in 0..<w {
                    let got = Double(Self.value(surface, x, y) >> 24) / 255
                    let want = stroke
                        ? Self.exactCoverage(x: x, y: y, center: center, outer: radius + width / 2, inner: radius - width / 2)
                        : Self.exactCoverage(x: x, y: y, center: center, outer: radius, inner: nil)
                    if want > 0, want < 1 { edgePixels += 1 }
                    if small { worstSmall = max(worstSmall, abs(got - want)) } else { worstLarge = max(worstLarge, abs(got - want)) }
                }
            }
        }
        #expect(edgePixels > 2_000)
        #expect(worstSmall <= 0.04)
        #expect(worstLarge <= 0.01)
    }

    @Test("a disc or ring drawn through a clip cut into pieces is the one drawn whole, bit for bit, in both formats")
    func piecesOfTheClipDrawTheSamePixels() throws {
        var translucent = 0
        for seed in UInt64(1)...200 {
            var random = SeededRandom(seed: seed &* 6_007)
            let w = Int.random(in: 1...90, using: &random), h = Int.random(in: 1...70, using: &random)
            let format: Surface.Format = Bool.random(using: &random) ? .argb32 : .rgb24
            let whole = try Self.noise(width: w, height: h, format: format, using: &random)
            let cut = whole.copy()
            let radius = Double.random(in: 0.3...80, using: &random)
            let center = Point(x: .random(in: -20...Double(w + 20), using: &random), y: .random(in: -20...Double(h + 20), using: &random))
            let alpha = [1, Double.random(in: 0.05...0.95, using: &random)].randomElement(using: &random)!
            let color = Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random), blue: .random(in: 0...1, using: &random), alpha: alpha)
            if color.alpha < 1 { translucent += 1 }
            let width = Double.random(in: 0.3...6, using: &random)
            let stroke = Bool.random(using: &random) && width <= 2 * radius
            // The surface cut at random rows and columns: the pieces (disjoint) cover it.
            let xs = ([0, w] + (0..<3).map { _ in Int.random(in: 0...w, using: &random) }).sorted()
            let ys = ([0, h] + (0..<3).map { _ in Int.random(in: 0...h, using: &random) }).sorted()
            func draw(_ s: Surface, in clip: PixelRect) {
                if stroke {
                    s.strokeCircle(center: center, radius: radius, width: width, color: color, in: clip)
                } else {
                    s.fillDisc(center: center, radius: radius, color: color, in: clip)
                }
            }
            draw(whole, in: whole.bounds)
            for j in 0..<(ys.count - 1) {
                for i in 0..<(xs.count - 1) {
                    draw(cut, in: PixelRect(x: xs[i], y: ys[j], width: xs[i + 1] - xs[i], height: ys[j + 1] - ys[j]))
                }
            }
            let same = whole.withPixelsReadOnly { a in cut.withPixelsReadOnly { b in a.elementsEqual(b) } }
            #expect(same, "seed \(seed): radius \(radius), \(stroke ? "ring" : "disc"), \(format)")
        }
        #expect(translucent > 50)
    }

    @Test("a canvas draws discs and rings as cairo does, within cairo's own 0.1-pixel tolerance, and touches nothing outside the circle and the clip")
    func agreesWithCairo() throws {
        var worst = 0, differing = 0, compared = 0
        for seed in UInt64(1)...400 {
            var random = SeededRandom(seed: seed &* 7_919)
            let format: Surface.Format = Bool.random(using: &random) ? .rgb24 : .argb32
            let w = Int.random(in: 1...90, using: &random), h = Int.random(in: 1...70, using: &random)
            let original = try Self.noise(width: w, height: h, format: format, using: &random)
            let straight = original.copy(), cairo = original.copy()
            let scale = [1, 1, 2, 1.5].randomElement(using: &random)!
            let shift = Point(x: .random(in: -10...10, using: &random), y: .random(in: -10...10, using: &random))
            let radius = [Double.random(in: 0.05...2, using: &random), .random(in: 2...30, using: &random), .random(in: 30...150, using: &random)]
                .randomElement(using: &random)!
            let device = Point(x: .random(in: -20...Double(w + 20), using: &random), y: .random(in: -20...Double(h + 20), using: &random))
            let color = Color(red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random), blue: .random(in: 0...1, using: &random),
                              alpha: Bool.random(using: &random) ? 1 : .random(in: 0...1, using: &random))
            let stroke = Bool.random(using: &random)
            let width = Double.random(in: 0.3...8, using: &random)
            var clipRects: [PixelRect] = []
            if Bool.random(using: &random) {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    clipRects.append(PixelRect(x: .random(in: -5...w, using: &random), y: .random(in: -5...h, using: &random),
                                               width: .random(in: 0...40, using: &random), height: .random(in: 0...40, using: &random)))
                }
            }
            for (surface, isStraight) in [(straight, true), (cairo, false)] {
                let canvas = Canvas(surface)
                if !clipRects.isEmpty {
                    var p = Path()
                    for r in clipRects { p.addRect(r.rect) }
                    canvas.clip(to: p)
                }
                canvas.translate(x: shift.x, y: shift.y)
                canvas.scale(x: scale, y: scale)
                let c = Point(x: (device.x - shift.x) / scale, y: (device.y - shift.y) / scale)
                switch (isStraight, stroke) {
                case (true, false): canvas.fillCircle(center: c, radius: radius / scale, color)
                case (true, true): canvas.strokeCircle(center: c, radius: radius / scale, color, width: width / scale)
                case (false, false): canvas.fill(.circle(center: c, radius: radius / scale), color)
                case (false, true): canvas.stroke(.circle(center: c, radius: radius / scale), color, style: LineStyle(width: width / scale))
                }
                canvas.flush()
            }
            let reach = stroke ? radius + width / 2 + 1 : radius + 1
            for y in 0..<h {
                for x in 0..<w {
                    let o = Self.value(original, x, y), s = Self.value(straight, x, y), c = Self.value(cairo, x, y)
                    let dx = Double(x) + 0.5 - device.x, dy = Double(y) + 0.5 - device.y
                    let clipped = !clipRects.isEmpty && !clipRects.contains { $0.contains(x: x, y: y) }
                    if clipped || dx * dx + dy * dy > reach * reach {
                        #expect(s == o, "seed \(seed): pixel \(x),\(y) outside the circle or the clip changed")
                        continue
                    }
                    let delta = Self.channelDelta(s, c, format: format)
                    worst = max(worst, delta)
                    compared += 1
                    if delta > 3 { differing += 1 }
                }
            }
        }
        // Cairo flattens the circle within 0.1 pixel, so an opaque edge over a contrasting pixel may differ
        // by a tenth of full scale; most pixels agree within rounding.
        #expect(worst <= 28)
        #expect(compared > 100_000)
        #expect(Double(differing) < 0.02 * Double(compared))
    }

    @Test("where user space is rotated or unevenly scaled, or the clip is a curve, the canvas draws through cairo, bit for bit")
    func otherwiseCairoDraws() throws {
        var random = SeededRandom(seed: 31)
        let original = try Surface.noise(width: 64, height: 48, using: &random)
        for setup in 0..<3 {
            let a = original.copy(), b = original.copy()
            for (surface, viaCircle) in [(a, true), (b, false)] {
                let canvas = Canvas(surface)
                switch setup {
                case 0: canvas.rotate(0.3)
                case 1: canvas.scale(x: 1, y: 1.5)
                default: canvas.clip(to: .circle(center: Point(x: 30, y: 20), radius: 15))
                }
                if viaCircle {
                    canvas.fillCircle(center: Point(x: 30, y: 20), radius: 17.3, Color(0x1A73E8, alpha: 0.5))
                    canvas.strokeCircle(center: Point(x: 30, y: 20), radius: 17.3, Color(0x1A73E8, alpha: 0.8), width: 2.5)
                } else {
                    canvas.fill(.circle(center: Point(x: 30, y: 20), radius: 17.3), Color(0x1A73E8, alpha: 0.5))
                    canvas.stroke(.circle(center: Point(x: 30, y: 20), radius: 17.3), Color(0x1A73E8, alpha: 0.8), style: LineStyle(width: 2.5))
                }
                canvas.flush()
            }
            #expect(a.withPixelsReadOnly { Array($0) } == b.withPixelsReadOnly { Array($0) }, "setup \(setup)")
        }
    }

    @Test("a circle that is not a number, infinite or enormous draws nothing outside the surface and never traps")
    func hostileCirclesAreHarmless() throws {
        var random = SeededRandom(seed: 5)
        let surface = try Surface.noise(width: 40, height: 30, using: &random)
        let values: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, 1e12, 0, -3]
        for x in values {
            for r in values {
                surface.fillDisc(center: Point(x: x, y: 10), radius: r, color: .white, in: surface.bounds)
                surface.fillDisc(center: Point(x: 10, y: 10), radius: r, color: .white, in: surface.bounds)
                surface.strokeCircle(center: Point(x: 10, y: x), radius: r, width: r, color: .white, in: surface.bounds)
                surface.strokeCircle(center: Point(x: 10, y: 10), radius: 5, width: x, color: .white, in: surface.bounds)
                let canvas = Canvas(surface)
                canvas.fillCircle(center: Point(x: 10, y: 10), radius: r, .white)
                canvas.strokeCircle(center: Point(x: x, y: 10), radius: 5, .white, width: r)
            }
        }
        // A disc larger than the surface around a far centre covers it all.
        surface.fillDisc(center: Point(x: 1e7, y: 15), radius: 1e7 + 100, color: .white, in: surface.bounds)
        #expect(Self.value(surface, 0, 0) & 0xFF_FFFF == 0xFF_FFFF)
        #expect(Self.value(surface, 39, 29) & 0xFF_FFFF == 0xFF_FFFF)
    }

    @Test("the canvas's circles leave no path behind, as cairo's fill and stroke do")
    func theCircleLeavesNoPath() throws {
        let surface = try Surface(width: 20, height: 20, format: .rgb24)
        let canvas = Canvas(surface)
        canvas.move(to: Point(x: 0, y: 0))
        canvas.line(to: Point(x: 20, y: 20))
        canvas.fillCircle(center: Point(x: 10, y: 10), radius: 4, .white)
        // Stroking what is left would draw the diagonal into the black corner.
        canvas.strokeCurrentPath(.white, style: LineStyle(width: 2))
        canvas.flush()
        #expect(Self.value(surface, 1, 1) & 0xFF_FFFF == 0)
    }
}

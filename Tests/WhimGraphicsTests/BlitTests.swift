import Testing
import WhimGraphics
import WhimTestSupport

/// The allocation-free blits must draw what cairo draws.
@Suite struct BlitTests {
    func panel() throws -> Surface {
        let s = try Surface(width: 120, height: 80, format: .argb32)
        let c = Canvas(s)
        c.fill(roundedRect: Rect(x: 0, y: 0, width: 120, height: 80), radius: 16, Color(0x1A73E8))
        c.drawText("Blit", in: Rect(x: 0, y: 0, width: 120, height: 80), font: .bold(20), color: .white, alignment: .center)
        return s
    }

    func background() throws -> Surface {
        let s = try Surface(width: 200, height: 150, format: .rgb24)
        let c = Canvas(s)
        c.clear(Color(0xE8EAED))
        for i in stride(from: 0, to: 200, by: 20) { c.fill(Rect(x: Double(i), y: 0, width: 1, height: 150), Color(0x9AA0A6)) }
        return s
    }

    @Test(arguments: [1.0, 0.5, 0.2])
    func blitMatchesCairoAtAnOpacity(_ opacity: Double) throws {
        let src = try panel()
        let viaCairo = try background(), viaBlit = try background()
        let within = PixelRect(x: 30, y: 20, width: 150, height: 100)
        Canvas(viaCairo).draw(src, at: PixelPoint(x: 40, y: 35), opacity: opacity, within: within)
        viaBlit.blit(src, at: PixelPoint(x: 40, y: 35), in: within, opacity: opacity)
        let d = ImageComparison.compare(expected: viaCairo, actual: viaBlit, tolerance: ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 0))
        #expect(d.isWithin(ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 0)), "\(d)")
        #expect(viaBlit.pixel(x: 100, y: 75) != Color(0xE8EAED))  // something was drawn
    }

    /// The row-copy path (a copy, or an opaque RGB24 source at full opacity into RGB24) writes exactly
    /// what cairo's SOURCE and OVER paints write, for random sources, offsets (negative too) and rects that
    /// run past the source or the destination, and leaves everything else as it was.
    @Test(arguments: [true, false])
    func plainCopiesMatchCairoExactly(_ copy: Bool) throws {
        for seed in UInt64(1)...60 {
            var random = SeededRandom(seed: seed &* 104_729 &+ (copy ? 1 : 0))
            let sourceFormat: Surface.Format = copy && random.next() % 2 == 0 ? .argb32 : .rgb24
            let width = Int.random(in: 1...40, using: &random), height = Int.random(in: 1...30, using: &random)
            let src = try Surface.noise(width: width, height: height, format: sourceFormat, using: &random)
            let offset = PixelPoint(x: Int.random(in: -20...30, using: &random), y: Int.random(in: -20...30, using: &random))
            let rect = PixelRect(x: Int.random(in: -10...40, using: &random), y: Int.random(in: -10...30, using: &random),
                                 width: Int.random(in: 0...50, using: &random), height: Int.random(in: 0...40, using: &random))
            let viaCairo = try background(), viaBlit = try background()
            Canvas(viaCairo).draw(src, at: offset, within: rect, copy: copy)
            viaBlit.blit(src, at: offset, in: rect, copy: copy)
            let exact = ImageTolerance(maxChannelDelta: 0, maxDifferingPixels: 0)
            let d = ImageComparison.compare(expected: viaCairo, actual: viaBlit, tolerance: exact)
            #expect(d.isWithin(exact), "seed \(seed): \(sourceFormat) at \(offset) in \(rect): \(d)")
        }
    }

    @Test func blitStaysInsideTheRectAndTheSource() throws {
        let dst = try background()
        let before = dst.copy()
        dst.blit(try panel(), at: PixelPoint(x: 150, y: 120), in: PixelRect(x: 0, y: 0, width: 160, height: 130))
        // Only the overlap of rect, source and destination changed.
        for (x, y) in [(149, 125), (165, 125), (155, 131), (10, 10)] {
            #expect(dst.pixel(x: x, y: y) == before.pixel(x: x, y: y), "(\(x), \(y)) must be untouched")
        }
        #expect(dst.pixel(x: 155, y: 125) == Color(0x1A73E8))
    }

    @Test func copyReplacesEvenTransparentPixels() throws {
        let dst = try background()
        let src = try Surface(width: 50, height: 50, format: .argb32)  // fully transparent
        dst.blit(src, at: PixelPoint(x: 0, y: 0), in: PixelRect(x: 0, y: 0, width: 50, height: 50), copy: true)
        #expect(dst.pixel(x: 10, y: 10) == .black)
        dst.blit(src, at: PixelPoint(x: 60, y: 0), in: PixelRect(x: 60, y: 0, width: 50, height: 50))
        #expect(dst.pixel(x: 70, y: 10) == Color(0xE8EAED))  // OVER of nothing changes nothing
    }

    @Test(arguments: [false, true])
    func circleMatchesCairoExceptAtTheEdge(_ inverted: Bool) throws {
        let src = try Surface(width: 200, height: 150, format: .rgb24)
        Canvas(src).clear(Color(0xE37400))
        let circle = Circle(center: Point(x: 90.3, y: 70.8), radius: 47.6, inverted: inverted)
        let viaCairo = try background(), viaBlit = try background()
        let all = PixelRect(x: 0, y: 0, width: 200, height: 150)
        Canvas(viaCairo).draw(src, at: .zero, clip: circle, within: all)
        viaBlit.blit(src, at: .zero, in: all, circle: circle, mask: CoverageMask(width: 200, height: 150))
        let d = ImageComparison.compare(expected: viaCairo, actual: viaBlit, tolerance: ImageTolerance(maxChannelDelta: 48, maxDifferingPixels: 0))
        #expect(d.isWithin(ImageTolerance(maxChannelDelta: 48, maxDifferingPixels: 0)), "\(d)")
        // Away from the edge: exact.
        #expect(viaBlit.pixel(x: 90, y: 70) == (inverted ? Color(0xE8EAED) : Color(0xE37400)))
        #expect(viaBlit.pixel(x: 5, y: 5) == (inverted ? Color(0xE37400) : Color(0xE8EAED)))
        #expect(d.changedPixels < 4 * 48 * 7)  // only pixels along the circumference (2πr ≈ 300) differ
    }
}

import Testing
import WhimGraphics
import WhimTestSupport

/// The circular reveal's one-pass kernel must draw exactly what the two-layer composite it replaces draws:
/// `under` copied, `outside` blitted through the inverted circle, then `inside` through the circle, each
/// edge through a coverage mask — R, G and B equal bit for bit, inside and outside the rect.
@Suite struct RevealKernelTests {
    /// A random circle for a rect of `size`: tiny to larger than the rect, centre inside, near or far outside.
    func circle(for size: (Int, Int), _ random: inout SeededRandom) -> Circle {
        let radius: Double = [0, 0.2, 0.5, 0.7, 1.3, .random(in: 0...8, using: &random), .random(in: 0...80, using: &random)]
            .randomElement(using: &random)!
        let spread = Double(max(size.0, size.1))
        return Circle(center: Point(x: .random(in: -spread...(2 * spread), using: &random), y: .random(in: -spread...(2 * spread), using: &random)),
                      radius: radius)
    }

    @Test("one pass equals under + outside through the inverted circle + inside through the circle", arguments: [false, true])
    func matchesTheTwoLayerComposite(withUnder: Bool) throws {
        for seed in UInt64(1)...300 {
            var random = SeededRandom(seed: seed &* 7919 &+ (withUnder ? 1 : 0))
            let width = Int.random(in: 1...70, using: &random), height = Int.random(in: 1...40, using: &random)
            let rect = PixelRect(x: Int.random(in: 0...5, using: &random), y: Int.random(in: 0...5, using: &random), width: width, height: height)
            let size = (rect.maxX + Int.random(in: 0...4, using: &random), rect.maxY + Int.random(in: 0...4, using: &random))
            let c = circle(for: size, &random)
            // Sources larger than the frame, placed at negative offsets, as panels with shadow margins are.
            let shift = PixelPoint(x: -Int.random(in: 0...3, using: &random), y: -Int.random(in: 0...3, using: &random))
            let inside = try Surface.noise(width: size.0 + 3, height: size.1 + 3, using: &random)
            let outside = try Surface.noise(width: size.0 + 3, height: size.1 + 3, using: &random)
            let under = withUnder ? try Surface.noise(width: size.0, height: size.1, using: &random) : nil
            let before = try Surface.noise(width: size.0, height: size.1, using: &random)

            let expected = try Surface(width: size.0, height: size.1, format: .rgb24)
            expected.blit(before, at: .zero, in: expected.bounds, copy: true)
            if let under { expected.blit(under, at: .zero, in: rect, copy: true) } else { expected.fill(rect, red: 0, green: 0, blue: 0) }
            let mask = CoverageMask(width: size.0, height: size.1)
            expected.blit(outside, at: shift, in: rect, circle: Circle(center: c.center, radius: c.radius, inverted: true), mask: mask)
            expected.blit(inside, at: shift, in: rect, circle: c, mask: mask)

            let actual = try Surface(width: size.0, height: size.1, format: .rgb24)
            actual.blit(before, at: .zero, in: actual.bounds, copy: true)
            actual.reveal(rect, inside: BlendSource(surface: inside, offset: shift), outside: BlendSource(surface: outside, offset: shift),
                          under: under.map { BlendSource(surface: $0, offset: .zero) }, circle: c)
            let exact = ImageTolerance(maxChannelDelta: 0, maxDifferingPixels: 0)
            let d = ImageComparison.compare(expected: expected, actual: actual, tolerance: exact)
            #expect(d.isWithin(exact), "seed \(seed): rect \(rect), circle \(c), under \(withUnder): \(d)")
        }
    }
}

import Testing
import WhimGraphics
import WhimTestSupport

/// A surface's repeated rows (`RepeatedRows`) against the rows themselves, and every reader given them
/// (`blend`, `reveal`, a plain-copy `blit`) against the same reader without them: the same bytes.
@Suite struct RepeatedRowsTests {
    /// Writes rows `rows` of `surface` as runs of 1–12 equal rows of noise, a run sometimes a copy of the
    /// run above (so runs meet and merge) and sometimes differing from it in one byte at its far end (so
    /// a reader that compares less than a whole row, or reads a run one row too far, shows).
    static func paintRuns(_ surface: Surface, rows: Range<Int>, using random: inout SeededRandom) {
        let bytes = surface.width * 4, stride = surface.stride
        surface.withPixels { p in
            var y = rows.lowerBound
            while y < rows.upperBound {
                let length = min(rows.upperBound - y, Int.random(in: 1...12, using: &random))
                let choice = Int.random(in: 0..<4, using: &random)
                for x in 0..<surface.width {
                    let value: UInt32 = choice == 0 && y > 0
                        ? p.load(fromByteOffset: (y - 1) * stride + x * 4, as: UInt32.self)
                        : UInt32.random(in: 0...0xFFFFFF, using: &random) | 0xFF00_0000
                    p.storeBytes(of: value, toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
                if choice == 1, y > 0 {
                    // The row above but for its last pixel's blue byte.
                    for i in 0..<bytes { p[y * stride + i] = p[(y - 1) * stride + i] }
                    p[y * stride + bytes - 4] &+= 1
                }
                for k in 1..<max(1, length) {
                    for i in 0..<bytes { p[(y + k) * stride + i] = p[y * stride + i] }
                }
                y += length
            }
        }
    }

    static func rowsEqual(_ s: Surface, _ a: Int, _ b: Int) -> Bool {
        s.withPixelsReadOnly { p in
            p[(a * s.stride)..<(a * s.stride + s.width * 4)].elementsEqual(p[(b * s.stride)..<(b * s.stride + s.width * 4)])
        }
    }

    /// Every claim `rows` makes about `s`, checked against the pixels.
    static func check(_ rows: RepeatedRows, describe s: Surface, _ context: String) {
        var mismatches = 0
        for y in 0..<s.height where rows.equalsRowAbove(y) != (y > 0 && rowsEqual(s, y, y - 1)) { mismatches += 1 }
        #expect(mismatches == 0, "\(context): \(mismatches) rows misjudged")
        // From any row: a repeated stretch is rows equal to its first; a stretch read row by row ends
        // where a run of at least `minimumRun` equal rows starts, or at the bottom.
        var badSegments = 0, readOnce = 0
        for row in 0..<s.height {
            let (repeats, end) = rows.segment(at: row)
            guard end > row, end <= s.height else { badSegments += 1; continue }
            if repeats {
                if end - row < 2 || !(row..<end).allSatisfy({ rowsEqual(s, $0, row) }) { badSegments += 1 }
                if end < s.height, rowsEqual(s, end, row) { badSegments += 1 }
            } else if end < s.height {
                let run = end..<(end + RepeatedRows.minimumRun)
                if run.upperBound > s.height || !run.allSatisfy({ rowsEqual(s, $0, end) }) || (end > 0 && rowsEqual(s, end, end - 1)) { badSegments += 1 }
            }
        }
        // The rows read once: all but the first of each maximal run of at least `minimumRun` rows.
        var y = 0
        while y < s.height {
            var end = y + 1
            while end < s.height, rowsEqual(s, end, y) { end += 1 }
            if end - y >= RepeatedRows.minimumRun { readOnce += end - y - 1 }
            y = end
        }
        #expect(badSegments == 0, "\(context): \(badSegments) segments wrong")
        #expect(rows.rowsReadOnce == readOnce, "\(context)")
    }

    @Test("every row is judged as the pixels are, and every stretch from any row reads as its rows do")
    func describesTheRows() throws {
        for seed in UInt64(1)...40 {
            var random = SeededRandom(seed: seed)
            let s = try Surface(width: .random(in: 1...23, using: &random), height: .random(in: 1...140, using: &random), format: seed.isMultiple(of: 2) ? .rgb24 : .argb32)
            Self.paintRuns(s, rows: 0..<s.height, using: &random)
            Self.check(RepeatedRows(of: s), describe: s, "seed \(seed)")
        }
    }

    @Test("rows drawn again and updated give what a fresh scan gives, after every step of a random walk")
    func updateEqualsAFreshScan() throws {
        var random = SeededRandom(seed: 99)
        let s = try Surface(width: 17, height: 200, format: .rgb24)
        Self.paintRuns(s, rows: 0..<s.height, using: &random)
        var rows = RepeatedRows(of: s)
        for step in 0..<120 {
            let a = Int.random(in: 0..<s.height, using: &random), b = Int.random(in: a...min(s.height, a + 40), using: &random)
            Self.paintRuns(s, rows: a..<b, using: &random)
            rows.update(from: s, rows: a..<b)
            #expect(rows == RepeatedRows(of: s), "step \(step): rows \(a)..<\(b)")
        }
        Self.check(rows, describe: s, "after the walk")
    }

    @Test("another surface's rows change nothing: updating from it is ignored, and readers given them read row by row")
    func anotherSurfacesRowsAreIgnored() throws {
        var random = SeededRandom(seed: 5)
        let a = try Surface(width: 12, height: 60, format: .rgb24), b = try Surface(width: 12, height: 60, format: .rgb24)
        a.fill(a.bounds, red: 9, green: 9, blue: 9)
        Self.paintRuns(b, rows: 0..<60, using: &random)
        var rows = RepeatedRows(of: a)
        #expect(rows.rowsReadOnce == 59)
        rows.update(from: b, rows: 0..<60)
        #expect(rows == RepeatedRows(of: a))
        let expected = try Surface(width: 12, height: 60, format: .rgb24), actual = try Surface(width: 12, height: 60, format: .rgb24)
        expected.blit(b, at: .zero, in: b.bounds, copy: true)
        actual.blit(b, at: .zero, in: b.bounds, copy: true, repeatedRows: rows)
        #expect(ImageComparison.compare(expected: expected, actual: actual, tolerance: .exact).isWithin(.exact))
    }

    /// A source of runs at a random offset covering `rect` of a `size` destination, with its rows or not.
    static func source(covering rect: PixelRect, using random: inout SeededRandom, alpha: Int = 255, known: Bool) throws -> BlendSource {
        let dx = Int.random(in: 0...5, using: &random), dy = Int.random(in: 0...9, using: &random)
        let s = try Surface(width: rect.maxX + dx + Int.random(in: 0...3, using: &random), height: rect.maxY + dy + Int.random(in: 0...7, using: &random), format: .rgb24)
        paintRuns(s, rows: 0..<s.height, using: &random)
        return BlendSource(surface: s, offset: PixelPoint(x: -dx, y: -dy), alpha: alpha, repeatedRows: known ? RepeatedRows(of: s) : nil)
    }

    @Test("a blend, a reveal and a plain copy write the same bytes whether or not they are given their sources' repeated rows",
          arguments: [BlendStores.cached, .streaming])
    func readersWriteTheSameBytes(stores: BlendStores) throws {
        // Rows each reader says it read from the row above: none without the rows, some with them.
        var rereads = 0
        for seed in UInt64(1)...60 {
            var random = SeededRandom(seed: seed &* 7919)
            let rect = PixelRect(x: .random(in: 0...6, using: &random), y: .random(in: 0...6, using: &random),
                                 width: .random(in: 1...45, using: &random), height: .random(in: 1...90, using: &random))
            let size = (rect.maxX + 3, rect.maxY + 3)
            let overlays = Int.random(in: 1...3, using: &random)
            var known: [BlendSource] = []
            for i in 0...overlays {
                known.append(try Self.source(covering: rect, using: &random, alpha: i == 0 ? 255 : .random(in: 0...255, using: &random), known: !random.chance(0.2)))
            }
            let plain = known.map { BlendSource(surface: $0.surface, offset: $0.offset, alpha: $0.alpha) }
            func blended(_ s: [BlendSource]) throws -> (Surface, Int) {
                let out = try Surface(width: size.0, height: size.1, format: .rgb24)
                let n = out.blend(rect, base: s[0], s[1], overlays > 1 ? s[2] : nil, overlays > 2 ? s[3] : nil, stores: stores)
                return (out, n)
            }
            let (plainBlend, plainRereads) = try blended(plain), (knownBlend, knownRereads) = try blended(known)
            #expect(plainRereads == 0 && knownRereads <= (overlays + 1) * (rect.height - 1), "seed \(seed): \(plainRereads), \(knownRereads)")
            rereads += knownRereads
            let blend = ImageComparison.compare(expected: plainBlend, actual: knownBlend, tolerance: .exact)
            #expect(blend.isWithin(.exact), "seed \(seed): blend of \(overlays) over \(rect): \(blend)")

            let circle = Circle(center: Point(x: .random(in: -10...60, using: &random), y: .random(in: -10...100, using: &random)),
                                radius: .random(in: 0...70, using: &random))
            func revealed(_ s: [BlendSource], under: Bool) throws -> Surface {
                let out = try Surface(width: size.0, height: size.1, format: .rgb24)
                out.reveal(rect, inside: s[0], outside: s[1], under: under ? s[2 % s.count] : nil, circle: circle)
                return out
            }
            let under = random.chance(0.5)
            let reveal = ImageComparison.compare(expected: try revealed(plain, under: under), actual: try revealed(known, under: under), tolerance: .exact)
            #expect(reveal.isWithin(.exact), "seed \(seed): reveal over \(rect): \(reveal)")

            func copied(_ s: BlendSource) throws -> Surface {
                let out = try Surface(width: size.0, height: size.1, format: .rgb24)
                out.blit(s.surface, at: s.offset, in: rect, copy: true, repeatedRows: s.repeatedRows)
                return out
            }
            let copy = ImageComparison.compare(expected: try copied(plain[1]), actual: try copied(known[1]), tolerance: .exact)
            #expect(copy.isWithin(.exact), "seed \(seed): copy over \(rect): \(copy)")
        }
        #expect(rereads > 0)
    }
}

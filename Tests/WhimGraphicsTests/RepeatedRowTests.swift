import Testing
import WhimGraphics
import WhimTestSupport

/// A surface that repeats its row (`Surface(repeatingRowOf:width:)`, `repeatsRows`) against the full
/// surface it stands for — every row a copy of the first — through every way a source is read: a copy,
/// a blit at an opacity, a blit through a circle, the blend kernel and the reveal kernel.
@Suite struct RepeatedRowTests {
    /// A repeated row of random pixels (not one colour, so a row read from the wrong place shows) and the
    /// full surface of `height` rows it stands for.
    static func pair(width: Int, height: Int, using random: inout SeededRandom) throws -> (row: Surface, full: Surface) {
        let row = try Surface(repeatingRowOf: .white, width: width)
        let noise = try Surface.noise(width: width, height: 1, using: &random)
        row.withPixels { r in noise.withPixelsReadOnly { n in r.copyMemory(from: UnsafeRawBufferPointer(rebasing: n[0..<(width * 4)])) } }
        let full = try Surface(width: width, height: height, format: .rgb24)
        full.withPixels { f in
            row.withPixelsReadOnly { r in
                for y in 0..<height { UnsafeMutableRawBufferPointer(rebasing: f[(y * full.stride)..<(y * full.stride + width * 4)]).copyMemory(from: UnsafeRawBufferPointer(rebasing: r[0..<(width * 4)])) }
            }
        }
        return (row, full)
    }

    static func same(_ a: Surface, _ b: Surface) -> Bool {
        a.withPixelsReadOnly { p in b.withPixelsReadOnly { q in p.elementsEqual(q) } }
    }

    @Test("a repeated row is an opaque colour's row, covers any height below it, and reads the same on every row")
    func describesItself() throws {
        let row = try Surface(repeatingRowOf: Color(0x1A73E8, alpha: 0.3), width: 7)
        #expect(row.repeatsRows && row.rowStep == 0 && row.height == 1)
        #expect(row.extent(at: PixelPoint(x: 3, y: -4)).contains(PixelRect(x: 3, y: -4, width: 7, height: 100_000)))
        #expect(row.pixel(x: 2, y: 5000) == row.pixel(x: 2, y: 0))
        #expect(row.pixel(x: 2, y: 0).alpha == 1)
        #expect(abs(row.pixel(x: 6, y: 9).blue - Double(0xE8) / 255) < 0.002)
        #expect(row.copy().repeatsRows)
        let plain = try Surface(width: 7, height: 1, format: .rgb24)
        #expect(!plain.repeatsRows && plain.rowStep == plain.stride && plain.extent(at: .zero) == plain.bounds)
    }

    @Test("every compositing path reads a repeated row as the full surface it stands for")
    func compositesAsTheFullSurface() throws {
        for seed in UInt64(1)...40 {
            var random = SeededRandom(seed: seed &* 2_654_435_761)
            let w = Int.random(in: 1...40, using: &random), h = Int.random(in: 1...30, using: &random)
            let (row, full) = try Self.pair(width: w, height: h, using: &random)
            let background = try Surface.noise(width: w, height: h, using: &random)
            let other = try Surface.noise(width: w, height: h, using: &random)
            let offset = PixelPoint(x: .random(in: -3...3, using: &random), y: .random(in: -3...3, using: &random))
            // The full surface covers only its rows: the rect keeps to them.
            let rect = PixelRect(origin: offset, size: PixelSize(width: w, height: h)).intersection(background.bounds)
            let opacity = Double.random(in: 0.05...1, using: &random)
            let circle = Circle(center: Point(x: .random(in: 0...Double(w), using: &random), y: .random(in: 0...Double(h), using: &random)),
                                radius: .random(in: 0...Double(w), using: &random), inverted: Bool.random(using: &random))
            let mask = CoverageMask(width: w, height: h)
            let draws: [(String, (Surface, Surface) -> Void)] = [
                ("copy", { dst, src in dst.blit(src, at: offset, in: rect, copy: true) }),
                ("opacity", { dst, src in dst.blit(src, at: offset, in: rect, opacity: opacity) }),
                ("circle", { dst, src in dst.blit(src, at: offset, in: rect, opacity: opacity, circle: circle, mask: mask) }),
                ("circles", { dst, src in dst.blit(src, at: offset, in: rect, opacity: opacity, circles: [circle, Circle(center: .zero, radius: 9)], mask: mask) }),
                ("blend", { dst, src in
                    dst.blend(rect, base: BlendSource(surface: other, offset: .zero), BlendSource(surface: src, offset: offset, alpha: Int(opacity * 255)))
                }),
                ("blend base", { dst, src in
                    dst.blend(rect, base: BlendSource(surface: src, offset: offset), BlendSource(surface: other, offset: .zero, alpha: Int(opacity * 255)))
                }),
                ("reveal", { dst, src in
                    dst.reveal(rect, inside: BlendSource(surface: src, offset: offset), outside: BlendSource(surface: other, offset: .zero),
                               under: BlendSource(surface: other, offset: .zero), circle: Circle(center: circle.center, radius: circle.radius))
                }),
            ]
            for (name, draw) in draws {
                let a = background.copy(), b = background.copy()
                draw(a, row)
                draw(b, full)
                #expect(Self.same(a, b), "seed \(seed): \(name)")
            }
        }
    }
}

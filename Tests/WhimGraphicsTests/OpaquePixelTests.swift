import Testing
import WhimGraphics
import WhimTestSupport

/// `Color.opaquePixel` is the word cairo writes for an opaque fill, so kernels writing it and memory stocked
/// with it stand for the fill bit for bit.
@Suite struct OpaquePixelTests {
    /// The raw word a 1×1 surface holds after cairo fills it with `color`.
    static func cairoPixel(_ color: Color, _ format: Surface.Format) throws -> UInt32 {
        let s = try Surface(width: 1, height: 1, format: format)
        Canvas(s).fill(Rect(x: 0, y: 0, width: 1, height: 1), color)
        return s.withPixelsReadOnly { $0.load(as: UInt32.self) }
    }

    @Test("every 8-bit level, both sides of every step between levels, 500 random colours and out-of-range channels: cairo's fill of RGB24 and ARGB32")
    func theWordIsCairos() throws {
        var random = SeededRandom(seed: 77)
        var colours = (0...255).map { Color(UInt32($0) * 0x010101) }
        colours += (0..<500).map { _ in
            Color(red: Double.random(in: 0...1, using: &random), green: Double.random(in: 0...1, using: &random),
                  blue: Double.random(in: 0...1, using: &random))
        }
        // Halfway between levels, and outside 0...1 (cairo clamps; so must the word).
        colours += (0..<256).map { Color(red: (Double($0) + 0.5) / 255, green: Double($0) / 256, blue: (Double($0) + 0.498) / 256) }
        colours += [Color(red: -0.5, green: 1.7, blue: 0.5), Color(red: 2, green: -1, blue: 1)]
        // Both sides of where the high byte steps by rounding to 16 bits ((256k − ½)/65535), and of k/256
        // (where it steps by ⌊c · (65536 − 10⁻⁵)⌋, which was this function until it met this test).
        for k in 1...255 {
            for v in [Double(k) / 256, (Double(k) / 256).nextDown, (256 * Double(k) - 0.5) / 65535, ((256 * Double(k) - 0.5) / 65535).nextDown] {
                colours.append(Color(red: v, green: 1 - v, blue: v))
            }
        }
        for format in [Surface.Format.rgb24, .argb32] {
            var wrong: [String] = []
            for c in colours {
                let cairo = try Self.cairoPixel(c, format)
                if c.opaquePixel != cairo { wrong.append("\(c): \(String(c.opaquePixel, radix: 16)) vs \(String(cairo, radix: 16))") }
            }
            #expect(wrong.isEmpty, "\(format): \(wrong.count) of \(colours.count) colours, e.g. \(wrong.prefix(3))")
        }
    }
}

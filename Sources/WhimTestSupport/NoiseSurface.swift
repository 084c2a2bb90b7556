import WhimGraphics

extension Surface {
    /// An opaque surface of random pixels (alpha 0xFF; red, green and blue drawn from `random`, one pixel
    /// after another), for comparing two ways of drawing the same picture: neighbours differ, so a byte
    /// taken from the wrong place shows.
    public static func noise(width: Int, height: Int, format: Format = .rgb24, using random: inout SeededRandom) throws -> Surface {
        let surface = try Surface(width: width, height: height, format: format)
        surface.withPixels { p in
            for i in 0..<(p.count / 4) {
                p.storeBytes(of: UInt32.random(in: 0...0xFFFFFF, using: &random) | 0xFF00_0000, toByteOffset: i * 4, as: UInt32.self)
            }
        }
        return surface
    }
}

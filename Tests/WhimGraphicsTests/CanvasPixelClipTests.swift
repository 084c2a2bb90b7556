import Testing
import WhimGraphics
import WhimTestSupport

/// `Canvas.clip(toPixelsOf:)`: a clip to the whole device pixels under a user-space rect, rounded outwards,
/// whatever the transform; a rect that is not finite clips nothing, a huge one does not trap.
@Suite struct CanvasPixelClipTests {
    /// Fills the whole surface red through a clip to `rect` under `scale` and returns the painted pixels.
    func painted(_ rect: Rect, scale: Double, size: Int = 40) throws -> Set<[Int]> {
        let surface = try Surface(width: size, height: size, format: .argb32)
        let canvas = Canvas(surface)
        canvas.clear(.clear)
        canvas.scale(x: scale, y: scale)
        canvas.clip(toPixelsOf: rect)
        canvas.fill(Rect(x: -1e4, y: -1e4, width: 2e4, height: 2e4), Color(0xFF0000))
        canvas.flush()
        var set = Set<[Int]>()
        for y in 0..<size { for x in 0..<size where surface.pixel(x: x, y: y).alpha > 0 { set.insert([x, y]) } }
        return set
    }

    /// Random rects at random scales: exactly the pixels of the rect's device bounds rounded outwards.
    @Test func paintsExactlyThePixelsUnderTheRect() throws {
        var random = SeededRandom(seed: 17)
        for _ in 0..<60 {
            let scale = [1.0, 1.25, 1.5, 2, 3].randomElement(using: &random)!
            let rect = Rect(x: .random(in: -3...15, using: &random), y: .random(in: -3...15, using: &random),
                            width: .random(in: 0.1...12, using: &random), height: .random(in: 0.1...12, using: &random))
            let device = rect.pixelBounds(scale: scale).intersection(PixelRect(x: 0, y: 0, width: 40, height: 40))
            var expected = Set<[Int]>()
            for y in device.minY..<max(device.minY, device.maxY) { for x in device.minX..<max(device.minX, device.maxX) { expected.insert([x, y]) } }
            #expect(try painted(rect, scale: scale) == expected, "\(rect) at \(scale)")
        }
    }

    @Test func aRectThatIsNotFiniteClipsNothingAndAHugeOneDoesNotTrap() throws {
        let all = 40 * 40
        for rect in [Rect(x: .nan, y: 0, width: 5, height: 5), Rect(x: 0, y: 0, width: .infinity, height: 5),
                     Rect(x: .greatestFiniteMagnitude, y: 0, width: .greatestFiniteMagnitude, height: 5)] {
            #expect(!rect.isFinite)
            #expect(try painted(rect, scale: 2).count == all, "\(rect)")
        }
        #expect(try painted(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), scale: 1.5).count == all)
        #expect(try painted(Rect(x: 1e300, y: 0, width: 1, height: 1), scale: 1).isEmpty)
    }
}

import Testing
import WhimGraphics
import WhimTestSupport

/// `Canvas.blit(_:at:in:)`: a whole-pixel blend straight into the surface that keeps to the canvas's clip,
/// compared with cairo's own paint of the same source through the same clip.
@Suite struct CanvasBlitTests {
    /// A translucent ARGB32 source (premultiplied) and an RGB24 target of random pixels.
    static func pair(_ random: inout SeededRandom) throws -> (source: Surface, target: Surface) {
        let source = try Surface(width: .random(in: 1...40, using: &random), height: .random(in: 1...30, using: &random), format: .argb32)
        let c = Canvas(source)
        c.clear(Color(red: .random(in: 0...1, using: &random), green: 0.4, blue: 0.7, alpha: .random(in: 0.1...1, using: &random)))
        c.fillCircle(center: Point(x: 5, y: 5), radius: 6, Color(0x202020, alpha: 0.8))
        let target = try Surface.noise(width: .random(in: 1...60, using: &random), height: .random(in: 1...50, using: &random), using: &random)
        return (source, target)
    }

    @Test("through a clip of whole-pixel rectangles: exactly cairo's paint through it, nothing outside the clip or the rect")
    func keepsToARectangleClip() throws {
        var drawn = 0
        for seed in UInt64(1)...150 {
            var random = SeededRandom(seed: seed &* 3_301)
            let (source, target) = try Self.pair(&random)
            let expected = target.copy()
            let offset = PixelPoint(x: .random(in: -10...target.width, using: &random), y: .random(in: -10...target.height, using: &random))
            let rect = PixelRect(x: .random(in: -5...target.width, using: &random), y: .random(in: -5...target.height, using: &random),
                                 width: .random(in: 0...50, using: &random), height: .random(in: 0...40, using: &random))
            let clip = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                PixelRect(x: .random(in: -5...target.width, using: &random), y: .random(in: -5...target.height, using: &random),
                          width: .random(in: 0...30, using: &random), height: .random(in: 0...30, using: &random))
            }
            let canvas = Canvas(target), reference = Canvas(expected)
            canvas.withState {
                canvas.clip(to: clip)
                canvas.blit(source, at: offset, in: rect)
            }
            reference.withState {
                reference.clip(to: clip)
                reference.draw(source, at: offset, within: rect)
            }
            canvas.flush()
            reference.flush()
            let same = target.withPixelsReadOnly { a in expected.withPixelsReadOnly { b in a.elementsEqual(b) } }
            #expect(same, "seed \(seed)")
            if !rect.intersection(target.bounds).intersection(PixelRect(origin: offset, size: source.pixelSize)).isEmpty { drawn += 1 }
        }
        #expect(drawn > 40)
    }

    @Test("through a curved clip it is cairo's paint, bit for bit")
    func aCurvedClipGoesThroughCairo() throws {
        var random = SeededRandom(seed: 77)
        let (source, target) = try Self.pair(&random)
        let expected = target.copy()
        let rect = PixelRect(x: 0, y: 0, width: target.width, height: target.height)
        let canvas = Canvas(target), reference = Canvas(expected)
        for c in [canvas, reference] {
            c.withState {
                c.clip(to: .circle(center: Point(x: 10, y: 8), radius: 9.3))
                if c === canvas { c.blit(source, at: PixelPoint(x: 2, y: 1), in: rect) } else { c.draw(source, at: PixelPoint(x: 2, y: 1), within: rect) }
            }
            c.flush()
        }
        #expect(target.withPixelsReadOnly { a in expected.withPixelsReadOnly { b in a.elementsEqual(b) } })
    }
}

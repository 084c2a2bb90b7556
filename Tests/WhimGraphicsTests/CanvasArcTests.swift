import Foundation
import Testing
import WhimGraphics
import WhimTestSupport

/// Arcs handed to cairo: cairo splits an arc into pieces without bound (a radius of 1e308 or a sweep of
/// 1e300 radians never returned), so the canvas keeps them within what cairo can draw.
@Suite struct CanvasArcTests {
    @Test("arcs of enormous radius or sweep, or not numbers, return at once and draw at most their chord")
    func hostileArcsReturn() throws {
        let surface = try Surface(width: 30, height: 30, format: .rgb24)
        let canvas = Canvas(surface)
        let radii: [Double] = [1e308, -1e308, 1e9, .nan, .infinity]
        for r in radii {
            canvas.fill(.circle(center: Point(x: 15, y: 15), radius: r), .white)
            canvas.stroke(.circle(center: Point(x: 15, y: 15), radius: r), .white, style: LineStyle(width: 2))
        }
        for end in [1e300, -1e300, 1e12, .nan] {
            var path = Path()
            path.arc(center: Point(x: 15, y: 15), radius: 10, start: 0, end: end)
            canvas.stroke(path, .white, style: LineStyle(width: 1))
        }
        canvas.flush()
        // The many-turn arcs drew their circle (two turns and the rest): a pixel on it is lit.
        #expect(surface.pixel(x: 25, y: 15).red > 0.3)
    }

    @Test("an arc of a million turns draws what its last turn and the rest draw")
    func manyTurnsDrawOneCircle() throws {
        let one = try Surface(width: 40, height: 40, format: .rgb24), many = try Surface(width: 40, height: 40, format: .rgb24)
        for (surface, end) in [(one, 2 * Double.pi + 0.25), (many, 2 * Double.pi * 1e6 + 0.25)] {
            let canvas = Canvas(surface)
            var path = Path()
            path.arc(center: Point(x: 20, y: 20), radius: 12, start: 0, end: end)
            path.close()
            canvas.fill(path, .white)
            canvas.flush()
        }
        let same = one.withPixelsReadOnly { a in many.withPixelsReadOnly { b in a.elementsEqual(b) } }
        #expect(same)
        #expect(one.pixel(x: 20, y: 20).red > 0.99)
    }
}

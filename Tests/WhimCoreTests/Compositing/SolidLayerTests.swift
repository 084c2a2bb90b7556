import Testing
import WhimCore
import WhimGraphics

/// A layer of a repeated row (a solid colour) covers the size it is given, however large, and no more.
@Suite struct SolidLayerTests {
    @Test("a solid layer of any size, even one no frame could hold, covers its rect cut to the frame and never traps")
    func anySizeIsCut() throws {
        let compositor = try Compositor(size: PixelSize(width: 40, height: 30))
        let row = try Surface(repeatingRowOf: Color(0xFF0000), width: 40)
        for size in [PixelSize(width: 40, height: 12), PixelSize(width: .max, height: .max), PixelSize(width: -5, height: 7)] {
            compositor.beginFrame()
            compositor.add(CompositeLayer(surface: row, origin: PixelPoint(x: 0, y: 3), size: size))
            compositor.compose(backdrop: EmptyBackdrop())
            let inside = compositor.frame.pixel(x: 10, y: 10), above = compositor.frame.pixel(x: 10, y: 1)
            let below = compositor.frame.pixel(x: 10, y: 20)
            if size.width < 0 {
                #expect(inside.red == 0, "a negative size shows nothing")
            } else {
                #expect(inside.red == 1 && inside.green == 0, "\(size)")
                #expect(above.red == 0, "above the origin: the backdrop's black")
                #expect(below.red == (size.height > 17 ? 1 : 0), "\(size)")
            }
        }
    }
}

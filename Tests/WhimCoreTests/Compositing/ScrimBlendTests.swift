import Testing
import WhimCore
import WhimGraphics

/// A scrim over a screen with a sheet on it: the band above the sheet is cut at the sheet's edges into
/// three cells blended from the same sources, and is blended as one (whole rows are read and written
/// about twice as fast as strips of them), with the bytes of the layers composited one by one.
@Suite struct ScrimBlendTests {
    @Test func cellsBlendedFromTheSameSourcesAreBlendedAsOne() throws {
        let size = PixelSize(width: 200, height: 100)
        let screen = try Surface(width: 200, height: 100, format: .rgb24)
        Canvas(screen).fill(Rect(x: 0, y: 0, width: 200, height: 100), Color(0x3B7DD8))
        Canvas(screen).fill(Rect(x: 20, y: 10, width: 120, height: 50), Color(0xF2C14E))
        let scrim = try Surface(repeatingRowOf: Color(0x000000), width: 200)
        let sheet = try Surface(width: 60, height: 40, format: .rgb24)
        Canvas(sheet).fill(Rect(x: 0, y: 0, width: 60, height: 40), Color(0xFFFFFF))
        let layers = [
            CompositeLayer(surface: screen, origin: .zero, opaqueRect: PixelRect(x: 0, y: 0, width: 200, height: 100)),
            CompositeLayer(surface: scrim, origin: .zero, size: size, opacity: 0.4),
            CompositeLayer(surface: sheet, origin: PixelPoint(x: 70, y: 60), opaqueRect: PixelRect(x: 70, y: 60, width: 60, height: 40)),
        ]
        let compositor = try Compositor(size: size)
        compositor.beginFrame()
        for l in layers { compositor.add(l) }
        compositor.compose(backdrop: EmptyBackdrop())
        // Above the sheet one blend over whole rows; beside it one on each side; the sheet copied.
        #expect(compositor.lastBlends == 3)
        #expect(compositor.lastPixelsDrawn == size.area)
        // The same bytes as cairo drawing the layers one by one (within the kernel's one rounding).
        let reference = try Surface(width: 200, height: 100, format: .rgb24)
        let canvas = Canvas(reference)
        canvas.draw(screen, in: Rect(x: 0, y: 0, width: 200, height: 100))
        canvas.fill(Rect(x: 0, y: 0, width: 200, height: 100), Color(0x000000, alpha: 0.4))
        canvas.draw(sheet, in: Rect(x: 70, y: 60, width: 60, height: 40))
        canvas.flush()
        let d = ImageComparison.compare(expected: reference, actual: compositor.frame, tolerance: .exact)
        #expect(d.maxChannelDelta <= 1, "\(d)")
    }
}

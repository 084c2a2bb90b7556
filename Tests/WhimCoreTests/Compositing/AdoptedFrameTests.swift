import Testing
import WhimGraphics
@testable import WhimCore

/// Composing into someone else's pixels (a locked streaming texture) gives the frames composing into the
/// compositor's own surface gives, and letting go of them keeps the picture.
@Suite("Adopted frame")
struct AdoptedFrameTests {
    let size = PixelSize(width: 160, height: 100)

    func panel(_ color: UInt32) throws -> Surface {
        let s = try Surface(width: 80, height: 50, format: .rgb24)
        Canvas(s).clear(Color(color))
        return s
    }

    /// Two frames: a panel over the backdrop, then the panel moved and faded.
    func compose(_ compositor: Compositor, _ backdrop: GridBackdrop, _ p: Surface) {
        compositor.beginFrame()
        compositor.add(CompositeLayer(surface: p, origin: PixelPoint(x: 10, y: 10), opaqueRect: PixelRect(x: 10, y: 10, width: 80, height: 50)))
        compositor.compose(backdrop: backdrop)
        compositor.beginFrame()
        compositor.add(CompositeLayer(surface: p, origin: PixelPoint(x: 50, y: 30), opacity: 0.5))
        compositor.compose(backdrop: backdrop)
    }

    @Test func composingIntoAdoptedPixelsEqualsComposingIntoItsOwn() throws {
        let backdrop = GridBackdrop(gridSpacing: 20)
        backdrop.resize(to: size, scale: 1)
        let p = try panel(0x1A73E8)
        let own = try Compositor(size: size)
        compose(own, backdrop, p)

        // Memory owned elsewhere, full of garbage: the first frame after adopting is composed whole.
        let stride = size.width * 4 + 64
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * size.height, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0xA5, count: stride * size.height)
        let borrowed = try Surface(borrowing: memory, width: size.width, height: size.height, stride: stride, format: .rgb24)
        let adopting = try Compositor(size: size)
        compose(adopting, backdrop, p)
        #expect(adopting.adopt(frame: borrowed))
        #expect(adopting.isFrameAdopted)
        #expect(adopting.frame === borrowed)
        compose(adopting, backdrop, p)
        let d = ImageComparison.compare(expected: own.frame, actual: borrowed, tolerance: .exact)
        #expect(d.isWithin(.exact), "\(d)")

        // Letting go: a frame of its own with the same picture, and the borrowed pixels are left alone.
        try adopting.releaseAdoptedFrame()
        #expect(!adopting.isFrameAdopted)
        #expect(adopting.frame !== borrowed)
        #expect(ImageComparison.compare(expected: own.frame, actual: adopting.frame, tolerance: .exact).isWithin(.exact))
        _ = borrowed.withPixels { $0.initializeMemory(as: UInt8.self, repeating: 0) }
        compose(adopting, backdrop, p)
        #expect(ImageComparison.compare(expected: own.frame, actual: adopting.frame, tolerance: .exact).isWithin(.exact))
    }

    @Test func aSurfaceOfAnotherSizeOrFormatIsRefused() throws {
        let compositor = try Compositor(size: size)
        let before = compositor.frame
        #expect(!compositor.adopt(frame: try Surface(width: 161, height: 100, format: .rgb24)))
        #expect(!compositor.adopt(frame: try Surface(width: 160, height: 100, format: .argb32)))
        #expect(compositor.frame === before)
        #expect(!compositor.isFrameAdopted)
        // A resize always gives it a frame of its own.
        #expect(compositor.adopt(frame: try Surface(width: 160, height: 100, format: .rgb24)))
        try compositor.resize(to: PixelSize(width: 100, height: 60))
        #expect(!compositor.isFrameAdopted)
    }
}

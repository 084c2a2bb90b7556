import CPixman

/// A reusable 8-bit coverage buffer the size of a frame, for the antialiased edge of a circular clip.
/// Made once (per frame size) and rewritten only where an edge is drawn, so blits with a circle allocate nothing.
public final class CoverageMask {
    /// Width in device pixels (at least 1).
    public let width: Int
    /// Height in device pixels (at least 1).
    public let height: Int
    let stride: Int
    let data: UnsafeMutablePointer<UInt8>
    let image: OpaquePointer

    /// A zeroed mask of the given size in device pixels; sizes below 1 are raised to 1. The mask owns its memory and frees it when released.
    public init(width: Int, height: Int) {
        let w = max(1, width), h = max(1, height), s = (w + 3) & ~3
        self.width = w
        self.height = h
        stride = s
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: s * h)
        buffer.initialize(repeating: 0, count: s * h)
        data = buffer
        image = buffer.withMemoryRebound(to: UInt32.self, capacity: s * h / 4) {
            pixman_image_create_bits(PIXMAN_a8, Int32(w), Int32(h), $0, Int32(s))!
        }
    }

    deinit {
        pixman_image_unref(image)
        data.deallocate()
    }
}

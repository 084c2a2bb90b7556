import CBlend
import CCairo

/// One source of a one-pass blend: a surface with its top-left corner at `offset`, at an 8-bit opacity.
public struct BlendSource {
    /// The source; it must cover the blended rectangle once placed at ``offset``.
    public var surface: Surface
    /// Where the source's top-left pixel lands on the destination, in device pixels.
    public var offset: PixelPoint
    /// Constant opacity, 0...255 (255 opaque); ignored for the base, which is copied.
    public var alpha: Int

    /// A source placed at `offset` at opacity `alpha` (0...255).
    public init(surface: Surface, offset: PixelPoint, alpha: Int = 255) {
        self.surface = surface
        self.offset = offset
        self.alpha = alpha
    }
}

extension Surface {
    /// Writes into `rect` the `base` pixels with up to three `overlays` blended over them in turn, each at
    /// its constant opacity, in one pass over memory: what copying `base` and then drawing each overlay
    /// with OVER and a constant mask does, to the same 8-bit rounding, where every source is opaque. It
    /// is the cross-fade's kernel: two whole-frame layers at complementary opacities over the map cost
    /// three reads and one write per pixel instead of three read-modify-write passes.
    ///
    /// Every source must cover `rect` and be opaque there (the caller knows: RGB24, or a panel's opaque
    /// interior). The kernel (`whim_blend_row`) works on 16-bit lanes, four pixels (SSE2) or eight (AVX2) at a time.
    public func blend(_ rect: PixelRect, base: BlendSource, _ o1: BlendSource, _ o2: BlendSource? = nil, _ o3: BlendSource? = nil) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        cairo_surface_flush(handle)
        cairo_surface_flush(base.surface.handle)
        cairo_surface_flush(o1.surface.handle)
        if let o2 { cairo_surface_flush(o2.surface.handle) }
        if let o3 { cairo_surface_flush(o3.surface.handle) }
        let dst = cairo_image_surface_get_data(handle)!
        func row(_ s: BlendSource, _ y: Int) -> UnsafePointer<UInt8> {
            UnsafePointer(cairo_image_surface_get_data(s.surface.handle)!) + (y - s.offset.y) * s.surface.stride + (r.minX - s.offset.x) * 4
        }
        let count: Int32 = o3 != nil ? 3 : (o2 != nil ? 2 : 1)
        var alphas = (UInt16(clamping: o1.alpha), UInt16(clamping: o2?.alpha ?? 0), UInt16(clamping: o3?.alpha ?? 0))
        let bytes = r.width * 4
        withUnsafePointer(to: &alphas) { tuple in
            tuple.withMemoryRebound(to: UInt16.self, capacity: 3) { alpha in
                for y in r.minY..<r.maxY {
                    let s1 = row(o1, y)
                    whim_blend_row(dst + y * stride + r.minX * 4, row(base, y), s1, o2.map { row($0, y) } ?? s1, o3.map { row($0, y) } ?? s1, alpha, count, bytes)
                }
            }
        }
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }
}

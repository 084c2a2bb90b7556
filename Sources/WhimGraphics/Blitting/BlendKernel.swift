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
    /// with OVER and a constant mask does, rounded once instead of once per layer (so within a level of
    /// pixman's result per layer). It is the cross-fade's kernel: two whole-frame layers at complementary
    /// opacities over the map cost three reads and one write per pixel instead of three read-modify-write
    /// passes.
    ///
    /// Every source must cover `rect` and be opaque there (the caller knows: RGB24, or a panel's opaque
    /// interior). The kernel (`whim_blend_rect`) sums each source's share of a pixel in 16-bit lanes, eight
    /// pixels at a time with AVX2, four with SSE2; `stores` says whether its stores go through the cache
    /// (by default they are streamed past it when the blend outgrows half of it: ``BlendStores``).
    public func blend(_ rect: PixelRect, base: BlendSource, _ o1: BlendSource, _ o2: BlendSource? = nil, _ o3: BlendSource? = nil,
                      stores: BlendStores = .automatic) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        cairo_surface_flush(handle)
        cairo_surface_flush(base.surface.handle)
        cairo_surface_flush(o1.surface.handle)
        if let o2 { cairo_surface_flush(o2.surface.handle) }
        if let o3 { cairo_surface_flush(o3.surface.handle) }
        let dst = cairo_image_surface_get_data(handle)! + r.minY * stride + r.minX * 4
        /// The source's pixel under the rect's top-left corner.
        func origin(_ s: BlendSource) -> UnsafePointer<UInt8> {
            UnsafePointer(cairo_image_surface_get_data(s.surface.handle)!) + (r.minY - s.offset.y) * s.surface.rowStep + (r.minX - s.offset.x) * 4
        }
        let count: Int32 = o3 != nil ? 3 : (o2 != nil ? 2 : 1)
        let (w0, w1, w2, w3) = Self.blendWeights(o1.alpha, o2?.alpha, o3?.alpha)
        // Inputs past `count` are never read; they repeat the first overlay.
        var inputs = whim_blend_inputs(
            pixels: (origin(base), origin(o1), origin(o2 ?? o1), origin(o3 ?? o1)),
            stride: (base.surface.rowStep, o1.surface.rowStep, (o2 ?? o1).surface.rowStep, (o3 ?? o1).surface.rowStep),
            weight: (w0, w1, w2, w3), count: count)
        let bytes = r.width * 4
        let stream = stores.streams(touchedBytes: bytes * r.height * (Int(count) + 2), lastLevelCacheBytes: BlendStores.lastLevelCacheBytes)
        whim_blend_rect(dst, stride, &inputs, bytes, r.height, stream ? 1 : 0)
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }

    /// Each input's share of a pixel (0.16 fixed point: base, then the overlays bottom-up) when overlays
    /// at 8-bit opacities `a1`, `a2`, `a3` are stacked in turn over an opaque base: overlay k keeps
    /// a_k/255 of what it covers times what the overlays above leave of it. The shares sum to 65536 (the
    /// base takes the rounding remainder), none exceeds 65535.
    static func blendWeights(_ a1: Int, _ a2: Int?, _ a3: Int?) -> (UInt16, UInt16, UInt16, UInt16) {
        func fraction(_ a: Int?) -> Double { Double(min(255, max(0, a ?? 0))) / 255 }
        let f1 = fraction(a1), f2 = fraction(a2), f3 = fraction(a3)
        // Top-down: each overlay takes its fraction of what the ones above it leave.
        let w3 = Int((f3 * 65536).rounded())
        let w2 = Int(((1 - f3) * f2 * 65536).rounded())
        let w1 = Int(((1 - f3) * (1 - f2) * f1 * 65536).rounded())
        let base = max(0, 65536 - w1 - w2 - w3)
        func clamp(_ v: Int) -> UInt16 { UInt16(min(65535, v)) }
        return (clamp(base), clamp(w1), clamp(w2), clamp(w3))
    }
}

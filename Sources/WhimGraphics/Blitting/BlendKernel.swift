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
    /// The rows of `surface` that repeat the row above, when its owner knows them: a run of them is read
    /// from one row (ignored when they describe another surface).
    public var repeatedRows: RepeatedRows?

    /// A source placed at `offset` at opacity `alpha` (0...255), whose `repeatedRows` may be known.
    public init(surface: Surface, offset: PixelPoint, alpha: Int = 255, repeatedRows: RepeatedRows? = nil) {
        self.surface = surface
        self.offset = offset
        self.alpha = alpha
        self.repeatedRows = repeatedRows
    }

    /// The source's pixel under destination pixel (`x`, `y`).
    func pixels(at x: Int, _ y: Int) -> UnsafePointer<UInt8> {
        UnsafePointer(cairo_image_surface_get_data(surface.handle)!) + (y - offset.y) * surface.rowStep + (x - offset.x) * 4
    }

    /// The rows of a stretch of `rows` read at `step` that come from the row above (a run of its repeated
    /// rows; a surface that repeats its one row does not count).
    func rereads(step: Int, rows: Int) -> Int { step == 0 && surface.rowStep != 0 ? rows - 1 : 0 }

    /// The row step to read the source with from destination row `y` on (0 through a run of equal rows,
    /// otherwise the surface's), lowering `end` to the destination row where that stops holding.
    func rowStep(from y: Int, until end: inout Int) -> Int {
        let row = y - offset.y
        guard let rows = repeatedRows, !surface.repeatsRows, rows.surface == ObjectIdentifier(surface), rows.height == surface.height,
              row >= 0, row < surface.height
        else { return surface.rowStep }
        let segment = rows.segment(at: row)
        end = min(end, segment.end + offset.y)
        return segment.repeats ? 0 : surface.rowStep
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
    /// Returns the source rows read again from the row above, in runs of the sources' ``BlendSource/repeatedRows``.
    @discardableResult
    public func blend(_ rect: PixelRect, base: BlendSource, _ o1: BlendSource, _ o2: BlendSource? = nil, _ o3: BlendSource? = nil,
                      stores: BlendStores = .automatic) -> Int {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return 0 }
        cairo_surface_flush(handle)
        cairo_surface_flush(base.surface.handle)
        cairo_surface_flush(o1.surface.handle)
        if let o2 { cairo_surface_flush(o2.surface.handle) }
        if let o3 { cairo_surface_flush(o3.surface.handle) }
        let data = cairo_image_surface_get_data(handle)!
        let count: Int32 = o3 != nil ? 3 : (o2 != nil ? 2 : 1)
        let (w0, w1, w2, w3) = Self.blendWeights(o1.alpha, o2?.alpha, o3?.alpha)
        // Inputs past `count` are never read; they repeat the first overlay.
        let s2 = o2 ?? o1, s3 = o3 ?? o1
        let bytes = r.width * 4
        /// Calls `body` with each stretch of rows that every input reads one way, and the inputs' row steps
        /// there (0 where a run of a source's equal rows is read from one row).
        func forEachStretch(_ body: (Int, Int, (Int, Int, Int, Int)) -> Void) {
            var y = r.minY
            while y < r.maxY {
                var end = r.maxY
                let steps = (base.rowStep(from: y, until: &end), o1.rowStep(from: y, until: &end),
                             count > 1 ? s2.rowStep(from: y, until: &end) : 0, count > 2 ? s3.rowStep(from: y, until: &end) : 0)
                body(y, end, steps)
                y = end
            }
        }
        // What the blend moves: each input's rows it fetches (one row for a run of equal rows), the rows
        // it writes and the lines a cached store reads first.
        var touched = 0
        forEachStretch { y, end, steps in
            let rows = end - y
            func fetched(_ step: Int) -> Int { step == 0 ? bytes : bytes * rows }
            touched += fetched(steps.0) + fetched(steps.1) + (count > 1 ? fetched(steps.2) : 0) + (count > 2 ? fetched(steps.3) : 0)
            touched += 2 * bytes * rows
        }
        let stream = stores.streams(touchedBytes: touched, lastLevelCacheBytes: BlendStores.lastLevelCacheBytes)
        var rereads = 0
        forEachStretch { y, end, steps in
            rereads += base.rereads(step: steps.0, rows: end - y) + o1.rereads(step: steps.1, rows: end - y)
                + (count > 1 ? s2.rereads(step: steps.2, rows: end - y) : 0) + (count > 2 ? s3.rereads(step: steps.3, rows: end - y) : 0)
            var inputs = whim_blend_inputs(
                pixels: (base.pixels(at: r.minX, y), o1.pixels(at: r.minX, y), s2.pixels(at: r.minX, y), s3.pixels(at: r.minX, y)),
                stride: steps, weight: (w0, w1, w2, w3), count: count)
            whim_blend_rect(data + y * stride + r.minX * 4, stride, &inputs, bytes, end - y, stream ? 1 : 0)
        }
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        return rereads
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

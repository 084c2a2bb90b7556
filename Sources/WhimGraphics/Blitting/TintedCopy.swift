import CBlend
import CCairo

extension Surface {
    /// Copies `source` placed at `offset` into `rect` of this surface, replacing what was there (what
    /// `blit(_:at:in:copy: true)` does), and lays `tint` — a colour: a surface repeating its row, at
    /// its opacity — over the pixels `disc` covers whole, in the same pass. A map that moves under a
    /// translucent circle (a search radius) is then written once a frame instead of copied and then
    /// dimmed over most of the frame. The disc's edge pixels are left as copied, for
    /// `fillDisc(center:radius:color:in:interiorDone: true)` to draw: both take each row's own spans
    /// (`Circle.rowSpans`), so they agree on every pixel whatever rectangles each is given.
    ///
    /// `source` and this surface must be opaque (RGB24); a tint that is not a repeating row at least as
    /// wide as `rect`, or a disc that is not finite, falls back to a plain copy. Returns the number of
    /// pixels tinted.
    @discardableResult
    public func copy(_ source: Surface, at offset: PixelPoint, in rect: PixelRect, tintingInteriorOf disc: Circle,
                     with tint: BlendSource) -> Int {
        let r = rect.intersection(bounds).intersection(source.extent(at: offset))
        guard !r.isEmpty else { return 0 }
        guard disc.radius.isFinite, disc.radius > 0, disc.center.x.isFinite, disc.center.y.isFinite, tint.alpha > 0,
            tint.surface.repeatsRows, tint.surface.width >= r.width
        else {
            blit(source, at: offset, in: r, copy: true)
            return 0
        }
        cairo_surface_flush(source.handle)
        cairo_surface_flush(handle)
        var weights = Self.blendWeights(tint.alpha, nil, nil)
        let dst = cairo_image_surface_get_data(handle)!
        let src = UnsafePointer(cairo_image_surface_get_data(source.handle)!)
        let colour = UnsafePointer(cairo_image_surface_get_data(tint.surface.handle)!)
        var tinted = 0
        withUnsafePointer(to: &weights) { tuple in
            tuple.withMemoryRebound(to: UInt16.self, capacity: 4) { w in
                for y in r.minY..<r.maxY {
                    let d = dst + y * stride
                    let s = src + (y - offset.y) * source.stride - offset.x * 4
                    let inner = disc.rowSpans(y, in: r).inner
                    let left = inner.isEmpty ? r.maxX : inner.lowerBound, right = inner.isEmpty ? r.maxX : inner.upperBound
                    if left > r.minX { (d + r.minX * 4).update(from: s + r.minX * 4, count: (left - r.minX) * 4) }
                    if right > left {
                        whim_blend_row(d + left * 4, s + left * 4, colour, colour, colour, w, 1, (right - left) * 4)
                        tinted += right - left
                    }
                    if r.maxX > right { (d + right * 4).update(from: s + right * 4, count: (r.maxX - right) * 4) }
                }
            }
        }
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        return tinted
    }
}

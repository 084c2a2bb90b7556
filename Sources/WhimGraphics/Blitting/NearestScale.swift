import CBlend
import CCairo

extension Surface {
    /// Writes `rect` of this RGB24 surface with `source` scaled into `destination` (pixels, fractional) by
    /// nearest pixel, and `land` where the source does not reach: one pass, each pixel written once — the
    /// zoom stopgap of a window frame, where cairo's nearest scale (two pixels per step, a land fill under
    /// it for its antialiased edge) cost about a third of a zooming 1080p frame.
    ///
    /// Pixel (x, y) shows source pixel (⌊(x + ½ − destination.minX) · sourceWidth / destination.width⌋,
    /// likewise for y), or `land` outside the source: the edge is a hard one, no antialiasing. A destination
    /// row showing the same source row as the row above is a copy of it. `source` must be 32-bit (RGB24 or
    /// ARGB32, copied as it is); a non-finite or empty `destination` writes `land` everywhere.
    public func scaleNearest(_ source: Surface, into destination: Rect, in rect: PixelRect, land: Color) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        cairo_surface_flush(source.handle)
        cairo_surface_flush(handle)
        let scaleX = destination.width / Double(source.width), scaleY = destination.height / Double(source.height)
        whim_scale_nearest(cairo_image_surface_get_data(handle), stride, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height),
                           cairo_image_surface_get_data(source.handle), source.stride, Int32(source.width), Int32(source.height),
                           destination.minX, destination.minY, scaleX, scaleY, land.opaquePixel)
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }
}

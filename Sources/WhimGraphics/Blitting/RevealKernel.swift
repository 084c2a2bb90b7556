import CBlend
import CCairo

extension Surface {
    /// Writes into `rect` a circular reveal in one pass: `inside` where `circle` covers a pixel fully,
    /// `outside` where it does not touch it, and on its antialiased edge what drawing `under` (nil: black),
    /// then `outside` through the circle's outside, then `inside` through the circle with coverage masks
    /// does (`blit(_:at:in:opacity:circle:mask:)` twice) — the same R, G and B bit for bit. It is the
    /// reveal's kernel: each pixel is written once, row by row in memory order, and `under` is read only at
    /// the edge, where the two-layer composite copies the backdrop under the circle's box and draws both
    /// scenes through masks in 8-row strips.
    ///
    /// `circle` is where `inside` shows (not inverted). Every source must cover `rect` and be opaque there
    /// (the caller knows: RGB24, or a panel's opaque interior). Returns the rows of `inside` and `outside` read
    /// again from the row above, in runs of their ``BlendSource/repeatedRows``.
    @discardableResult
    public func reveal(_ rect: PixelRect, inside: BlendSource, outside: BlendSource, under: BlendSource?, circle: Circle) -> Int {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return 0 }
        cairo_surface_flush(handle)
        cairo_surface_flush(inside.surface.handle)
        cairo_surface_flush(outside.surface.handle)
        if let under { cairo_surface_flush(under.surface.handle) }
        let data = cairo_image_surface_get_data(handle)!
        // Stretch by stretch of rows that each source reads one way (a run of equal rows from one row).
        var y = r.minY, rereads = 0
        while y < r.maxY {
            var end = r.maxY
            let insideStep = inside.rowStep(from: y, until: &end), outsideStep = outside.rowStep(from: y, until: &end)
            let underStep = under?.rowStep(from: y, until: &end) ?? 0
            rereads += inside.rereads(step: insideStep, rows: end - y) + outside.rereads(step: outsideStep, rows: end - y)
            whim_reveal_rows(
                data + y * stride + r.minX * 4, stride, inside.pixels(at: r.minX, y), insideStep, outside.pixels(at: r.minX, y), outsideStep,
                under?.pixels(at: r.minX, y), underStep, Int32(r.width), Int32(end - y), Int32(y - r.minY),
                circle.center.x - Double(r.minX), circle.center.y - Double(r.minY), circle.radius)
            y = end
        }
        cairo_surface_mark_dirty_rectangle(handle, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
        return rereads
    }
}

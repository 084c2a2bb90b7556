import CCairo

/// What a fill is known to do inside a rectangle: cover every point of it (a rounded rectangle's middle)
/// or none (the hole of an even-odd ring, such as a shadow layer around a panel's opaque body).
public enum FillInterior: Sendable, Hashable {
    /// The path covers every point of the rectangle.
    case covered
    /// The path covers no point of the rectangle.
    case empty
}

extension Canvas {
    /// The fewest whole pixels a known interior must hold for ``fill(_:_:evenOdd:interior:is:)`` to cut the
    /// fill into bands (256 × 256): below it the plain fill is quicker.
    public static let bandedFillMinimumPixels = 65_536

    /// Fills `path` as ``fill(_:_:evenOdd:)`` does, for a caller that knows what the path does inside
    /// `interior` (user space): cairo's antialiased fill — a coverage mask over the path's whole bounds —
    /// is kept to four bands around the whole device pixels inside `interior` (whole rows above and below
    /// it, the rest of its rows left and right of it), and those pixels are filled solid (`.covered`) or
    /// left as they are (`.empty`). The same pixels, bit for bit, for a fraction of the work when
    /// `interior` is most of the path: a panel's body is a solid fill instead of a masked one, and its
    /// shadow's twelve layers rasterize a ring instead of the panel twelve times over.
    ///
    /// Beside the interior, within its rows, the path's edges must run straight up and down (a rounded
    /// rectangle's sides between its corners). Cairo rasterizes a curve in a band that does not start at
    /// the surface's left edge a level or two differently; a straight vertical edge it rasterizes the same.
    /// An `.empty` interior's bands (a ring's: curves above, below and beside) are one clip, so the path is
    /// rasterized from its top as the plain fill does; a band of its own below the interior started cairo
    /// partway down the curves' edges, a level off at a pixel now and then. A `.covered` interior's bands
    /// are filled one at a time (as one clip, a rectilinear path's edges came out differently).
    ///
    /// Takes the plain fill where the bands would not be whole pixels (a rotated or skewed transform, a clip
    /// to a curve), where skipping pixels could differ (an operator other than OVER, a group pushed) or where
    /// the interior holds fewer than ``bandedFillMinimumPixels`` whole pixels: five fills cost more than one
    /// for a small shape (a button's 100×24 rounded rectangle: 50 → 96 µs banded, in a debug build).
    public func fill(_ path: Path, _ color: Color, evenOdd: Bool = false, interior: Rect, is known: FillInterior) {
        guard let inner = interiorPixels(interior) else {
            fill(path, color, evenOdd: evenOdd)
            return
        }
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        let s = surface.deviceScale
        let w = surface.width, h = surface.height
        let cut = [PixelRect(x: 0, y: 0, width: w, height: inner.minY),
                   PixelRect(x: 0, y: inner.maxY, width: w, height: h - inner.maxY),
                   PixelRect(x: 0, y: inner.minY, width: inner.minX, height: inner.height),
                   PixelRect(x: inner.maxX, y: inner.minY, width: w - inner.maxX, height: inner.height)]
        let bands = cut.lazy.filter { $0.width > 0 && $0.height > 0 }
        /// Fills the path clipped to `group` (device pixels), as one clip.
        func fillClipped(to group: some Sequence<PixelRect>) {
            cairo_save(context)
            cairo_identity_matrix(context)
            cairo_new_path(context)
            for band in group {
                cairo_rectangle(context, Double(band.x) / s, Double(band.y) / s, Double(band.width) / s, Double(band.height) / s)
            }
            cairo_clip(context)
            cairo_set_matrix(context, &m)
            fill(path, color, evenOdd: evenOdd)
            cairo_restore(context)
        }
        if known == .empty {
            fillClipped(to: bands)
        } else {
            for band in bands { fillClipped(to: CollectionOfOne(band)) }
        }
        if known == .covered {
            cairo_save(context)
            cairo_identity_matrix(context)
            cairo_new_path(context)
            cairo_rectangle(context, Double(inner.x) / s, Double(inner.y) / s, Double(inner.width) / s, Double(inner.height) / s)
            fillCurrentPath(color)
            cairo_restore(context)
        }
        cairo_new_path(context)
    }

    /// The whole device pixels inside `interior` (user space) within the surface, when the bands around
    /// them are whole pixels and leaving them out of cairo's fill changes nothing; else nil.
    private func interiorPixels(_ interior: Rect) -> PixelRect? {
        guard interior.isFinite, cairo_status(context) == CAIRO_STATUS_SUCCESS,
            cairo_get_operator(context) == CAIRO_OPERATOR_OVER, cairo_get_group_target(context) == surface.handle
        else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        guard m.xy == 0, m.yx == 0 else { return nil }
        let s = surface.deviceScale
        let xa = (m.xx * interior.minX + m.x0) * s, xb = (m.xx * interior.maxX + m.x0) * s
        let ya = (m.yy * interior.minY + m.y0) * s, yb = (m.yy * interior.maxY + m.y0) * s
        // Inwards to whole pixels, kept to the surface (so every number is a small integer).
        let w = Double(surface.width), h = Double(surface.height)
        let x0 = max(0, min(w, min(xa, xb).rounded(.up))), x1 = max(0, min(w, max(xa, xb).rounded(.down)))
        let y0 = max(0, min(h, min(ya, yb).rounded(.up))), y1 = max(0, min(h, max(ya, yb).rounded(.down)))
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, x1 - x0 >= 2, y1 - y0 >= 2,
            (x1 - x0) * (y1 - y0) >= Double(Self.bandedFillMinimumPixels),
            // Last: it asks cairo for the clip's rectangles (an allocation), which a small shape is spared.
            forEachDeviceClip({ _ in })
        else { return nil }
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}

import CCairo

/// Clips of whole device pixels, and drawing straight into the surface's pixels where the clip allows
/// it: the clip as whole device-pixel rectangles, and a blit through them.
extension Canvas {
    /// Blends `source` with its top-left corner at the whole-pixel `offset` over `rect` (device pixels) of
    /// the surface, through the clip: straight through pixman for each rectangle of a clip of whole pixels
    /// (no allocation; a map's attribution badge on every frame that moves the map), through cairo
    /// otherwise. For an untransformed canvas (``isUntransformed``).
    public func blit(_ source: Surface, at offset: PixelPoint, in rect: PixelRect) {
        flush()
        if forEachDeviceClip({ surface.blit(source, at: offset, in: rect.intersection($0)) }) { return }
        draw(source, at: offset, within: rect)
    }

    /// Restricts drawing (intersected with the current clip) to the whole device pixels under `rect` (user
    /// space): its device bounds rounded outwards, so nothing drawn inside `rect` is cut and the clip stays
    /// a list of boxes (what a widget's drawing is kept to, and a panel's partial redraw). A rect that is
    /// not finite clips nothing.
    public func clip(toPixelsOf rect: Rect) {
        guard rect.isFinite else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        let s = surface.deviceScale
        // The four corners in device space (any transform: their bounding box).
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func corner(_ ux: Double, _ uy: Double) {
            var x = ux, y = uy
            cairo_matrix_transform_point(&m, &x, &y)
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        corner(rect.minX, rect.minY); corner(rect.maxX, rect.minY); corner(rect.minX, rect.maxY); corner(rect.maxX, rect.maxY)
        // Whole device pixels (the device scale applied, rounded, taken back out), kept within what cairo's
        // fixed point holds.
        func pixel(_ v: Double, _ rule: FloatingPointRoundingRule) -> Double { max(-4_194_304, min(4_194_304, (v * s).rounded(rule))) / s }
        let x0 = pixel(minX, .down), x1 = pixel(maxX, .up), y0 = pixel(minY, .down), y1 = pixel(maxY, .up)
        cairo_identity_matrix(context)
        cairo_new_path(context)
        cairo_rectangle(context, x0, y0, x1 - x0, y1 - y0)
        cairo_clip(context)
        cairo_set_matrix(context, &m)
    }

    /// Calls `body` with each rectangle of the clip in whole device pixels (the whole surface when there is
    /// none) and returns true; or, when the clip is not such a set (a clip to a curve, a fractional
    /// rectangle), calls nothing and returns false. (No array: it runs for every circle of every frame.)
    func forEachDeviceClip(_ body: (PixelRect) -> Void) -> Bool {
        guard let list = cairo_copy_clip_rectangle_list(context) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        let s = surface.deviceScale
        func device(_ i: Int) -> PixelRect? {
            let u = list.pointee.rectangles[i]
            let x0 = (m.xx * u.x + m.x0) * s, y0 = (m.yy * u.y + m.y0) * s
            let x1 = (m.xx * (u.x + u.width) + m.x0) * s, y1 = (m.yy * (u.y + u.height) + m.y0) * s
            func whole(_ v: Double) -> Bool { v.isFinite && abs(v) < 1e9 && abs(v - v.rounded()) < 1e-6 }
            guard whole(x0), whole(y0), whole(x1), whole(y1) else { return nil }
            return PixelRect(x: Int(x0.rounded()), y: Int(y0.rounded()), width: Int(x1.rounded()) - Int(x0.rounded()),
                             height: Int(y1.rounded()) - Int(y0.rounded()))
        }
        let count = Int(list.pointee.num_rectangles)
        // All checked before any is drawn: a clip is drawn through straight or not at all.
        for i in 0..<count where device(i) == nil { return false }
        for i in 0..<count { body(device(i)!) }
        return true
    }
}

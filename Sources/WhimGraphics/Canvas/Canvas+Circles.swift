import CCairo

extension Canvas {
    /// Fills a disc, replacing any path built so far.
    ///
    /// Drawn straight into the pixels (``Surface/fillDisc(center:radius:color:in:)``) when user space is
    /// device space scaled evenly and moved, the clip is a set of pixel rectangles and the operator is OVER —
    /// how the map's overlays and the widgets draw; through cairo otherwise. The two agree within a few
    /// levels at the antialiased edge.
    public func fillCircle(center: Point, radius: Double, _ color: Color) {
        if let device = deviceCircle(center: center, radius: radius),
            forEachDeviceClip({ surface.fillDisc(center: device.center, radius: device.radius, color: color, in: $0) })
        {
            cairo_new_path(context)
            return
        }
        fill(.circle(center: center, radius: radius), color)
    }

    /// Strokes a circle's outline with a solid line `width` user units wide, replacing any path built so far
    /// (straight into the pixels under the same conditions as ``fillCircle(center:radius:_:)``, and only
    /// when the line is at most as wide as the circle: cairo leaves a hole in the middle of a wider one).
    public func strokeCircle(center: Point, radius: Double, _ color: Color, width: Double = 1) {
        if width <= 2 * radius, let device = deviceCircle(center: center, radius: radius),
            forEachDeviceClip({ surface.strokeCircle(center: device.center, radius: device.radius, width: width * device.scale, color: color, in: $0) })
        {
            cairo_new_path(context)
            return
        }
        stroke(.circle(center: center, radius: radius), color, style: LineStyle(width: width))
    }

    /// The circle in device pixels, when this canvas can draw it without cairo: user space maps to device
    /// space by an even scale and a move, drawing goes OVER into `surface` with antialiasing, and the
    /// numbers are finite, the centre within a range the pixel loops handle exactly.
    private func deviceCircle(center: Point, radius: Double) -> (center: Point, radius: Double, scale: Double)? {
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS, cairo_get_operator(context) == CAIRO_OPERATOR_OVER,
            cairo_get_antialias(context) != CAIRO_ANTIALIAS_NONE, cairo_get_group_target(context) == surface.handle
        else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        let s = surface.deviceScale
        guard m.xy == 0, m.yx == 0, m.xx == m.yy, m.xx > 0 else { return nil }
        let scale = m.xx * s
        let c = Point(x: (m.xx * center.x + m.x0) * s, y: (m.yy * center.y + m.y0) * s)
        let r = radius * scale
        // A centre farther out would leave the distances of the surface's pixels without the fraction of a
        // pixel the edge needs (any radius is fine: an edge far from every pixel covers it wholly or not at all).
        let limit = 1e12
        guard c.x.isFinite, c.y.isFinite, r.isFinite, abs(c.x) < limit, abs(c.y) < limit, r >= 0 else { return nil }
        return (c, r, scale)
    }

    /// Calls `body` with each rectangle of the clip in whole device pixels (the whole surface when there is
    /// none) and returns true; or, when the clip is not such a set (a clip to a curve, a fractional
    /// rectangle), calls nothing and returns false. (No array: it runs for every circle of every frame.)
    private func forEachDeviceClip(_ body: (PixelRect) -> Void) -> Bool {
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

import CCairo

extension Canvas {
    /// Fills a disc, replacing any path built so far.
    ///
    /// Drawn straight into the pixels (``Surface/fillDisc(center:radius:color:in:)``) when user space is
    /// device space scaled evenly and moved, the clip is a set of pixel rectangles and the operator is OVER —
    /// how the map's overlays and the widgets draw; through cairo otherwise. The two agree within a few
    /// levels at the antialiased edge.
    public func fillCircle(center: Point, radius: Double, _ color: Color) {
        fillCircle(center: center, radius: radius, color, interiorDone: false)
    }

    /// Fills a circle whose interior — the pixels it covers whole — already has `color`, laid over a copy
    /// by `Surface.copy(_:at:in:tintingInteriorOf:with:)` with the disc ``disc(center:radius:)`` gave:
    /// only its edge pixels are drawn. Call it only where ``disc(center:radius:)`` returned a disc (else
    /// cairo fills the whole circle again).
    public func fillCircle(center: Point, radius: Double, _ color: Color, interiorDone: Bool) {
        if let device = deviceCircle(center: center, radius: radius),
            forEachDeviceClip({ surface.fillDisc(center: device.center, radius: device.radius, color: color, in: $0, interiorDone: interiorDone) })
        {
            cairo_new_path(context)
            return
        }
        fill(.circle(center: center, radius: radius), color)
    }

    /// The circle in the surface's pixels when this canvas fills it straight into them (untransformed but
    /// for an even scale and a move, drawing OVER with antialiasing, clipped to whole pixels), else nil:
    /// where a caller may lay the disc's colour over a copy itself and leave the edge to
    /// ``fillCircle(center:radius:_:interiorDone:)``.
    public func disc(center: Point, radius: Double) -> Circle? {
        guard let device = deviceCircle(center: center, radius: radius), forEachDeviceClip({ _ in }) else { return nil }
        return Circle(center: device.center, radius: device.radius)
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
}

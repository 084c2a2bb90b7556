import WhimGraphics

/// Where panels are drawn now, as the driver places them: hit testing and the conversions between a
/// panel's coordinates and the container's, for input and for apps that start a transition from a widget.
extension TransitionDriver {
    /// The front-most panel under `p` where it is drawn now (respecting circular clips and opacity), and its frame.
    func panel(at p: Point) -> (Panel, PixelRect)? {
        guard p.x.isFinite, p.y.isFinite else { return nil }
        let scale = layout.scale
        let dp = Point(x: p.x * scale, y: p.y * scale)
        var hit: (Panel, PixelRect)?
        forEachVisiblePart { part in
            let frame = part.frame
            // Compared as Doubles: no conversion to Int, so no point is too far to test.
            guard part.opacity > 0.05, dp.x >= Double(frame.minX), dp.x < Double(frame.maxX), dp.y >= Double(frame.minY), dp.y < Double(frame.maxY)
            else { return }
            if !part.clips.reveals(dp) { return }
            if part.panel.hitTest(local(p, in: frame)) { hit = (part.panel, frame) }
        }
        return hit
    }

    /// Where a widget is drawn now, in container device pixels — e.g. the origin of a circular reveal
    /// from the button that was pressed. Nil when its panel is not on screen.
    func rectInContainerPixels(of widget: Widget) -> Rect? {
        guard let panel = widget.panel, let frame = frame(of: panel) else { return nil }
        let f = widget.frame, scale = layout.scale
        return Rect(x: Double(frame.x) + f.x * scale, y: Double(frame.y) + f.y * scale, width: f.width * scale, height: f.height * scale)
    }

    /// Where a panel is drawn now.
    func frame(of panel: Panel) -> PixelRect? {
        var found: PixelRect?
        forEachVisiblePart { part in if part.panel === panel { found = part.frame } }
        return found
    }

    /// A point in a panel's coordinates as a container point (logical), given the panel's frame in device pixels.
    func containerPoint(_ p: Point, inPanelFrame frame: PixelRect) -> Point {
        let scale = layout.scale
        return Point(x: (Double(frame.x) + p.x * scale) / scale, y: (Double(frame.y) + p.y * scale) / scale)
    }

    /// A container point in a panel's coordinates, given the panel's frame in device pixels.
    func local(_ p: Point, in frame: PixelRect) -> Point {
        let scale = layout.scale
        return Point(x: (p.x * scale - Double(frame.x)) / scale, y: (p.y * scale - Double(frame.y)) / scale)
    }
}

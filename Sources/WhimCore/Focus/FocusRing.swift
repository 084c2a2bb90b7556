import WhimGraphics

/// The ring that shows which widget has keyboard focus: a rounded stroke in the theme's accent around the
/// widget's `focusRingRect`, drawn by its panel above everything else in it and kept inside the panel, so
/// no other panel or shadow can cover or cut it.
public struct FocusRing {
    /// The stroke's width in logical units (at least 2 device pixels at any scale ≥ 1); thicker in high
    /// contrast (`Legibility.focusRingWidth`).
    public static let width = 3.0

    /// The widget the ring surrounds (weak: a rebuilt widget tree drops its ring with it).
    public weak var widget: Widget?
    /// The stroke's colour.
    public var color: Color

    /// A ring of `color` around `widget`.
    public init(around widget: Widget, color: Color) {
        self.widget = widget
        self.color = color
    }

    /// Where the ring is stroked in its panel (the stroke lies inside this rect), clamped to the panel's
    /// visible shape; nil when the widget is gone, hidden, or outside the panel.
    func rect(in panel: Panel) -> Rect? {
        guard let widget, widget.panel === panel, !widget.isHiddenInTree else { return nil }
        let bounds = panel.chrome.shapeRect(in: panel.size)
        let width = panel.legibility.focusRingWidth
        guard let r = widget.focusRingRect.intersection(bounds), r.width >= 2 * width, r.height >= 2 * width else { return nil }
        return r
    }

    /// Draws the ring in panel coordinates.
    func draw(in canvas: Canvas, panel: Panel) {
        guard let r = rect(in: panel) else { return }
        let width = panel.legibility.focusRingWidth
        let inner = r.insetBy(dx: width / 2, dy: width / 2)
        canvas.stroke(roundedRect: inner, radius: min(inner.height / 2, 12), color, width: width)
    }
}

extension Widget {
    /// Whether this widget or one of its ancestors is hidden.
    var isHiddenInTree: Bool {
        var w: Widget? = self
        while let current = w {
            if current.isHidden { return true }
            w = current.parent
        }
        return false
    }
}

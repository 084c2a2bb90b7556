import WhimGraphics

/// The focus ring around the map while the map has keyboard focus: a transparent overlay over the gap
/// between the panels that draws only the ring, inside its bounds. It takes no input.
final class MapFocusRingPanel: Panel {
    /// The ring's colour.
    var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }

    init(color: Color) {
        self.color = color
        super.init(title: "map focus ring", chrome: .none, contentInsets: .zero)
    }

    override func hitTest(_ p: Point) -> Bool { false }

    override func drawContent(in canvas: Canvas) {
        let width = legibility.focusRingWidth
        let r = Rect(size: size).insetBy(dx: width / 2 + 2, dy: width / 2 + 2)
        guard r.width > 0, r.height > 0 else { return }
        canvas.stroke(roundedRect: r, radius: 12, color, width: width)
    }
}

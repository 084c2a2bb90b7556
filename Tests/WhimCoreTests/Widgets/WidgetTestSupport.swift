import WhimCore
import WhimGraphics

/// Puts a widget tree in a laid-out panel, as the container would.
func widgetHost(_ root: Widget, size: Size = Size(width: 400, height: 300), insets: EdgeInsets = .zero) -> Panel {
    let panel = Panel(title: "widget host", chrome: .plain(.white), contentInsets: insets, root: root)
    panel.resize(to: size)
    panel.layoutIfNeeded()
    return panel
}

extension Panel {
    /// A press and release at a point (panel coordinates).
    func tap(_ p: Point) {
        _ = handle(.pointerDown(p, .primary))
        _ = handle(.pointerUp(p, .primary))
    }

    /// A press and release in the middle of a widget.
    func tap(_ widget: Widget) { tap(widget.frame.center) }
}

/// A widget of a fixed fitting size, for layout tests.
final class FixedBox: Widget {
    let size: Size
    init(_ width: Double, _ height: Double) {
        size = Size(width: width, height: height)
        super.init()
    }
    override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size { size }
}

import WhimGraphics

/// The small pill at the top of a bottom card that says "drag me". It takes the width it is given and
/// draws a 36 × 5 pill centred in it. In a side panel, which is not dragged, it takes no height and draws
/// nothing.
public final class DragHandle: Widget {
    /// The pill colour.
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// The pill's size.
    public var pillSize = Size(width: 36, height: 5) { didSet { setNeedsLayout() } }

    /// A handle in `color`.
    public init(color: Color = Theme.standard.handle) {
        self.color = color
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : pillSize.width, height: isShown ? pillSize.height + 7 : 0)
    }

    /// Whether the pill is shown: everywhere but in a side panel.
    private var isShown: Bool { !(panel?.isSidePanel ?? false) }

    public override func draw(in canvas: Canvas) {
        guard isShown else { return }
        let pill = Rect(
            x: (frame.midX - pillSize.width / 2).rounded(), y: (frame.midY - pillSize.height / 2).rounded(),
            width: pillSize.width, height: pillSize.height)
        canvas.fill(roundedRect: pill, radius: pillSize.height / 2, color)
    }
}

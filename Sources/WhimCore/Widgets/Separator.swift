import WhimGraphics

/// A hairline between groups: horizontal across a column, vertical (full height) in a row. `inset`
/// leaves space at the start (left or top), as list separators do after an icon.
public final class Separator: Widget {
    /// The line colour.
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// The line width.
    public var thickness: Double { didSet { setNeedsLayout() } }
    /// Space left empty at the start of the line.
    public var inset: Double { didSet { setNeedsDisplay() } }

    /// A hairline of `thickness` in `color`, leaving `inset` empty at its start.
    public init(color: Color = Theme.standard.separator, thickness: Double = 1, inset: Double = 0) {
        self.color = color
        self.thickness = thickness
        self.inset = inset
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        // Asked for an unbounded width (a row measuring it): a vertical line.
        proposal.width.isFinite
            ? Size(width: proposal.width, height: thickness)
            : Size(width: thickness, height: proposal.height.isFinite ? proposal.height : thickness)
    }

    /// Whether the line runs down rather than across (its frame is taller than wide).
    public var isVertical: Bool { frame.height > frame.width }

    public override func draw(in canvas: Canvas) {
        if isVertical {
            canvas.fill(Rect(x: frame.minX, y: frame.minY + inset, width: thickness, height: max(0, frame.height - inset)), color)
        } else {
            canvas.fill(Rect(x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - inset), height: thickness), color)
        }
    }
}

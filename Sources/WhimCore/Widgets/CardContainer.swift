import WhimGraphics

/// A rounded card with a fill, a simple shadow and padding around one child.
public final class CardContainer: Widget {
    public var fill: Color { didSet { setNeedsDisplay() } }
    public var cornerRadius: Double
    public var padding: EdgeInsets { didSet { setNeedsLayout() } }
    public var hasShadow: Bool

    public init(_ content: Widget, fill: Color = .white, cornerRadius: Double = Theme.standard.cornerRadius, padding: EdgeInsets = EdgeInsets(all: 12), hasShadow: Bool = true) {
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.hasShadow = hasShadow
        super.init()
        addChild(content)
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let inner = Size(width: max(0, proposal.width - padding.horizontal), height: proposal.height)
        let s = children.first?.sizeThatFits(inner, in: context) ?? .zero
        return Size(width: proposal.width.isFinite ? proposal.width : s.width + padding.horizontal, height: s.height + padding.vertical)
    }

    public override func layout(in context: LayoutContext) {
        for c in children {
            c.frame = frame.inset(by: padding)
            c.layout(in: context)
        }
    }

    public override func draw(in canvas: Canvas) {
        if hasShadow { canvas.drawShadow(of: frame, cornerRadius: cornerRadius, blur: 8, offset: Point(x: 0, y: 2)) }
        canvas.fill(roundedRect: frame, radius: cornerRadius, fill)
    }
}

/// The pill at the top of a bottom card that says "drag me".
public final class DragHandle: Widget {
    public var color: Color

    public init(color: Color = 0xDADCE0) {
        self.color = color
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size { Size(width: proposal.width.isFinite ? proposal.width : 36, height: 12) }

    public override func draw(in canvas: Canvas) {
        canvas.fill(roundedRect: Rect(x: frame.midX - 18, y: frame.midY - 2.5, width: 36, height: 5), radius: 2.5, color)
    }
}

/// A hairline between groups.
public final class Separator: Widget {
    public var color: Color

    public init(color: Color = Theme.standard.separator) {
        self.color = color
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size { Size(width: proposal.width.isFinite ? proposal.width : 1, height: 1) }

    public override func draw(in canvas: Canvas) { canvas.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1), color) }
}

import WhimGraphics

/// A rounded card around one child: a fill, a soft drop shadow, and padding between its edge and the
/// child.
public final class CardContainer: Widget {
    /// The card colour.
    public var fill: Color { didSet { if fill != oldValue { setNeedsDisplay() } } }
    /// The radius of all four corners.
    public var cornerRadius: Double { didSet { setNeedsDisplay() } }
    /// Space between the card edge and the child.
    public var padding: EdgeInsets { didSet { setNeedsLayout() } }
    /// Whether a soft shadow falls below the card.
    public var hasShadow: Bool { didSet { panel?.setNeedsDisplay(in: shadowedBounds) } }
    /// An optional hairline around the card.
    public var border: Color? { didSet { setNeedsDisplay() } }

    /// A card around `content`.
    public init(
        _ content: Widget, fill: Color = Theme.standard.cardBackground, cornerRadius: Double = Theme.standard.cardCornerRadius,
        padding: EdgeInsets = EdgeInsets(all: Theme.standard.spacingMedium), hasShadow: Bool = true
    ) {
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.hasShadow = hasShadow
        super.init()
        addChild(content)
    }

    /// The child inside the card; setting it replaces the old one.
    public var content: Widget? {
        get { children.first }
        set {
            removeAllChildren()
            if let newValue { addChild(newValue) }
        }
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let inner = Size(
            width: proposal.width.isFinite ? max(0, proposal.width - padding.horizontal) : .infinity,
            height: proposal.height.isFinite ? max(0, proposal.height - padding.vertical) : .infinity)
        let s = content?.sizeThatFits(inner, in: context) ?? .zero
        return Size(width: proposal.width.isFinite ? proposal.width : s.width + padding.horizontal, height: s.height + padding.vertical)
    }

    public override func layout(in context: LayoutContext) {
        for c in children where !c.isHidden {
            c.frame = frame.inset(by: padding)
            c.layout(in: context)
        }
    }

    /// The card and its shadow.
    public override var drawingBounds: Rect { hasShadow ? shadowedBounds : frame }

    /// The card and where its shadow falls (also what a shadow turned off leaves to redraw).
    private var shadowedBounds: Rect { Canvas.shadowBounds(of: frame, blur: Self.shadowBlur, offset: Self.shadowOffset) }

    private static let shadowBlur = 8.0
    private static let shadowOffset = Point(x: 0, y: 2)

    public override func draw(in canvas: Canvas) {
        if hasShadow { canvas.drawShadow(of: frame, cornerRadius: cornerRadius, blur: Self.shadowBlur, offset: Self.shadowOffset, color: Theme.standard.shadow) }
        canvas.fill(roundedRect: frame, radius: cornerRadius, fill)
        if let border { canvas.stroke(roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), radius: cornerRadius, border, width: 1) }
    }
}

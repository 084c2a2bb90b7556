import WhimGraphics

/// A vector icon (`IconSymbol`) of `size` units, centred in its frame.
public final class Icon: Widget {
    /// The icon drawn.
    public var symbol: IconSymbol { didSet { if symbol != oldValue { setNeedsDisplay() } } }
    /// Its colour.
    public var color: Color { didSet { if color != oldValue { setNeedsDisplay() } } }
    /// The side of the square the icon is drawn in.
    public var size: Double { didSet { if size != oldValue { setNeedsLayout() } } }

    /// An icon of `symbol`, `size` units square.
    public init(_ symbol: IconSymbol, size: Double = 24, color: Color = Theme.standard.text) {
        self.symbol = symbol
        self.size = size
        self.color = color
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size { Size(width: size, height: size) }

    public override func draw(in canvas: Canvas) {
        symbol.draw(in: canvas, rect: Rect(x: frame.midX - size / 2, y: frame.midY - size / 2, width: size, height: size), color: color)
    }
}

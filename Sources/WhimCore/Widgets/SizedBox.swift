import WhimGraphics

/// Gives its child a fixed width and/or height (nil keeps the child's own), e.g. the columns of a row.
public final class SizedBox: Widget {
    /// The fixed width; nil keeps the child's.
    public var width: Double? { didSet { setNeedsLayout() } }
    /// The fixed height; nil keeps the child's.
    public var height: Double? { didSet { setNeedsLayout() } }

    /// A box of `width` × `height` around `child`.
    public init(width: Double? = nil, height: Double? = nil, _ child: Widget) {
        self.width = width
        self.height = height
        super.init()
        addChild(child)
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let w = width ?? proposal.width
        let child = children.first?.sizeThatFits(Size(width: w, height: height ?? proposal.height), in: context) ?? .zero
        return Size(width: width ?? child.width, height: height ?? child.height)
    }
}

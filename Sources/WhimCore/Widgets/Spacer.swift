import WhimGraphics

/// Flexible empty space in a stack: spacers share the space the other children leave, and never get
/// less than `minLength`.
public final class Spacer: Widget {
    /// The least length the spacer takes along its stack's axis.
    public var minLength: Double { didSet { setNeedsLayout() } }

    /// A spacer at least `minLength` long.
    public init(minLength: Double = 0) {
        self.minLength = minLength
        super.init()
    }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        Size(width: minLength, height: minLength)
    }

    public override func stackFlex(along axis: StackAxis) -> StackFlex { StackFlex(grow: 1) }
}

import WhimGraphics

/// Children in a column, top to bottom, `spacing` apart inside `padding`; `alignment` places them across
/// (default: full width). Hidden children take no space.
public final class VStack: StackWidget {
    /// A column of `children`, `spacing` apart, inside `padding`, aligned horizontally by `alignment`.
    public init(spacing: Double = 8, padding: EdgeInsets = .zero, alignment: Alignment = .fill, _ children: [Widget] = []) {
        super.init(axis: .vertical, spacing: spacing, padding: padding, alignment: alignment, children: children)
    }
}

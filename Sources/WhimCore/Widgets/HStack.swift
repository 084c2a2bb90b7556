import WhimGraphics

/// Children in a row, left to right, `spacing` apart inside `padding`; `alignment` places them vertically
/// (`.leading` is the top, `.trailing` the bottom; default: centred). Hidden children take no space.
public final class HStack: StackWidget {
    /// A row of `children`, `spacing` apart, inside `padding`, aligned vertically by `alignment`.
    public init(spacing: Double = 8, padding: EdgeInsets = .zero, alignment: Alignment = .center, _ children: [Widget] = []) {
        super.init(axis: .horizontal, spacing: spacing, padding: padding, alignment: alignment, children: children)
    }
}

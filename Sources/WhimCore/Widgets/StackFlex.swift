/// The axis a stack lays its children out along.
public enum StackAxis: Sendable, Hashable {
    /// Left to right (a row).
    case horizontal
    /// Top to bottom (a column).
    case vertical
}

/// How a child shares a stack's length along the stack's axis: what it takes of the space left over,
/// and how readily it gives space up when the children do not fit.
public struct StackFlex: Sendable, Hashable {
    /// The child's share of the left-over space, relative to the other children's (0: keeps its size).
    public var grow: Double
    /// How readily the child shrinks below its fitting size, weighted by that size (0: never).
    public var shrink: Double
    /// The most the child grows beyond its fitting size (a list: the rows it does not show); what it
    /// leaves goes to the other children that grow.
    public var maximumGrowth: Double

    /// A flex that takes `grow` of the left-over space, at most `maximumGrowth`, and gives up space by `shrink`.
    public init(grow: Double = 0, shrink: Double = 0, maximumGrowth: Double = .infinity) {
        self.grow = grow
        self.shrink = shrink
        self.maximumGrowth = maximumGrowth.isNaN ? 0 : max(0, maximumGrowth)
    }

    /// Keeps its fitting size.
    public static let rigid = StackFlex()
}

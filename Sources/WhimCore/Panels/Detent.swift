/// A resting height of a bottom card, given from the bottom, from the top, or as a fraction of the container.
public enum Detent: Sendable, Hashable {
    /// The card shows this many units above the container's bottom edge.
    case fromBottom(Double)
    /// The card's top edge rests this far below the container's top edge.
    case fromTop(Double)
    /// The card shows this fraction of the container height.
    case fraction(Double)

    /// The visible card height for a container height (never negative).
    public func height(in containerHeight: Double) -> Double {
        switch self {
        case let .fromBottom(h): return max(0, min(h, containerHeight))
        case let .fromTop(d): return max(0, containerHeight - d)
        case let .fraction(f): return max(0, min(1, f)) * containerHeight
        }
    }
}

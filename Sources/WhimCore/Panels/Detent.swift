/// A resting height of a bottom card, given from the bottom, from the top, as a fraction of the container,
/// or by its content. Detents are resolved against the container at every layout, so a resized window
/// moves a card or sheet resting at one to where the detent now is.
public enum Detent: Sendable, Hashable {
    /// The card shows this many units above the container's bottom edge.
    case fromBottom(Double)
    /// The card's top edge rests this far below the container's top edge.
    case fromTop(Double)
    /// The card shows this fraction of the container height.
    case fraction(Double)
    /// As tall as the content wants (its panel's preferred height), at most the container: a sheet sized to
    /// what it shows, whose content scrolls when it is taller.
    case content

    /// The visible card height for a container height (never negative); `contentHeight` is what a
    /// `.content` detent asks for (the whole container when not known).
    public func height(in containerHeight: Double, contentHeight: Double = .infinity) -> Double {
        switch self {
        case .content: return max(0, min(contentHeight.isNaN ? containerHeight : contentHeight, containerHeight))
        case let .fromBottom(h): return max(0, min(h, containerHeight))
        case let .fromTop(d): return max(0, containerHeight - d)
        case let .fraction(f): return max(0, min(1, f)) * containerHeight
        }
    }
}

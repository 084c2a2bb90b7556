/// How a screen of a route tree arrives: pushed on the current stack, presented as a sheet resting at one
/// of its named detents, presented modally, selected as a tab of the screen before it, or opened as the
/// drawer. It decides the navigation operations (and their transitions) that lead to or away from it.
public enum RoutePresentation: Sendable, Hashable {
    case push
    /// A sheet with named detents, lowest first; the first is where it opens unless the path names another.
    case sheet(detents: [String])
    case modal
    /// One of the tabs of the screen before it; the first tab declared is the default selection.
    case tab
    case drawer
}

/// How a screen of a navigation state is shown: a `RoutePresentation` resolved against the tree, with the
/// tab's index among its siblings and the sheet's current detent.
public enum PresentedAs: Sendable, Hashable, Codable {
    case push
    case sheet(detent: String)
    case modal
    case tab(index: Int)
    case drawer
}

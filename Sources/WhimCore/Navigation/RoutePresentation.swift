/// How a screen of a route tree arrives: pushed on the current stack, presented as a sheet resting at one
/// of its named detents, presented modally, selected as a tab of the screen before it, or opened as the
/// drawer. It decides the navigation operations (and their transitions) that lead to or away from it.
public enum RoutePresentation: Sendable, Hashable {
    /// Pushed on the current stack.
    case push
    /// A sheet with named detents, lowest first; the first is where it opens unless the path names another.
    case sheet(detents: [String])
    /// Presented modally over what is shown.
    case modal
    /// One of the tabs of the screen before it; the first tab declared is the default selection.
    case tab
    /// Opened as the drawer (applied as a modal presentation until the engine has a drawer).
    case drawer
}

/// How a screen of a navigation state is shown: a `RoutePresentation` resolved against the tree, with the
/// tab's index among its siblings and the sheet's current detent.
public enum PresentedAs: Sendable, Hashable, Codable {
    /// Pushed on the current stack.
    case push
    /// A sheet resting at `detent`.
    case sheet(detent: String)
    /// Presented modally.
    case modal
    /// The tab at `index` among its siblings.
    case tab(index: Int)
    /// The drawer.
    case drawer
}

/// One step from a navigation state towards another, with the transition it should use. The index is the
/// element's place in the state it applies to (the old state for removals, the new one for additions).
public enum NavigationOperation: Sendable, Hashable {
    /// The root screen changes (e.g. a conditional root takes its other branch).
    case switchRoot(to: RouteElement)
    /// Push a screen onto the stack at depth `at`.
    case push(RouteElement, at: Int)
    /// Pop a screen from depth `at`.
    case pop(RouteElement, at: Int)
    /// Select a tab at depth `at`.
    case selectTab(RouteElement, at: Int)
    /// Present a sheet at depth `at`, resting at `detent`.
    case presentSheet(RouteElement, detent: String, at: Int)
    /// Present a screen modally at depth `at`.
    case presentModal(RouteElement, at: Int)
    /// Dismiss a sheet or modal at depth `at`.
    case dismiss(RouteElement, at: Int)
    /// A presented or pushed screen replaced by another at the same place (sheets swap with Modal swap).
    case replace(RouteElement, with: RouteElement, at: Int)
    /// Move a presented sheet at depth `at` to another detent.
    case changeDetent(RouteElement, to: String, at: Int)
    /// Open the drawer at depth `at`.
    case openDrawer(RouteElement, at: Int)
    /// Close the drawer at depth `at`.
    case closeDrawer(RouteElement, at: Int)
    /// Set the stack of a hidden tab (a stack of the tab alone pops it to its root), silently.
    case restack(TabStack)

    /// The transition this operation uses.
    public var transition: TransitionCatalogue {
        switch self {
        case .switchRoot, .selectTab: return .fade
        case .push: return .push
        case .pop: return .pop
        case .presentSheet, .presentModal, .openDrawer: return .present
        case .dismiss, .closeDrawer: return .dismiss
        case let .replace(_, new, _):
            switch new.presentedAs {
            case .push: return .push
            case .tab: return .fade
            default: return .swap
            }
        case .changeDetent, .restack: return .none
        }
    }
}

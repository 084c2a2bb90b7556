/// One step from a navigation state towards another, with the transition it should use. The index is the
/// element's place in the state it applies to (the old state for removals, the new one for additions).
public enum NavigationOperation: Sendable, Hashable {
    /// The root screen changes (e.g. a conditional root takes its other branch).
    case switchRoot(to: RouteElement)
    case push(RouteElement, at: Int)
    case pop(RouteElement, at: Int)
    case selectTab(RouteElement, at: Int)
    case presentSheet(RouteElement, detent: String, at: Int)
    case presentModal(RouteElement, at: Int)
    case dismiss(RouteElement, at: Int)
    /// A presented or pushed screen replaced by another at the same place (sheets swap with Modal swap).
    case replace(RouteElement, with: RouteElement, at: Int)
    case changeDetent(RouteElement, to: String, at: Int)
    case openDrawer(RouteElement, at: Int)
    case closeDrawer(RouteElement, at: Int)

    /// The transition this operation uses.
    public var transition: NavigationTransition {
        switch self {
        case .switchRoot, .selectTab: return .fade
        case .push: return .push
        case .pop: return .pop
        case .presentSheet, .presentModal, .openDrawer: return .modalPresent
        case .dismiss, .closeDrawer: return .modalDismiss
        case let .replace(_, new, _):
            switch new.presentedAs {
            case .push: return .push
            case .tab: return .fade
            default: return .modalSwap
            }
        case .changeDetent: return .none
        }
    }
}

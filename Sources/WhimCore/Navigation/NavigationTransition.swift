/// The transition a navigation operation uses, named by what it does; `animation` makes the engine's
/// transition for it (reduced motion and slow motion still apply in the container).
public enum NavigationTransition: Sendable, Hashable {
    /// Push: the next screen slides in from the trailing edge.
    case push
    /// Pop: back, the top screen slides out.
    case pop
    /// A cross-fade in place (tab switches, root switches).
    case fade
    /// Modal present: up from the bottom.
    case modalPresent
    /// Modal dismiss: back down.
    case modalDismiss
    /// Modal swap: one presented screen replaces another.
    case modalSwap
    /// A cut.
    case none

    /// The engine transition: Push, Pop, Fade, Modal present/dismiss/swap, or None.
    public var animation: any WhimSceneAnimatedTransitioning {
        switch self {
        case .push: return WhimSceneAnimatedTransitions.Push()
        case .pop: return WhimSceneAnimatedTransitions.Pop()
        case .fade: return WhimSceneAnimatedTransitions.Fade()
        case .modalPresent: return WhimSceneAnimatedTransitions.Modal(.present)
        case .modalDismiss: return WhimSceneAnimatedTransitions.Modal(.dismiss)
        case .modalSwap: return WhimSceneAnimatedTransitions.Modal(.swap)
        case .none: return WhimSceneAnimatedTransitions.None()
        }
    }
}

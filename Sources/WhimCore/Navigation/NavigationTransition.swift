/// The transition a navigation operation uses, named by what it does; `animation` makes the engine's
/// transition for it (reduced motion and slow motion still apply in the container).
public enum NavigationTransition: Sendable, Hashable {
    case push, pop, fade, modalPresent, modalDismiss, modalSwap, none

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

import WhimGraphics

/// Every built-in transition by name: the one catalogue the goldens, `whim-demo bench` and the benchmark
/// package share, so they always mean the same transition by the same name.
public enum TransitionCatalogue: String, CaseIterable, Sendable {
    case push, pop, present, dismiss, swap, fade
    case circularPresent = "circular-present"
    case circularDismiss = "circular-dismiss"
    case none

    /// The transition; circular reveals grow from (or shrink to) `origin`, in container device pixels.
    public func transition(origin: Rect) -> any WhimSceneAnimatedTransitioning {
        switch self {
        case .push: WhimSceneAnimatedTransitions.Push()
        case .pop: WhimSceneAnimatedTransitions.Pop()
        case .present: WhimSceneAnimatedTransitions.Modal(.present)
        case .dismiss: WhimSceneAnimatedTransitions.Modal(.dismiss)
        case .swap: WhimSceneAnimatedTransitions.Modal(.swap)
        case .fade: WhimSceneAnimatedTransitions.Fade()
        case .circularPresent: WhimSceneAnimatedTransitions.Circular(.present, origin: origin)
        case .circularDismiss: WhimSceneAnimatedTransitions.Circular(.dismiss, origin: origin)
        case .none: WhimSceneAnimatedTransitions.None()
        }
    }
}

import WhimGraphics

/// Every built-in transition by name: the one list the navigation's operations, the goldens, `whim-demo
/// bench` and the benchmark package share, so they always mean the same transition by the same name.
public enum TransitionCatalogue: String, CaseIterable, Sendable {
    /// `WhimSceneAnimatedTransitions.Push`.
    case push
    /// `WhimSceneAnimatedTransitions.Pop`.
    case pop
    /// Modal present.
    case present
    /// Modal dismiss.
    case dismiss
    /// Modal swap.
    case swap
    /// A cross-fade.
    case fade
    /// A circular reveal growing from the origin.
    case circularPresent = "circular-present"
    /// A circular reveal shrinking back to the origin.
    case circularDismiss = "circular-dismiss"
    /// A cut.
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

    /// The transition a navigation operation animates with (none of theirs is a circular reveal, which
    /// would grow from the top-left corner); reduced motion and slow motion still apply in the container.
    public var animation: any WhimSceneAnimatedTransitioning { transition(origin: .zero) }
}

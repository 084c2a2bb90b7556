import WhimCore
import WhimGraphics

/// Every built-in transition, named as its golden files are.
enum TransitionKind: String, CaseIterable, Sendable {
    case push, pop, present, dismiss, swap, fade
    case circularPresent = "circular-present"
    case circularDismiss = "circular-dismiss"
    case none

    /// The origin of circular reveals in the goldens: a "Book" button near the bottom right.
    static let circularOrigin = Rect(x: 780, y: 470, width: 120, height: 44)

    var transition: any WhimSceneAnimatedTransitioning {
        switch self {
        case .push: return WhimSceneAnimatedTransitions.Push()
        case .pop: return WhimSceneAnimatedTransitions.Pop()
        case .present: return WhimSceneAnimatedTransitions.Modal(.present)
        case .dismiss: return WhimSceneAnimatedTransitions.Modal(.dismiss)
        case .swap: return WhimSceneAnimatedTransitions.Modal(.swap)
        case .fade: return WhimSceneAnimatedTransitions.Fade()
        case .circularPresent: return WhimSceneAnimatedTransitions.Circular(.present, origin: Self.circularOrigin)
        case .circularDismiss: return WhimSceneAnimatedTransitions.Circular(.dismiss, origin: Self.circularOrigin)
        case .none: return WhimSceneAnimatedTransitions.None()
        }
    }
}

/// Renders the frame of `kind` between the scenes of `combo` at eased progress `p`, through the real
/// container, driver and compositor (the transition is held at `p` as an interactive one).
func renderTransition(_ kind: TransitionKind, _ combo: SceneCombo, progress p: Double) throws -> Surface {
    let (container, clock) = try makeContainer()
    let (from, to) = combo.scenes()
    let stack = WhimSceneNavigationStack([from])
    container.setRoot(stack)
    container.settle(clock)
    let began = container.beginInteractiveTransition({ stack.push(scene: to, animating: kind.transition) }, restore: {})
    if began {
        container.updateInteractiveTransition(progress: p)
    }
    container.renderFrame()
    return container.frame.copy()
}

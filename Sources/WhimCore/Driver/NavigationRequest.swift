/// A navigation request: a value a scene sends up the responder chain when what it shows changed.
///
/// Scenes never touch the screen. A stack that pushed, tabs that switched, and every later container
/// (sheets, a drawer, a conditional root, a route tree applied to live scenes) describe the change as a
/// request and call `send(_:)` on their parent; each responder on the way may drop it (a hidden stack's
/// change is silent) or pass it on. The container hands it to its `TransitionDriver`, which queues it and
/// drains the queue once per tick: a burst of requests in one tick animates once, to what the screen shows
/// after the last of them (interruption rule 2).
///
/// - `scene`: the scene whose content changed; the driver shows what the layer's root shows when it drains,
///   so a request never carries a stale target.
/// - `transition`: how to animate (nil: None).
/// - `motion`: on the clock, or under a finger (`interactive`), which the driver then lets a gesture drive.
/// - `layer`: which presentation layer it concerns — the driver sets it to the layer whose root the
///   scene is under; `.base` for the root's scenes, presented layers (sheets, drawers, alerts) each
///   animate independently over the base.
public struct NavigationRequest {
    /// How the requested transition's progress moves.
    public enum Motion {
        /// On the clock, over the transition's duration, eased by its curve.
        case timed
        /// Under a finger: progress follows `TransitionDriver.updateInteractive(progress:)`; if the gesture
        /// is cancelled the run goes back and `cancel` undoes the model change that sent the request.
        case interactive(cancel: () -> Void)
    }

    /// The scene whose content changed.
    public var scene: any WhimScene
    /// The transition to animate with; nil for None.
    public var transition: (any WhimSceneAnimatedTransitioning)?
    /// On the clock or under a finger.
    public var motion: Motion
    /// The presentation layer the change is in.
    public var layer: PresentationLayer

    /// A request that `scene` changed, to animate with `transition`; timed in the base layer by default.
    public init(
        scene: any WhimScene, transition: (any WhimSceneAnimatedTransitioning)?, motion: Motion = .timed,
        layer: PresentationLayer = .base
    ) {
        self.scene = scene
        self.transition = transition
        self.motion = motion
        self.layer = layer
    }

    /// Whether the request asks for an interactive (finger-driven) transition.
    public var isInteractive: Bool {
        if case .interactive = motion { return true } else { return false }
    }
}

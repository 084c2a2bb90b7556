import WhimAnimation
import WhimGraphics

/// One transition in flight: the scenes and layouts it goes between, the transition value, and how its
/// progress moves (on the clock with the curve, under a finger, or settling on a spring).
final class TransitionRun {
    /// How progress moves.
    enum Motion {
        /// Along a curve over clock time from `start` (the animator as it is at `start`).
        case timed(CurveAnimator, start: Double)
        /// Set directly by a gesture.
        case interactive
        /// Held where a preview puts it (goldens, benchmarks, design tools); never moves by itself.
        case held
        /// Settling toward 0 or 1, advanced from `lastTime`.
        case spring(SpringAnimator, lastTime: Double)
    }

    let transition: any WhimSceneAnimatedTransitioning
    let from: WhimSceneViewController?
    private(set) var fromLayout: SceneLayout?
    private(set) var to: WhimSceneViewController
    private(set) var toLayout: SceneLayout
    /// When set, the outgoing side is this composite of an interrupted transition rather than `from`'s parts.
    let frozen: [FrozenPart]?
    var progress: Double
    var motion: Motion
    /// Where progress is heading.
    var goal: CompletionGoal
    /// Restores the model when the run ends cancelled (interactive transitions).
    let onCancel: (() -> Void)?
    /// Engine time the run started at: until time passes, nothing of it has moved on screen.
    let startTime: Double
    /// Set when a gesture took a scene whose leave guard objects: the run never finishes (`GuardedLeave`).
    var guardedLeave: GuardedLeave?

    /// The progress a gesture's release decides on: the finger's under a guarded gesture, else `progress`.
    var gestureProgress: Double { guardedLeave?.fingerProgress ?? progress }

    init(
        transition: any WhimSceneAnimatedTransitioning, from: WhimSceneViewController?, fromLayout: SceneLayout?,
        to: WhimSceneViewController, toLayout: SceneLayout, frozen: [FrozenPart]?, motion: Motion,
        startTime: Double, onCancel: (() -> Void)?
    ) {
        self.transition = transition
        self.from = from
        self.fromLayout = fromLayout
        self.to = to
        self.toLayout = toLayout
        self.frozen = frozen
        self.progress = 0
        self.motion = motion
        self.goal = .finish
        self.startTime = startTime
        self.onCancel = onCancel
    }

    /// Goes on between the same scenes laid out anew (the window was resized): the progress, the motion
    /// and the goal stay, so the next frame is the same moment of the transition at the new size.
    func relay(fromLayout newFrom: SceneLayout?, toLayout newTo: SceneLayout) {
        fromLayout = newFrom
        toLayout = newTo
    }

    /// The scene the run is heading to (`to` when finishing, `from` when cancelling).
    var destination: WhimSceneViewController? { goal == .finish ? to : from }

    /// Whether the run is under a finger.
    var isInteractive: Bool { if case .interactive = motion { return true } else { return false } }

    /// Whether progress moves by itself (on the clock or a spring), not under a finger or held.
    var movesByItself: Bool {
        switch motion {
        case .timed, .spring: true
        case .interactive, .held: false
        }
    }

    /// Whether the run is a preview held at a progress.
    var isHeld: Bool { if case .held = motion { return true } else { return false } }

    /// Advances progress to `time` (clock seconds, already slowed for slow motion). Returns true when the
    /// run has reached its goal.
    func advance(to time: Double) -> Bool {
        switch motion {
        case .interactive, .held:
            return false
        case let .timed(animator, start):
            var now = animator
            now.advance(by: time - start)
            progress = now.value
            return now.isFinished
        case .spring(var animator, let last):
            animator.advance(by: max(0, time - last))
            progress = min(1, max(0, animator.value))
            if animator.isSettled || (goal == .finish && animator.value >= 1) || (goal == .cancel && animator.value <= 0) {
                progress = goal.progress
                return true
            }
            motion = .spring(animator, lastTime: time)
            return false
        }
    }

    /// Heads toward `goal` on the clock from the current progress, taking the share of `duration` that the
    /// remaining distance represents (so reversing halfway takes half the time), eased by the run's curve.
    func retime(toward goal: CompletionGoal, at time: Double, duration: Double) {
        self.goal = goal
        let remaining = abs(goal.progress - progress) * duration
        motion = .timed(CurveAnimator(from: progress, to: goal.progress, duration: remaining, curve: transition.timing.curve), start: time)
    }

    /// Settles toward `goal` on a critically damped spring that starts with `velocity` (progress per second).
    func settle(toward goal: CompletionGoal, velocity: Double, at time: Double, response: Double) {
        self.goal = goal
        motion = .spring(
            SpringAnimator(spring: Spring(response: response, dampingRatio: 1), value: progress, velocity: velocity, target: goal.progress),
            lastTime: time)
    }
}

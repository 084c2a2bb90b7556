/// Animates a value toward a target with a ``Spring``.
///
/// Each step uses the spring's closed-form solution, so the result does not depend on how time is cut
/// into steps. The target can change mid-flight: value and velocity are kept, so motion stays smooth
/// (this is how a released drag or an interrupted timed run hands over to a spring). When the spring is
/// within its thresholds it snaps exactly onto the target with zero velocity.
public struct SpringAnimator: Hashable, Sendable {
    /// The physics.
    public var spring: Spring
    /// The current value.
    public private(set) var value: Double
    /// The current velocity in units per second.
    public private(set) var velocity: Double
    /// Where the value is pulled to. Setting it keeps the current value and velocity.
    public var target: Double

    /// Creates an animator at `value` moving with `velocity`, pulled toward `target`.
    public init(spring: Spring, value: Double, velocity: Double = 0, target: Double) {
        self.spring = spring
        self.value = value.isFinite ? value : target
        self.velocity = velocity.isFinite ? velocity : 0
        self.target = target
        snapIfSettled()
    }

    /// Changes the target mid-flight, keeping value and velocity continuous.
    public mutating func retarget(to newTarget: Double) {
        target = newTarget
    }

    /// Moves time forward by `seconds` (negative or non-finite steps are ignored), then snaps to the
    /// target if settled.
    public mutating func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0, !isSettled else { return }
        let next = spring.state(at: seconds, displacement: value - target, velocity: velocity)
        value = target + next.displacement
        velocity = next.velocity
        snapIfSettled()
    }

    /// Whether the value rests on the target. After ``advance(by:)`` a settled animator sits exactly on it.
    public var isSettled: Bool {
        spring.isSettled(displacement: value - target, velocity: velocity)
    }

    /// Seconds until this animator settles if the target does not change (see ``Spring/settlingTime(displacement:velocity:)``).
    public var remainingSettlingTime: Double {
        spring.settlingTime(displacement: value - target, velocity: velocity)
    }

    private mutating func snapIfSettled() {
        if isSettled {
            value = target
            velocity = 0
        }
    }
}

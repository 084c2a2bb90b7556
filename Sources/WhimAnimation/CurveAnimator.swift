/// Animates a value from `from` to `to` over `duration` seconds along a ``TimingCurve``.
///
/// A value type advanced by an explicit time step, so it is driven by whatever clock its owner holds.
/// Its ``velocity`` lets a spring take over seamlessly when the run is interrupted.
public struct CurveAnimator: Hashable, Sendable {
    /// The value at the start.
    public var from: Double
    /// The value at the end.
    public var to: Double
    /// The length of the run in seconds; 0 or less finishes at once.
    public var duration: Double
    /// The easing from linear time to progress.
    public var curve: TimingCurve
    /// Seconds advanced so far, never beyond ``duration``.
    public private(set) var elapsed: Double = 0

    /// Creates an animator at the start of its run.
    public init(from: Double, to: Double, duration: Double, curve: TimingCurve = .easeOut) {
        self.from = from
        self.to = to
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.curve = curve
    }

    /// Moves time forward by `seconds`; negative or non-finite steps are ignored.
    public mutating func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        elapsed = min(elapsed + seconds, duration)
    }

    /// Whether the run has reached its end.
    public var isFinished: Bool { elapsed >= duration }

    /// The linear fraction of the duration elapsed, in [0, 1].
    public var fractionComplete: Double { duration > 0 ? min(elapsed / duration, 1) : 1 }

    /// The eased progress, in [0, 1] for curves without overshoot.
    public var progress: Double { curve.value(at: fractionComplete) }

    /// The current value.
    public var value: Double {
        isFinished ? to : from + (to - from) * progress
    }

    /// The current rate of change in units per second; 0 once finished.
    public var velocity: Double {
        guard !isFinished, duration > 0 else { return 0 }
        return (to - from) * curve.slope(at: fractionComplete) / duration
    }
}

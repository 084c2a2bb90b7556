import WhimAnimation

/// How long a timed transition runs and how its progress eases. The original's default: 0.3 s, ease-out.
public struct TransitionTiming: Sendable, Hashable {
    /// Seconds on the clock.
    public var duration: Double
    /// How progress eases over that time.
    public var curve: TimingCurve

    /// A timing of `duration` seconds eased by `curve`.
    public init(duration: Double = 0.3, curve: TimingCurve = .easeOut) {
        self.duration = duration
        self.curve = curve
    }

    /// 0.3 s, ease-out: what every built-in transition uses unless told otherwise.
    public static let `default` = TransitionTiming()
}

import WhimAnimation

/// How long a timed transition runs and how its progress eases. The original's default: 0.3 s, ease-out.
public struct TransitionTiming: Sendable, Hashable {
    public var duration: Double
    public var curve: TimingCurve

    public init(duration: Double = 0.3, curve: TimingCurve = .easeOut) {
        self.duration = duration
        self.curve = curve
    }

    public static let `default` = TransitionTiming()
}

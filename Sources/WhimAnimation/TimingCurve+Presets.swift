extension TimingCurve {
    /// Constant speed.
    public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Starts slowly, ends at full speed (CSS `ease-in`).
    public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Starts at full speed, ends slowly (CSS `ease-out`); the default for scene transitions.
    public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow at both ends (CSS `ease-in-out`).
    public static let easeInOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Decelerating: quick start, gentle stop — exactly the cubic 1 − (1 − t)³; camera moves.
    public static let cubicEaseOut = TimingCurve(x1: 1.0 / 3, y1: 1, x2: 2.0 / 3, y2: 1)
    /// Smooth at both ends: exactly the cubic ease-in-out (4t³, then its mirror), the cubic ease-in (a
    /// Bézier) mirrored; camera flights.
    public static let cubicEaseInOut = TimingCurve.mirrored(TimingCurve(x1: 1.0 / 3, y1: 0, x2: 2.0 / 3, y2: 0))
    /// Material 3 emphasized easing.
    public static let emphasized = TimingCurve(x1: 0.2, y1: 0, x2: 0, y2: 1)
    /// Material 3 emphasized decelerate: for things entering the screen.
    public static let emphasizedDecelerate = TimingCurve(x1: 0.05, y1: 0.7, x2: 0.1, y2: 1)
    /// Material 3 emphasized accelerate: for things leaving the screen.
    public static let emphasizedAccelerate = TimingCurve(x1: 0.3, y1: 0, x2: 0.8, y2: 0.15)
}

/// A CSS-style cubic bezier timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2).
///
/// Maps the linear fraction of a timed animation's duration to its eased progress. The x coordinates
/// of the control points are clamped to [0, 1] so that the curve is a function of time; y may leave
/// [0, 1] to overshoot.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point.
    public let x1: Double, y1: Double
    /// The second control point.
    public let x2: Double, y2: Double
    /// Whether the curve is played mirrored: the Bézier compressed into the first half, then the same
    /// rotated by a half turn into the second (an ease-in becomes an ease-in-out with exactly its shape).
    public let isMirrored: Bool

    // Polynomial coefficients: x(s) = ((ax s + bx) s + cx) s, likewise for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates a curve with control points (x1, y1) and (x2, y2); x1 and x2 are clamped to [0, 1].
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.init(x1: x1, y1: y1, x2: x2, y2: y2, mirrored: false)
    }

    /// `curve` mirrored (see `isMirrored`): `mirrored(c)(x)` is `c(2x) / 2` below one half and
    /// `1 − c(2 − 2x) / 2` above, so an ease-in becomes the ease-in-out of the same order.
    public static func mirrored(_ curve: TimingCurve) -> TimingCurve {
        TimingCurve(x1: curve.x1, y1: curve.y1, x2: curve.x2, y2: curve.y2, mirrored: true)
    }

    private init(x1: Double, y1: Double, x2: Double, y2: Double, mirrored: Bool) {
        isMirrored = mirrored
        let x1 = Self.unit(x1), x2 = Self.unit(x2)
        let y1 = y1.isFinite ? y1 : 0, y2 = y2.isFinite ? y2 : 1
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The eased progress at the linear time fraction `x` (clamped to [0, 1]); exactly 0 at 0 and 1 at 1.
    public func value(at x: Double) -> Double {
        let x = Self.unit(x)
        if isMirrored {
            return x < 0.5 ? bezierValue(at: 2 * x) / 2 : 1 - bezierValue(at: 2 - 2 * x) / 2
        }
        return bezierValue(at: x)
    }

    private func bezierValue(at x: Double) -> Double {
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        if isLinear { return x }
        return sampleY(solveParameter(forX: x))
    }

    /// The derivative d(progress)/d(time fraction) at `x` (clamped to [0, 1]).
    ///
    /// Divide by the duration to get progress per second: the velocity a spring needs when it takes
    /// over an interrupted timed animation. Where the curve's tangent is vertical the slope is infinite
    /// in theory; that only happens for y-overshooting control points at x1 = 0 or x2 = 1, and the
    /// slope returned is then a large finite number.
    public func slope(at x: Double) -> Double {
        let x = Self.unit(x)
        if isMirrored {
            // d/dx of c(2x)/2 is c'(2x); of 1 − c(2 − 2x)/2 it is c'(2 − 2x).
            return bezierSlope(at: x < 0.5 ? 2 * x : 2 - 2 * x)
        }
        return bezierSlope(at: x)
    }

    private func bezierSlope(at x: Double) -> Double {
        if isLinear { return 1 }
        let s = solveParameter(forX: Self.unit(x))
        // dy/dx = y'(s) / x'(s). Where both vanish (ease-out at 0, ease-in at 1) the slope is the ratio
        // of the first derivatives that do not (l'Hôpital). Where only x' vanishes the tangent is
        // vertical; x' is then floored so the answer stays finite.
        let epsilon = 1e-9
        let dx1 = (3 * ax * s + 2 * bx) * s + cx
        let dy1 = (3 * ay * s + 2 * by) * s + cy
        if abs(dx1) > epsilon { return dy1 / dx1 }
        if abs(dy1) > epsilon { return dy1 / epsilon }
        let dx2 = 6 * ax * s + 2 * bx
        let dy2 = 6 * ay * s + 2 * by
        if abs(dx2) > epsilon { return dy2 / dx2 }
        if abs(dy2) > epsilon { return dy2 / epsilon }
        return abs(ax) > epsilon ? ay / ax : 1
    }

    // MARK: - Solving

    private var isLinear: Bool { x1 == y1 && x2 == y2 }

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func sampleDX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter s whose x(s) equals `x`: Newton's method from s = x, then bisection
    /// (x(s) is non-decreasing on [0, 1] because x1 and x2 lie in [0, 1]).
    private func solveParameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let tolerance = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < tolerance { return s }
            let derivative = sampleDX(s)
            if abs(derivative) < 1e-7 { break }
            s -= error / derivative
            if !(0...1).contains(s) { break }
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let current = sampleX(s)
            if abs(current - x) < tolerance { return s }
            if current < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    private static func unit(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, 0), 1)
    }
}

extension TimingCurve: CustomStringConvertible {
    /// The control points, as in CSS: `cubic-bezier(x1, y1, x2, y2)`.
    public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}

/// A cubic Bézier easing curve from (0,0) to (1,1) with control points (x1,y1), (x2,y2), as CSS and
/// `["cubic-bezier", x1, y1, x2, y2]` define it: `solve(x)` finds t with bx(t) = x by Newton's method,
/// falling back to bisection, and returns by(t).
struct UnitBezier: Sendable, Equatable {
    private let cx, bx, ax, cy, by, ay: Double

    /// The curve through control points (x1,y1) and (x2,y2).
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve's y at `x` (0...1).
    func solve(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let err = sampleX(t) - x
            if abs(err) < 1e-7 { return sampleY(t) }
            let d = slopeX(t)
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let v = sampleX(t)
            if abs(v - x) < 1e-7 { break }
            if x > v { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return sampleY(t)
    }
}

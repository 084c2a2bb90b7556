import Foundation
import Testing
@testable import WhimAnimation

@Suite("TimingCurve")
struct TimingCurveTests {
    static let presets: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("emphasized", .emphasized), ("emphasizedDecelerate", .emphasizedDecelerate),
        ("emphasizedAccelerate", .emphasizedAccelerate),
    ]

    /// The point of the bezier at parameter s, computed from the control points (independent of the solver).
    static func bezierPoint(_ c: TimingCurve, _ s: Double) -> (x: Double, y: Double) {
        let u = 1 - s
        let x = 3 * u * u * s * c.x1 + 3 * u * s * s * c.x2 + s * s * s
        let y = 3 * u * u * s * c.y1 + 3 * u * s * s * c.y2 + s * s * s
        return (x, y)
    }

    @Test("every preset is exactly 0 at 0 and exactly 1 at 1, and clamps outside", arguments: presets.map(\.1))
    func endpoints(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -0.5) == 0)
        #expect(curve.value(at: 1.5) == 1)
        #expect(curve.value(at: .nan) == 0)
    }

    @Test("every preset is non-decreasing", arguments: presets.map(\.1))
    func monotonic(curve: TimingCurve) {
        var previous = 0.0
        for i in 0...1000 {
            let value = curve.value(at: Double(i) / 1000)
            #expect(value >= previous - 1e-12)
            previous = value
        }
    }

    @Test("value(at: x(s)) equals y(s) for points sampled on the bezier", arguments: presets.map(\.1))
    func matchesParametricCurve(curve: TimingCurve) {
        for i in 1..<50 {
            let point = Self.bezierPoint(curve, Double(i) / 50)
            #expect(abs(curve.value(at: point.x) - point.y) < 1e-9)
        }
    }

    @Test("known values: symmetric ease-in-out is 0.5 at 0.5, ease-out mirrors ease-in, linear is identity")
    func knownValues() {
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
        for i in 0...20 {
            let x = Double(i) / 20
            #expect(abs(TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x) - 1) < 1e-9)
            #expect(abs(TimingCurve.easeOut.value(at: x) - (1 - TimingCurve.easeIn.value(at: 1 - x))) < 1e-9)
            #expect(TimingCurve.linear.value(at: x) == x)
        }
        // CSS `ease` (0.25, 0.1, 0.25, 1) at 0.5 is 0.8024033877399112 (WebKit's UnitBezier).
        let ease = TimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
        #expect(abs(ease.value(at: 0.5) - 0.8024033877399112) < 1e-7)
        #expect(TimingCurve.easeOut.value(at: 0.25) > 0.25)
        #expect(TimingCurve.easeIn.value(at: 0.25) < 0.25)
    }

    @Test("slope matches a central finite difference inside (0, 1)", arguments: presets.map(\.1))
    func slopeMatchesFiniteDifference(curve: TimingCurve) {
        let h = 1e-6
        for i in 1..<20 {
            let x = Double(i) / 20
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(curve.slope(at: x) - numeric) < 1e-4 * max(1, abs(numeric)))
        }
    }

    @Test("slope at the ends, including where x' and y' both vanish")
    func slopeAtEnds() {
        // ease-out: x'(0) = y'(0) = 0, so the slope is x''/y'' = 6 / 3.48.
        #expect(abs(TimingCurve.easeOut.slope(at: 0) - 6 / 3.48) < 1e-9)
        #expect(abs(TimingCurve.easeIn.slope(at: 1) - 6 / 3.48) < 1e-9)
        #expect(TimingCurve.easeIn.slope(at: 0) == 0)
        #expect(TimingCurve.easeOut.slope(at: 1) == 0)
        #expect(abs(TimingCurve.emphasizedDecelerate.slope(at: 0) - 14) < 1e-9)
        #expect(TimingCurve.linear.slope(at: 0.3) == 1)
    }

    @Test("control point x coordinates are clamped to [0, 1]")
    func clampsControlPoints() {
        let curve = TimingCurve(x1: -1, y1: 0.5, x2: 2, y2: 0.5)
        #expect(curve.x1 == 0)
        #expect(curve.x2 == 1)
        var previous = 0.0
        for i in 0...100 {
            let value = curve.value(at: Double(i) / 100)
            #expect(value >= previous - 1e-12)
            previous = value
        }
    }
}

/// The camera's presets are exactly the cubic curves they are named for.
@Suite struct CubicTimingCurveTests {
    @Test func cubicEaseOutIsTheCubic() {
        for i in 0...20 {
            let t = Double(i) / 20
            #expect(abs(TimingCurve.cubicEaseOut.value(at: t) - (1 - (1 - t) * (1 - t) * (1 - t))) < 1e-4, "t \(t)")
        }
    }

    @Test func cubicEaseInOutIsTheMirroredCubicEaseIn() {
        let curve = TimingCurve.cubicEaseInOut
        for i in 0...40 {
            let t = Double(i) / 40
            let expected = t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
            #expect(abs(curve.value(at: t) - expected) < 1e-9, "t \(t)")
            let slope = t < 0.5 ? 12 * t * t : 3 * pow(-2 * t + 2, 2)
            #expect(abs(curve.slope(at: t) - slope) < 1e-6, "slope at \(t)")
        }
    }
}

@Suite struct MirroredTimingCurveTests {
    @Test func mirroringIsPointSymmetricAboutTheMiddle() {
        let curve = TimingCurve.mirrored(.easeIn)
        #expect(curve.isMirrored && !TimingCurve.easeIn.isMirrored)
        for i in 0...20 {
            let t = Double(i) / 20
            #expect(abs(curve.value(at: t) + curve.value(at: 1 - t) - 1) < 1e-9)
        }
        #expect(curve != .easeIn)
    }
}

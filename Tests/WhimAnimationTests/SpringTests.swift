import Testing
@testable import WhimAnimation

#if canImport(Glibc)
import Glibc
#endif

@Suite("Spring")
struct SpringTests {
    /// Integrates m x'' = −k x − c x' with classic Runge–Kutta, as an independent reference.
    static func integrate(_ spring: Spring, x0: Double, v0: Double, until time: Double, step: Double = 1e-4) -> (Double, Double) {
        var x = x0, v = v0, t = 0.0
        func accel(_ x: Double, _ v: Double) -> Double { (-spring.stiffness * x - spring.damping * v) / spring.mass }
        while t < time - 1e-12 {
            let h = min(step, time - t)
            let k1x = v, k1v = accel(x, v)
            let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += h
        }
        return (x, v)
    }

    static let springs: [Spring] = [
        Spring(stiffness: 300, damping: 6, mass: 1),          // strongly under-damped
        Spring(response: 0.4, dampingRatio: 0.5),             // under-damped
        Spring(response: 0.4, dampingRatio: 1),               // critical
        Spring(response: 0.4, dampingRatio: 0.999_999),       // just under critical
        Spring(response: 0.4, dampingRatio: 1.000_001),       // just over critical
        Spring(response: 0.4, dampingRatio: 2.5),             // over-damped
        Spring(stiffness: 1000, damping: 500, mass: 3),       // React Navigation's iOS spec
    ]

    @Test("closed form matches numeric integration", arguments: springs)
    func matchesIntegration(spring: Spring) {
        for (x0, v0) in [(1.0, 0.0), (-0.3, 4.0), (0.0, -2.0)] {
            for time in [0.01, 0.05, 0.137, 0.4, 1.0] {
                let exact = spring.state(at: time, displacement: x0, velocity: v0)
                let (x, v) = Self.integrate(spring, x0: x0, v0: v0, until: time)
                #expect(abs(exact.displacement - x) < 1e-6, "x at \(time)")
                #expect(abs(exact.velocity - v) < 1e-5, "v at \(time)")
            }
        }
    }

    @Test("critical damping has the textbook solution e^(−ωt)(1 + ωt)")
    func criticalTextbook() {
        let spring = Spring(stiffness: 100, damping: 20, mass: 1) // ω = 10, ζ = 1 exactly
        #expect(spring.dampingRatio == 1)
        for time in [0.0, 0.05, 0.1, 0.3, 1.0] {
            let expected = exp(-10 * time) * (1 + 10 * time)
            #expect(abs(spring.displacement(at: time, from: 1, velocity: 0) - expected) < 1e-12)
            #expect(abs(spring.velocity(at: time, from: 1, velocity: 0) - (-100 * time * exp(-10 * time))) < 1e-12)
        }
    }

    @Test("response and damping ratio map to frequency and ratio")
    func perceptualParameters() {
        let spring = Spring(response: 0.5, dampingRatio: 0.7)
        #expect(abs(spring.naturalFrequency - 2 * Double.pi / 0.5) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
        #expect(spring.mass == 1)
    }

    @Test("value moves toward the target and starts where it was")
    func valueTowardTarget() {
        let spring = Spring(response: 0.3, dampingRatio: 1)
        #expect(spring.value(at: 0, from: 10, velocity: 0, target: 50) == 10)
        let later = spring.value(at: 0.2, from: 10, velocity: 0, target: 50)
        #expect(later > 10 && later < 50)
        #expect(abs(spring.value(at: 5, from: 10, velocity: 0, target: 50) - 50) < 1e-9)
    }

    @Test("an under-damped spring overshoots; a critically damped one from rest does not")
    func overshoot() {
        let bouncy = Spring(response: 0.4, dampingRatio: 0.3)
        let critical = Spring(response: 0.4, dampingRatio: 1)
        var bouncyMin = 1.0, criticalMin = 1.0
        for i in 0...400 {
            let t = Double(i) / 200
            bouncyMin = min(bouncyMin, bouncy.displacement(at: t, from: 1, velocity: 0))
            criticalMin = min(criticalMin, critical.displacement(at: t, from: 1, velocity: 0))
        }
        #expect(bouncyMin < -0.1)
        #expect(criticalMin >= 0)
    }

    @Test("long times neither overflow nor leave the target", arguments: springs)
    func longTimes(spring: Spring) {
        let state = spring.state(at: 10_000, displacement: 1, velocity: 100)
        #expect(state.displacement.isFinite && state.velocity.isFinite)
        #expect(abs(state.displacement) < 1e-9)
    }

    @Test("settling thresholds")
    func settled() {
        let spring = Spring(response: 0.3, dampingRatio: 1, displacementThreshold: 0.5, velocityThreshold: 5)
        #expect(spring.isSettled(displacement: 0.4, velocity: -4))
        #expect(!spring.isSettled(displacement: 0.6, velocity: 0))
        #expect(!spring.isSettled(displacement: 0, velocity: 5.1))
    }

    @Test("settling time: settled at and after it, not long before", arguments: springs)
    func settlingTime(spring: Spring) {
        let time = spring.settlingTime(displacement: 1, velocity: -3)
        #expect(time > 0 && time.isFinite)
        for i in 0..<300 {
            let t = time + Double(i) * 0.01
            let state = spring.state(at: t, displacement: 1, velocity: -3)
            #expect(spring.isSettled(displacement: state.displacement, velocity: state.velocity), "at \(t)")
        }
        let early = spring.state(at: time * 0.5, displacement: 1, velocity: -3)
        let earlyEnergy = spring.stiffness * early.displacement * early.displacement + spring.mass * early.velocity * early.velocity
        let limit = min(spring.stiffness * 1e-6, spring.mass * 1e-4)
        #expect(earlyEnergy > limit)
    }

    @Test("settling time is 0 when already at rest and infinite without damping")
    func settlingTimeEdges() {
        #expect(Spring(response: 0.3, dampingRatio: 1).settlingTime(displacement: 0, velocity: 0) == 0)
        #expect(Spring(stiffness: 100, damping: 0).settlingTime(displacement: 1, velocity: 0) == .infinity)
    }

    @Test("bad parameters are replaced, not trusted")
    func badParameters() {
        let spring = Spring(stiffness: -5, damping: -1, mass: 0)
        #expect(spring.stiffness > 0 && spring.mass > 0 && spring.damping == 0)
        let state = spring.state(at: 0.1, displacement: 1, velocity: 0)
        #expect(state.displacement.isFinite && state.velocity.isFinite)
    }
}

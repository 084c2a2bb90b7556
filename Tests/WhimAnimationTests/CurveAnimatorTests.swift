import Testing
@testable import WhimAnimation

@Suite("CurveAnimator")
struct CurveAnimatorTests {
    @Test("starts at from, ends exactly at to, then reports finished with no velocity")
    func startAndEnd() {
        var animator = CurveAnimator(from: 10, to: 110, duration: 0.3, curve: .easeOut)
        #expect(animator.value == 10)
        #expect(!animator.isFinished)
        animator.advance(by: 0.1)
        #expect(animator.value > 10 + 100.0 / 3) // ease-out is ahead of linear
        animator.advance(by: 0.1)
        animator.advance(by: 0.2) // overshooting the duration is fine
        #expect(animator.isFinished)
        #expect(animator.value == 110)
        #expect(animator.velocity == 0)
        #expect(animator.elapsed == 0.3)
    }

    @Test("value follows the curve at the elapsed fraction")
    func followsCurve() {
        var animator = CurveAnimator(from: -20, to: 20, duration: 2, curve: .easeInOut)
        animator.advance(by: 0.5)
        #expect(abs(animator.value - (-20 + 40 * TimingCurve.easeInOut.value(at: 0.25))) < 1e-12)
        #expect(animator.fractionComplete == 0.25)
    }

    @Test("velocity is the time derivative of value")
    func velocityIsDerivative() {
        for curve in [TimingCurve.linear, .easeIn, .easeOut, .emphasized] {
            var animator = CurveAnimator(from: 0, to: 300, duration: 0.4, curve: curve)
            animator.advance(by: 0.13)
            var ahead = animator
            ahead.advance(by: 1e-6)
            let numeric = (ahead.value - animator.value) / 1e-6
            #expect(abs(animator.velocity - numeric) < 0.05)
        }
    }

    @Test("negative, NaN and zero steps do nothing; zero duration is finished at once")
    func edges() {
        var animator = CurveAnimator(from: 0, to: 1, duration: 1)
        animator.advance(by: -1)
        animator.advance(by: .nan)
        animator.advance(by: .infinity)
        #expect(animator.elapsed == 0)
        let instant = CurveAnimator(from: 3, to: 7, duration: 0)
        #expect(instant.isFinished && instant.value == 7 && instant.velocity == 0)
    }

    @Test("an interrupted timed run hands its velocity to a spring without a jump")
    func handOffToSpring() {
        var timed = CurveAnimator(from: 0, to: 1, duration: 0.3, curve: .easeOut)
        timed.advance(by: 0.09)
        var spring = SpringAnimator(
            spring: Spring(response: 0.35, dampingRatio: 1), value: timed.value, velocity: timed.velocity, target: 0)
        #expect(spring.value == timed.value)
        #expect(spring.velocity == timed.velocity)
        let before = spring.value
        spring.advance(by: 0.001)
        // Still moving forward for a moment (the curve's momentum), though the target is behind.
        #expect(spring.value > before)
        #expect(abs(spring.value - before - timed.velocity * 0.001) < 0.001)
    }
}

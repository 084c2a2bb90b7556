import Testing
@testable import WhimAnimation

@Suite("SpringAnimator")
struct SpringAnimatorTests {
    let spring = Spring(response: 0.3, dampingRatio: 0.8, displacementThreshold: 0.25, velocityThreshold: 2.5)

    @Test("converges and snaps exactly onto the target")
    func snaps() {
        var animator = SpringAnimator(spring: spring, value: 0, target: 400)
        #expect(!animator.isSettled)
        var steps = 0
        while !animator.isSettled && steps < 10_000 {
            animator.advance(by: 1.0 / 60)
            steps += 1
        }
        #expect(animator.isSettled)
        #expect(animator.value == 400)
        #expect(animator.velocity == 0)
        #expect(steps > 10 && steps < 120)
    }

    @Test("the result does not depend on how time is cut into steps")
    func stepIndependent() {
        var coarse = SpringAnimator(spring: spring, value: 0, velocity: 1000, target: 400)
        var fine = coarse
        coarse.advance(by: 0.1)
        for _ in 0..<100 { fine.advance(by: 0.001) }
        #expect(abs(coarse.value - fine.value) < 1e-6)
        #expect(abs(coarse.velocity - fine.velocity) < 1e-5)
    }

    @Test("retargeting mid-flight keeps value and velocity continuous")
    func retargetKeepsVelocity() {
        var animator = SpringAnimator(spring: spring, value: 0, target: 400)
        animator.advance(by: 0.05)
        let value = animator.value, velocity = animator.velocity
        #expect(velocity > 100)
        animator.retarget(to: -200)
        #expect(animator.value == value)
        #expect(animator.velocity == velocity)
        // The new pull acts as a force: over one millisecond the velocity changes by acceleration × dt,
        // no more (a jump would show up as a much larger change).
        let acceleration = (-spring.stiffness * (value + 200) - spring.damping * velocity) / spring.mass
        animator.advance(by: 0.001)
        #expect(abs(animator.value - value - velocity * 0.001) < 1)
        #expect(abs(animator.velocity - (velocity + acceleration * 0.001)) < 0.05 * abs(acceleration * 0.001))
        animator.advance(by: 3)
        #expect(animator.value == -200)
    }

    @Test("an animator created at its target is settled and does not move")
    func restingAtTarget() {
        var animator = SpringAnimator(spring: spring, value: 5, target: 5)
        #expect(animator.isSettled)
        animator.advance(by: 1)
        #expect(animator.value == 5 && animator.velocity == 0)
        #expect(animator.remainingSettlingTime == 0)
    }

    @Test("remaining settling time predicts when advance snaps")
    func remainingSettlingTime() {
        var animator = SpringAnimator(spring: spring, value: 0, velocity: -300, target: 400)
        let remaining = animator.remainingSettlingTime
        #expect(remaining > 0.1 && remaining < 3)
        animator.advance(by: remaining)
        #expect(animator.isSettled && animator.value == 400)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator, solved in closed form.
///
/// Gives the value and velocity at any time from an initial displacement and velocity, exactly, so an
/// animation advanced with large or uneven time steps lands where a tiny-step simulation would, and a
/// test can ask for the state at t = 0.137 s directly. Handles under-, critically and over-damped
/// springs with formulas that stay accurate as the damping ratio approaches 1 from either side.
public struct Spring: Hashable, Sendable {
    /// Force per unit of displacement (k). Always positive.
    public let stiffness: Double
    /// Force per unit of velocity (c). Never negative; 0 oscillates forever.
    public let damping: Double
    /// Mass (m). Always positive.
    public let mass: Double
    /// Below this absolute displacement from the target (in the animated unit) a spring may be at rest.
    public var displacementThreshold: Double
    /// Below this absolute velocity (animated units per second) a spring may be at rest.
    public var velocityThreshold: Double

    /// Default thresholds suit a progress in [0, 1]; for pixels use about 0.25 px and 2.5 px/s.
    public static let defaultDisplacementThreshold = 0.001
    /// See ``defaultDisplacementThreshold``.
    public static let defaultVelocityThreshold = 0.01

    /// Creates a spring from physical constants. Non-positive stiffness or mass and negative damping
    /// are bad input; they are replaced by the nearest sensible values (a tiny positive number, 0).
    public init(
        stiffness: Double,
        damping: Double,
        mass: Double = 1,
        displacementThreshold: Double = Spring.defaultDisplacementThreshold,
        velocityThreshold: Double = Spring.defaultVelocityThreshold
    ) {
        let tiny = 1e-9
        self.stiffness = stiffness.isFinite ? max(stiffness, tiny) : 1
        self.damping = damping.isFinite ? max(damping, 0) : 0
        self.mass = mass.isFinite ? max(mass, tiny) : 1
        self.displacementThreshold = abs(displacementThreshold)
        self.velocityThreshold = abs(velocityThreshold)
    }

    /// Creates a unit-mass spring from perceptual parameters (as SwiftUI does): `response` is the period
    /// in seconds of the undamped oscillation, `dampingRatio` 1 is critical damping, below 1 bounces.
    public init(
        response: Double,
        dampingRatio: Double,
        displacementThreshold: Double = Spring.defaultDisplacementThreshold,
        velocityThreshold: Double = Spring.defaultVelocityThreshold
    ) {
        let response = response.isFinite && response > 0 ? response : 0.3
        let angularFrequency = 2 * Double.pi / response
        self.init(
            stiffness: angularFrequency * angularFrequency,
            damping: 2 * max(dampingRatio, 0) * angularFrequency,
            mass: 1,
            displacementThreshold: displacementThreshold,
            velocityThreshold: velocityThreshold
        )
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(km)): below 1 under-damped, 1 critical, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The displacement from the target at `time` seconds after starting at `displacement` with `velocity`.
    public func displacement(at time: Double, from displacement: Double, velocity: Double) -> Double {
        state(at: time, displacement: displacement, velocity: velocity).displacement
    }

    /// The velocity at `time` seconds after starting at `displacement` with `velocity`.
    public func velocity(at time: Double, from displacement: Double, velocity: Double) -> Double {
        state(at: time, displacement: displacement, velocity: velocity).velocity
    }

    /// The value at `time` of a spring that started at `value` with `velocity`, pulled toward `target`.
    public func value(at time: Double, from value: Double, velocity: Double, target: Double) -> Double {
        target + displacement(at: time, from: value - target, velocity: velocity)
    }

    /// Displacement and velocity together at `time` (one evaluation of the exponentials).
    ///
    /// With α = c/2m and κ = α² − ω₀², every case is
    /// `x(t) = e^{−αt} (x₀ C(t) + (v₀ + α x₀) S(t))` where C' = κS and S' = C:
    /// C = cos ω_d t, S = sin(ω_d t)/ω_d when κ < 0; C = 1, S = t when κ = 0;
    /// C = cosh βt, S = sinh(βt)/β when κ > 0. S is evaluated without dividing small by small.
    public func state(at time: Double, displacement x0: Double, velocity v0: Double) -> (displacement: Double, velocity: Double) {
        guard time.isFinite, time > 0 else { return (x0, v0) }
        let alpha = damping / (2 * mass)
        let kappa = alpha * alpha - stiffness / mass
        let decayedC: Double, decayedS: Double
        if kappa < 0 {
            let omega = (-kappa).squareRoot()
            let decay = exp(-alpha * time)
            decayedC = decay * cos(omega * time)
            decayedS = decay * sin(omega * time) / omega
        } else if kappa == 0 {
            let decay = exp(-alpha * time)
            decayedC = decay
            decayedS = decay * time
        } else {
            let beta = kappa.squareRoot()
            if beta * time < 1 {
                let decay = exp(-alpha * time)
                decayedC = decay * cosh(beta * time)
                decayedS = decay * sinh(beta * time) / beta
            } else {
                // Fold the decay into the hyperbolic terms so neither overflows for long times.
                let slow = exp(-(alpha - beta) * time)
                let fast = exp(-(alpha + beta) * time)
                decayedC = (slow + fast) / 2
                decayedS = (slow - fast) / (2 * beta)
            }
        }
        let b = v0 + alpha * x0
        let x = x0 * decayedC + b * decayedS
        let v = -alpha * x + x0 * kappa * decayedS + b * decayedC
        return (x, v)
    }

    /// Whether a spring at this displacement and velocity counts as at rest.
    public func isSettled(displacement: Double, velocity: Double) -> Bool {
        abs(displacement) <= displacementThreshold && abs(velocity) <= velocityThreshold
    }

    /// A time after which a spring started at (`displacement`, `velocity`) stays within both thresholds.
    ///
    /// Conservative and exact in the sense that matters: a damped spring never gains energy
    /// (½kx² + ½mv²), so once the energy is below what the thresholds allow it stays there. The time is
    /// found by bisection on that monotone energy. Returns 0 if already settled and `.infinity` for an
    /// undamped spring that is not.
    public func settlingTime(displacement: Double, velocity: Double) -> Double {
        let limit = min(
            0.5 * stiffness * displacementThreshold * displacementThreshold,
            0.5 * mass * velocityThreshold * velocityThreshold
        )
        func energy(_ time: Double) -> Double {
            let s = state(at: time, displacement: displacement, velocity: velocity)
            return 0.5 * stiffness * s.displacement * s.displacement + 0.5 * mass * s.velocity * s.velocity
        }
        if energy(0) <= limit { return 0 }
        guard damping > 0 else { return .infinity }
        var high = 1 / naturalFrequency
        var doublings = 0
        while energy(high) > limit {
            high *= 2
            doublings += 1
            if doublings > 60 { return .infinity }
        }
        var low = 0.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if energy(middle) > limit { low = middle } else { high = middle }
        }
        return high
    }
}

import Testing
import WhimSoak

/// Fixed-seed soaks: a few thousand ticks of random navigation, gestures, hostile input, resizes and
/// clock jumps, every invariant checked after every tick and every object freed at the end. A failing
/// seed is printed with the steps before the failure; replay it with `whim-soak --seed S --steps N`. Each
/// bug a seed found is kept as a reduced test named after the seed (`SoakRegressionTests` in WhimCoreTests).
@Suite struct SoakTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func soak(seed: UInt64) throws {
        let summary = try run(seed: seed, steps: 800)
        // The walk reaches the engine's features, not just one corner of it.
        for action in ["push", "pop", "select tab", "present CarBookingFlow", "present test flow", "route path", "restore state", "pointer down", "resize"] {
            #expect(summary.actionCounts[action, default: 0] > 0, "seed \(seed) never did \(action)")
        }
    }

    private func run(seed: UInt64, steps: Int) throws -> SoakRun.Summary {
        do {
            return try SoakRun.run(seed: seed, steps: steps)
        } catch {
            print("soak failure (seed \(seed)): \(error)")
            throw error
        }
    }
}

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
        for action in [
            "push", "pop", "select tab", "present CarBookingFlow", "present test flow", "route path", "restore state", "pointer down", "resize",
            "present sheet", "present alert", "sheet detent", "dismiss presented", "toggle drawer", "grab presented", "switch root",
        ] {
            #expect(summary.actionCounts[action, default: 0] > 0, "seed \(seed) never did \(action)")
        }
    }

    /// Over the tiled Helsinki map, its tiles drawn on the worker thread as in the window (what
    /// `make soak-tsan` runs under ThreadSanitizer, longer).
    @Test func soakOverTheTiledMap() throws {
        do {
            _ = try SoakRun.run(seed: 11, steps: 200, backdrop: .tiledMap)
        } catch {
            print("soak failure over the map (seed 11): \(error)")
            throw error
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

import Testing
import WhimTestSupport
@testable import WhimCore

/// How a stack shares left-over space among children that grow, each up to its `maximumGrowth`.
@Suite struct StackGrowthTests {
    @Test("left-over space: shared by weight, no child past its most, what a capped child leaves goes to the others, nothing lost while one can grow")
    func growthIsSharedUpToEachMaximum() {
        var rng = SeededRandom(seed: 4404)
        for round in 0..<500 {
            let count = Int.random(in: 1...6, using: &rng)
            let ideals = (0..<count).map { _ in Double.random(in: 0...120, using: &rng) }
            let flex = (0..<count).map { _ in
                StackFlex(grow: [0, 0.5, 1, 2].randomElement(using: &rng)!, shrink: 1,
                          maximumGrowth: rng.chance(0.3) ? .infinity : .random(in: 0...90, using: &rng))
            }
            let available = ideals.reduce(0, +) + .random(in: 0...400, using: &rng)
            let lengths = StackWidget.distribute(ideals, flex, available: available)
            let label = "round \(round): \(ideals) \(flex.map { ($0.grow, $0.maximumGrowth) }) in \(available) → \(lengths)"
            var room = 0.0
            for i in 0..<count {
                let grown = lengths[i] - ideals[i]
                if flex[i].grow == 0 {
                    #expect(grown == 0, "\(label)")
                } else {
                    room += flex[i].maximumGrowth
                    #expect(grown >= -1e-9 && grown <= flex[i].maximumGrowth + 1e-9, "\(label): child \(i) grew \(grown)")
                }
            }
            let total = lengths.reduce(0, +)
            #expect(abs(total - min(available, ideals.reduce(0, +) + room)) < 1e-6, "\(label): \(total) placed")
            // Children below their most grew by the same amount per weight, and a capped child's most is
            // no more than that.
            let open = (0..<count).filter { flex[$0].grow > 0 && lengths[$0] - ideals[$0] < flex[$0].maximumGrowth - 1e-9 }
            if let first = open.first {
                let perWeight = (lengths[first] - ideals[first]) / flex[first].grow
                for i in open { #expect(abs((lengths[i] - ideals[i]) / flex[i].grow - perWeight) < 1e-6, "\(label): child \(i)") }
                for i in 0..<count where flex[i].grow > 0 && !open.contains(i) {
                    #expect(flex[i].maximumGrowth <= perWeight * flex[i].grow + 1e-6, "\(label): child \(i) capped below the others' share")
                }
            }
        }
    }
}

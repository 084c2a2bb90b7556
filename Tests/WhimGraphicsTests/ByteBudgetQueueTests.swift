import Testing
import WhimGraphics
import WhimTestSupport

/// `ByteBudgetQueue` against a plain reference (an array trimmed from the front), over seeded random walks
/// of additions, removals, uses and budget changes: the same entries in the same order, the same evicted
/// in the same order, and never more bytes than the budget.
@Suite struct ByteBudgetQueueTests {
    @Test(arguments: [UInt64(1), 2, 3, 42])
    func matchesTheReferenceOverARandomWalk(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var queue = ByteBudgetQueue<Int>(budget: 100)
        var reference: [(id: Int, bytes: Int)] = []
        var budget = 100
        var evicted: [Int] = [], expectedEvicted: [Int] = []
        func trimReference() {
            while reference.reduce(0, { $0 + $1.bytes }) > budget, !reference.isEmpty {
                expectedEvicted.append(reference.removeFirst().id)
            }
        }
        for step in 0..<2000 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let bytes = Int.random(in: 0...60, using: &random)
                queue.append(step, bytes: bytes) { evicted.append($0) }
                reference.append((step, bytes))
                trimReference()
            case 5 where !reference.isEmpty:
                let i = Int.random(in: 0..<reference.count, using: &random)
                #expect(queue.remove(at: i) == reference.remove(at: i).id)
            case 6 where !reference.isEmpty:
                let i = Int.random(in: 0..<reference.count, using: &random)
                queue.moveToNewest(at: i)
                reference.append(reference.remove(at: i))
            case 7:
                let odd = Bool.random(using: &random)
                queue.removeAll { ($0 % 2 == 1) == odd && $0 % 3 == 0 }
                reference.removeAll { ($0.id % 2 == 1) == odd && $0.id % 3 == 0 }
            case 8:
                budget = Int.random(in: -10...200, using: &random)
                queue.setBudget(budget) { evicted.append($0) }
                budget = max(0, budget)
                trimReference()
            default:
                break
            }
            #expect(queue.entries.map(\.entry) == reference.map(\.id), "seed \(seed), step \(step)")
            #expect(queue.bytes == reference.reduce(0) { $0 + $1.bytes })
            #expect(queue.bytes <= queue.budget && queue.budget == budget)
            #expect(evicted == expectedEvicted, "seed \(seed), step \(step)")
        }
        #expect(evicted.count > 50, "the walk evicted too little to mean anything")
    }

    @Test func anEntryOverTheWholeBudgetGoesAtOnce() {
        var queue = ByteBudgetQueue<String>(budget: 10)
        var gone: [String] = []
        queue.append("a", bytes: 4) { gone.append($0) }
        queue.append("big", bytes: 11) { gone.append($0) }
        #expect(gone == ["a", "big"] && queue.entries.isEmpty && queue.bytes == 0)
    }
}

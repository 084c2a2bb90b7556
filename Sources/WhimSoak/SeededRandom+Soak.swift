import WhimRandom

/// The soak's draws on its seeded generator: the same seed gives the same soak, on every machine.
extension SeededRandom {
    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// A random element (nil for an empty collection).
    public mutating func pick<C: Collection>(_ c: C) -> C.Element? { c.randomElement(using: &self) }

    /// One of `choices`, each with its weight.
    public mutating func weighted<T>(_ choices: [(Int, T)]) -> T {
        let total = choices.reduce(0) { $0 + $1.0 }
        var r = Int.random(in: 0..<total, using: &self)
        for (w, value) in choices {
            if r < w { return value }
            r -= w
        }
        return choices[choices.count - 1].1
    }

    /// A coordinate that is usually inside `0...limit`, sometimes just outside, and rarely hostile
    /// (NaN, ±infinity, ±1e300) — how a host may deliver pointer positions.
    public mutating func coordinate(within limit: Double) -> Double {
        switch Int.random(in: 0..<100, using: &self) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -1e300
        case 5..<10: return Double.random(in: -50...(limit + 50), using: &self)
        default: return Double.random(in: 0...max(0, limit), using: &self)
        }
    }
}

/// Entries kept within a byte budget, oldest first: when an addition or a smaller budget goes over it, the
/// oldest entries go (handed to `evict`, e.g. to release what they hold). The caches of surface memory keep
/// their entries this way: `SurfacePool`'s freed buffers, and in WhimCore the hidden panels' surfaces and
/// the drawn chromes (which move an entry to the newest end when it is used again).
public struct ByteBudgetQueue<Entry> {
    /// The most bytes the entries may add up to (never negative).
    public private(set) var budget: Int
    /// Oldest first, each with its bytes.
    public private(set) var entries: [(entry: Entry, bytes: Int)] = []
    /// What the entries add up to.
    public private(set) var bytes = 0

    /// An empty queue within `budget` bytes (a negative one is 0).
    public init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// Adds `entry` as the newest, then lets the oldest go while over the budget (the new one too, if it
    /// alone is over).
    public mutating func append(_ entry: Entry, bytes: Int, evicting evict: (Entry) -> Void = { _ in }) {
        entries.append((entry, bytes))
        self.bytes += bytes
        trim(evict)
    }

    /// Changes the budget, letting the oldest go while over it.
    public mutating func setBudget(_ budget: Int, evicting evict: (Entry) -> Void = { _ in }) {
        self.budget = max(0, budget)
        trim(evict)
    }

    /// Takes the entry at `index` out (not evicted: the caller takes it).
    @discardableResult
    public mutating func remove(at index: Int) -> Entry {
        let removed = entries.remove(at: index)
        bytes -= removed.bytes
        return removed.entry
    }

    /// Takes out every entry `shouldRemove` picks (not evicted).
    public mutating func removeAll(where shouldRemove: (Entry) -> Bool) {
        entries.removeAll { shouldRemove($0.entry) }
        bytes = entries.reduce(0) { $0 + $1.bytes }
    }

    /// Makes the entry at `index` the newest (used again, so last to go).
    public mutating func moveToNewest(at index: Int) {
        let moved = entries.remove(at: index)
        entries.append(moved)
    }

    private mutating func trim(_ evict: (Entry) -> Void) {
        while bytes > budget, !entries.isEmpty {
            let oldest = entries.removeFirst()
            bytes -= oldest.bytes
            evict(oldest.entry)
        }
    }
}

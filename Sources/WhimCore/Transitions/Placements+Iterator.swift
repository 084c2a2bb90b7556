extension Placements {
    /// A concrete iterator, so that `for part in placements` does not go through the generic
    /// `IndexingIterator`, which allocates in unoptimised (debug) builds.
    public struct Iterator: IteratorProtocol, Sendable {
        private let placements: Placements
        private var index = 0

        init(_ placements: Placements) {
            self.placements = placements
        }

        public mutating func next() -> PartPlacement? {
            guard index < placements.count else { return nil }
            defer { index += 1 }
            return placements[index]
        }
    }

    public func makeIterator() -> Iterator { Iterator(self) }
}

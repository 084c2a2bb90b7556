import WhimMap
import WhimMapBackdrop

/// Runs soaks: `steps` ticks of one world from `seed`, the invariants checked after every tick, and at
/// the end every scene and panel the world made is freed once the world is gone.
public enum SoakRun {
    /// What a finished soak did.
    public struct Summary: Sendable {
        public var seed: UInt64
        public var steps: Int
        /// How often each action ran.
        public var actionCounts: [String: Int]
        /// Peak and current resident memory (KiB) and the scenes and panels alive, sampled at 10 %, 50 % and
        /// 100 % of the steps (none when `/proc/self/status` cannot be read).
        public var memorySamples: [(percent: Int, rssKiB: Int, peakKiB: Int, alive: Int)]
        /// Over the tiled map: the tiles the worker thread had drawn and handed over, in the cache at the end.
        public var tilesCached: Int?
        /// The fingerprint of the path taken: the same for the same seed and steps in every process.
        public var digest = SoakDigest()
    }

    /// Runs one soak; throws the first broken invariant (with its seed and step). `traceStep` prints what
    /// is drawn after each action of that step; `progress` is called with the steps done at each memory sample.
    /// `backdrop` chooses what the scenes move over: a plain grid, or the tiled map with its tiles drawn on
    /// the worker thread (what ThreadSanitizer watches in `make soak-tsan`).
    public static func run(
        seed: UInt64, steps: Int, backdrop: SoakBackdrop = .grid, traceStep: Int = -1, progress: ((Int) -> Void)? = nil
    ) throws -> Summary {
        let registry = SoakRegistry()
        var summary = Summary(seed: seed, steps: steps, actionCounts: [:], memorySamples: [])
        let marks = Set([steps / 10, steps / 2, steps].filter { $0 > 0 })
        do {
            let world = try SoakWorld(seed: seed, registry: registry, backdrop: try backdrop.make())
            world.traceStep = traceStep
            for step in 1...max(1, steps) {
                world.performStep()
                try world.renderAndCheck()
                if step % 1000 == 0 { registry.prune() }
                if marks.contains(step) {
                    if let m = ResidentMemory.now() {
                        summary.memorySamples.append((step * 100 / steps, m.current / 1024, m.peak / 1024, registry.aliveCount))
                    }
                    progress?(step)
                }
            }
            summary.actionCounts = world.actionCounts
            summary.digest = world.digest
            summary.tilesCached = (world.container.backdrop as? MapBackdrop)?.mapView.tiles.count
        }
        // The world is gone: nothing it made may still be alive.
        let leaked = registry.aliveDescriptions()
        if !leaked.isEmpty {
            throw SoakFailure(seed: seed, step: steps, message: "\(leaked.count) objects outlive the soak: \(leaked.prefix(5).joined(separator: ", "))", recent: [])
        }
        return summary
    }
}

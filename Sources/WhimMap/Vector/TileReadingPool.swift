import Foundation
import Synchronization
import WhimThreads
import WhimTiles

/// Reads and decodes a batch of source tiles on the calling thread (the tile worker's) and a few helper
/// threads at once. The tiles one view or one label region needs are independent of each other; read one
/// after another they leave the other cores idle while each is read, inflated and decoded, and over the
/// network while each waits for its answer.
///
/// The helpers start with the first batch of two or more tiles, run at the tile worker's priority
/// (`ThreadPriority.low`, below the frame path) and end when the pool goes away. Only the calling thread
/// hands out batches, and it waits for every helper to finish a batch before it returns, so a batch's
/// outcomes are the caller's alone afterwards.
final class TileReadingPool {
    /// Threads besides the caller's.
    let helpers: Int
    private var core: Core?

    /// A pool of `helpers` threads besides the caller's (none: every batch is read on the caller's thread).
    init(helpers: Int) { self.helpers = max(0, helpers) }

    deinit { core?.stop() }

    /// Reads `ids` from `source`, each once, on this thread and the helpers; an outcome per id, nil for
    /// the ids left unread because `isCancelled` said yes (asked on this thread between its tiles).
    func read(_ ids: [TileID], from source: any TileSource, isCancelled: () -> Bool) -> [SourceTileCache.Outcome?] {
        let batch = Batch(ids: ids, source: source)
        if helpers > 0, ids.count > 1 {
            if core == nil { core = Core(helpers: helpers) }
            core!.run(batch) { batch.work(until: isCancelled) }
        } else {
            batch.work(until: isCancelled)
        }
        return Array(batch.outcomes)
    }

    /// One batch: the next unread index is taken atomically by whichever thread is free.
    private final class Batch: @unchecked Sendable {
        let ids: [TileID]
        let source: any TileSource
        let outcomes: UnsafeMutableBufferPointer<SourceTileCache.Outcome?>
        private let next = Atomic<Int>(0)
        private let cancelled = Atomic<Bool>(false)

        init(ids: [TileID], source: any TileSource) {
            self.ids = ids
            self.source = source
            outcomes = .allocate(capacity: ids.count)
            outcomes.initialize(repeating: nil)
        }

        deinit {
            outcomes.deinitialize()
            outcomes.deallocate()
        }

        /// Reads tiles until none is left or the batch is cancelled.
        func work() {
            while !cancelled.load(ordering: .relaxed) {
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < ids.count else { return }
                outcomes[i] = SourceTileCache.read(ids[i], from: source)
            }
        }

        /// The caller's share: `work()`, asking `isCancelled` before each tile and cancelling the batch
        /// for everyone when it says yes.
        func work(until isCancelled: () -> Bool) {
            while !cancelled.load(ordering: .relaxed) {
                if isCancelled() {
                    cancelled.store(true, ordering: .relaxed)
                    return
                }
                let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard i < ids.count else { return }
                outcomes[i] = SourceTileCache.read(ids[i], from: source)
            }
        }
    }

    /// The helper threads and the slot a batch is handed over in; kept apart from the pool so the threads
    /// do not keep the pool alive.
    private final class Core: Sendable {
        private let helpers: Int
        private let slot = Mutex<Batch?>(nil)
        private let stopped = Atomic<Bool>(false)
        private let wake = DispatchSemaphore(value: 0)
        private let finished = DispatchSemaphore(value: 0)

        init(helpers: Int) {
            self.helpers = helpers
            for index in 0..<helpers {
                let thread = Thread { [self] in
                    _ = ThreadPriority.low.applyToCurrentThread()
                    loop()
                }
                thread.name = "whim-map-read-\(index)"
                thread.start()
            }
        }

        /// Hands `batch` to the helpers, runs `callerShare` here, and returns once every helper is done with it.
        func run(_ batch: Batch, callerShare: () -> Void) {
            slot.withLock { $0 = batch }
            for _ in 0..<helpers { wake.signal() }
            callerShare()
            for _ in 0..<helpers { finished.wait() }
            slot.withLock { $0 = nil }
        }

        func stop() {
            stopped.store(true, ordering: .releasing)
            for _ in 0..<helpers { wake.signal() }
        }

        private func loop() {
            while true {
                wake.wait()
                if stopped.load(ordering: .acquiring) { return }
                slot.withLock { $0 }?.work()
                finished.signal()
            }
        }
    }
}

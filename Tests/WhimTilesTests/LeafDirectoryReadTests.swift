import Foundation
import Synchronization
import Testing
@testable import WhimTiles

/// Leaf directories are read once however many threads want one at the same moment.
@Suite struct LeafDirectoryReadTests {
    /// Eight threads asking for one leaf at once, its read held until all eight have asked (or half a
    /// second has passed): it is read once, every thread gets it, and a later ask reads nothing. Without a
    /// shared read each thread would find the leaf missing and read it too.
    @Test func oneLeafIsReadOnceByManyThreads() {
        let cache = LeafDirectoryCache(capacity: 4)
        let leaf = PMTilesDirectory(entries: [.init(tileID: 5, offset: 0, length: 10, runLength: 1)])
        let counts = Counts(threads: 8)
        let read: @Sendable () -> PMTilesDirectory = {
            counts.reads.add(1, ordering: .relaxed)
            let deadline = Date().addingTimeInterval(0.5)
            while counts.asked.load(ordering: .relaxed) < counts.threads, Date() < deadline { usleep(1000) }
            return leaf
        }
        let finished = DispatchGroup()
        for _ in 0 ..< counts.threads {
            finished.enter()
            Thread {
                counts.asked.add(1, ordering: .relaxed)
                let got = try? cache.directory(at: 4096) { () throws(TileSourceError) in read() }
                if got?.entries != leaf.entries { counts.wrong.add(1, ordering: .relaxed) }
                finished.leave()
            }.start()
        }
        finished.wait()
        #expect(counts.wrong.load(ordering: .relaxed) == 0)
        #expect(counts.reads.load(ordering: .relaxed) == 1)
        _ = try? cache.directory(at: 4096) { () throws(TileSourceError) in read() }
        #expect(counts.reads.load(ordering: .relaxed) == 1)
    }

    /// What the threads of `oneLeafIsReadOnceByManyThreads` count.
    private final class Counts: Sendable {
        let threads: Int
        let asked = Atomic<Int>(0), reads = Atomic<Int>(0), wrong = Atomic<Int>(0)
        init(threads: Int) { self.threads = threads }
    }

    /// A failed read is every waiting thread's failure, and the next ask reads again.
    @Test func aFailedReadIsSharedThenRetried() throws {
        let cache = LeafDirectoryCache(capacity: 4)
        let failure = TileSourceError.corrupt(path: "a.pmtiles", detail: "the leaf does not inflate")
        #expect(throws: failure) { try cache.directory(at: 1) { () throws(TileSourceError) -> PMTilesDirectory in throw failure } }
        let leaf = PMTilesDirectory(entries: [.init(tileID: 9, offset: 0, length: 3, runLength: 1)])
        #expect(try cache.directory(at: 1) { () throws(TileSourceError) in leaf }.entries == leaf.entries)
        #expect(cache.count == 1)
    }
}

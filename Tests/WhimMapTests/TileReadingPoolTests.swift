import Foundation
import Synchronization
import Testing
import WhimTiles
@testable import WhimMap

/// A view's new tiles read on several threads at once (`SourceTileCache.prefetch`): the same tiles,
/// failures and provisional draws as reading them in turn, each tile read once.
struct TileReadingPoolTests {
    /// The shipped world tiles, with some addresses damaged or unreadable, counting what is asked for and
    /// how many reads were under way at once. Safe to call from several threads.
    final class ObservedSource: TileSource {
        struct State {
            var asked: [TileID: Int] = [:]
            var inFlight = 0
            var mostInFlight = 0
        }
        let world: PMTilesArchive
        let damaged: Set<TileID>
        let unreadable: Set<TileID>
        /// The first reads wait (up to half a second) for a second read to start, so reads that can run
        /// together are seen together.
        let waitsForCompany: Bool
        let state = Mutex(State())

        init(damaged: Set<TileID> = [], unreadable: Set<TileID> = [], waitsForCompany: Bool = false) throws {
            world = try Fixtures.worldTiles().0
            self.damaged = damaged
            self.unreadable = unreadable
            self.waitsForCompany = waitsForCompany
        }

        var metadata: TileSourceMetadata { world.metadata }

        func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
            let first = state.withLock { s in
                s.asked[id, default: 0] += 1
                s.inFlight += 1
                s.mostInFlight = max(s.mostInFlight, s.inFlight)
                return s.asked.values.reduce(0, +) <= 2
            }
            defer { state.withLock { $0.inFlight -= 1 } }
            if waitsForCompany, first {
                for _ in 0..<500 where state.withLock({ $0.mostInFlight < 2 }) { usleep(1000) }
            }
            if unreadable.contains(id) { throw .unreadable(path: "observed", reason: "cannot connect") }
            if damaged.contains(id) { return [0x1A, 0xFF, 0xFF] }
            return try world.tile(id)
        }
    }

    /// The 16 tiles of zoom 2 and four that the world lacks (zoom 7 is past its deepest).
    static let ids = (0..<4).flatMap { y in (0..<4).map { x in TileID(z: 2, x: x, y: y) } } + (0..<4).map { TileID(z: 7, x: $0, y: 0) }

    /// What a cache gives for `ids`, comparable: each tile's layers and their feature counts, or nil.
    static func contents(_ cache: SourceTileCache, _ source: any TileSource) -> [[String: Int]?] {
        ids.map { id in cache.tile(id, from: source).map { tile in Dictionary(tile.layers.map { ($0.data.name, $0.data.features.count) }, uniquingKeysWith: +) } }
    }

    @Test func prefetchedTilesAreTheTilesReadInTurnAndEachIsReadOnce() throws {
        let damaged: Set<TileID> = [Self.ids[3], Self.ids[9]], unreadable: Set<TileID> = [Self.ids[5]]
        let inTurn = try ObservedSource(damaged: damaged, unreadable: unreadable)
        let together = try ObservedSource(damaged: damaged, unreadable: unreadable)
        let sequential = SourceTileCache(), prefetching = SourceTileCache(readingHelpers: 2)
        sequential.beginDraw()
        prefetching.beginDraw()
        let expected = Self.contents(sequential, inTurn)
        prefetching.prefetch(Self.ids + Self.ids.prefix(3), from: together)
        #expect(Self.contents(prefetching, together) == expected)
        #expect(damaged.union(unreadable).allSatisfy { expected[Self.ids.firstIndex(of: $0)!] == nil })
        #expect(expected.compactMap { $0 }.count >= 10)
        #expect(together.state.withLock { $0.asked } == inTurn.state.withLock { $0.asked }, "each tile read once, as in turn")
        #expect(prefetching.failures == sequential.failures && prefetching.failures >= 3)
        // The same estimate, but for arrays' capacities, which follow what the allocator of each thread gave.
        #expect(abs(prefetching.heldBytes - sequential.heldBytes) <= sequential.heldBytes / 50)
        #expect(prefetching.drawIsProvisional && sequential.drawIsProvisional, "an unreadable tile makes the draw provisional")
        // In a later draw only the unreadable tile is read again (alone, on this thread).
        prefetching.beginDraw()
        prefetching.prefetch(Self.ids, from: together)
        _ = Self.contents(prefetching, together)
        #expect(together.state.withLock { $0.asked[Self.ids[5]] } == 2)
        #expect(together.state.withLock { $0.asked[Self.ids[0]] } == 1)
    }

    @Test func helpersReadAtTheSameTimeAsTheWorker() throws {
        let source = try ObservedSource(waitsForCompany: true)
        SourceTileCache(readingHelpers: 1).prefetch(Self.ids, from: source)
        #expect(source.state.withLock { $0.mostInFlight } >= 2)
        let alone = try ObservedSource(waitsForCompany: true)
        SourceTileCache(readingHelpers: 0).prefetch(Self.ids, from: alone)
        #expect(alone.state.withLock { $0.mostInFlight } == 1)
        #expect(alone.state.withLock { $0.asked.count } == Self.ids.count)
    }

    @Test func aPrefetchedTileGoesWithTheCache() throws {
        let source = try ObservedSource()
        weak var held: DecodedTile?
        do {
            let cache = SourceTileCache(readingHelpers: 1)
            cache.prefetch(Self.ids, from: source)
            held = cache.tile(Self.ids[0], from: source)
            #expect(held != nil)
        }
        #expect(held == nil, "nothing but the cache keeps a tile it read")
    }

    @Test func aCancelledPrefetchLeavesTheRestToBeReadWhenAskedFor() throws {
        let source = try ObservedSource()
        let cache = SourceTileCache(readingHelpers: 1)
        cache.beginDraw()
        cache.prefetch(Self.ids, from: source, isCancelled: { true })
        let sequential = SourceTileCache()
        sequential.beginDraw()
        #expect(Self.contents(cache, source) == Self.contents(sequential, try ObservedSource()))
        #expect(source.state.withLock { $0.asked.values.allSatisfy { $0 == 1 } })
    }
}

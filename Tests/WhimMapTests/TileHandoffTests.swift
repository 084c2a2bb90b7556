import Foundation
import Synchronization
import Testing
import WhimAnimation
import WhimTestSupport
import WhimGraphics
@testable import WhimMap

@Suite("Lock-free hand-off between the tile worker and the frame path")
struct TileHandoffTests {
    @Test func queueKeepsOrderAndRefusesWhenFull() {
        let queue = SPSCQueue<Int>(capacity: 3)
        #expect(queue.push(1) && queue.push(2) && queue.push(3))
        #expect(!queue.push(4))
        #expect(queue.pop() == 1)
        #expect(queue.push(4))
        #expect([queue.pop(), queue.pop(), queue.pop(), queue.pop()] == [2, 3, 4, nil])
    }

    @Test func queueDeliversEveryElementInOrderAcrossThreads() {
        let queue = SPSCQueue<Int>(capacity: 64)
        let total = 50_000
        let done = DispatchSemaphore(value: 0)
        let producer = Thread {
            for i in 0..<total { while !queue.push(i) { sched_yield() } }
            done.signal()
        }
        producer.start()
        var expected = 0
        while expected < total {
            if let value = queue.pop() {
                #expect(value == expected)
                if value != expected { break }
                expected += 1
            } else {
                sched_yield()
            }
        }
        done.wait()
        #expect(expected == total)
        #expect(queue.pop() == nil)
    }

    @Test func mailboxKeepsOnlyTheLatestValue() {
        let mailbox = Mailbox<Int>()
        #expect(mailbox.take() == nil)
        mailbox.post(1)
        mailbox.post(2)
        #expect(mailbox.take() == 2)
        #expect(mailbox.take() == nil)
    }

    @Test func mailboxValuesOnlyMoveForwardAcrossThreads() {
        let mailbox = Mailbox<Int>()
        let total = 20_000
        let producer = Thread {
            for i in 1...total { mailbox.post(i) }
        }
        producer.start()
        var last = 0
        while last < total {
            guard let value = mailbox.take() else { sched_yield(); continue }
            #expect(value > last)
            if value <= last { break }
            last = value
        }
        #expect(last == total)
    }
}

/// A tile drawing that records what it drew and can hold one tile until the test lets it go.
final class ScriptedDrawing: TileDrawing, @unchecked Sendable {
    let held: TileKey?
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let drawn = Mutex<[TileKey]>([])

    init(holding held: TileKey? = nil) { self.held = held }

    func draw(_ key: TileKey, isCancelled: () -> Bool) -> Surface? {
        if key == held {
            started.signal()
            release.wait()
        }
        if isCancelled() { return nil }
        drawn.withLock { $0.append(key) }
        return try? Surface(width: 1, height: 1, format: .rgb24)
    }
}

@Suite("The tile worker")
struct TileWorkerTests {
    static func keys(_ xs: ClosedRange<Int>) -> [TileKey] { xs.map { TileKey(zoom: 15, x: $0, y: 0) } }

    @Test func theWorkerRunsLowUntilAskedToYieldToFramesThenIdle() {
        let worker = TileWorker(drawing: ScriptedDrawing())
        defer { worker.stop() }
        #expect(worker.priority == nil)
        worker.request(Self.keys(0...1))
        worker.waitUntilIdle { _ in }
        #expect(worker.priority == .low)
        worker.yieldToFrames()
        worker.request(Self.keys(2...3))
        var received: [TileKey] = []
        worker.waitUntilIdle { received.append($0.key) }
        #expect(received == Self.keys(2...3))
        #expect(worker.priority == .idle)
    }

    /// Both kinds of map view keep their worker at `.low`: a worker at `SCHED_IDLE` gets next to no time
    /// while any other process keeps the cores busy, and the map never fills in.
    @Test func aMapViewKeepsItsWorkerLowWhetherItWaitsForTilesOrNot() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let size = Size(width: 160, height: 120)
        let waiting = try Fixtures.extractView(model, viewportSize: size)
        let background = try Fixtures.extractView(model, viewportSize: size)
        background.tileLoading = .background
        let madeInBackground = try Fixtures.extractView(model, viewportSize: size, tileLoading: .background)
        defer { waiting.worker.stop(); background.worker.stop(); madeInBackground.worker.stop() }
        _ = try waiting.prepareFrame()
        #expect(waiting.worker.priority == .low)
        for view in [background, madeInBackground] {
            _ = try view.prepareFrame()
            view.tileLoading = .waitForTiles
            _ = try view.prepareFrame()  // waits for its tiles
            #expect(view.worker.priority == .low)
        }
    }

    @Test func drawsEveryRequestedTileOnce() {
        let drawing = ScriptedDrawing()
        let worker = TileWorker(drawing: drawing)
        defer { worker.stop() }
        worker.request(Self.keys(0...5))
        var received: [TileKey] = []
        worker.waitUntilIdle { received.append($0.key) }
        #expect(received == Self.keys(0...5))
        #expect(worker.tilesRendered == 6 && worker.tilesCancelled == 0)
    }

    @Test func tilesThatLeftTheViewAreCancelledEvenMidway() {
        let all = Self.keys(0...3)
        let drawing = ScriptedDrawing(holding: all[0])
        let worker = TileWorker(drawing: drawing)
        defer { worker.stop() }
        worker.request(all)
        drawing.started.wait()  // tile 0 is being drawn
        let elsewhere = TileKey(zoom: 15, x: 40, y: 7)
        worker.request([elsewhere])
        drawing.release.signal()
        var received: [TileKey] = []
        worker.waitUntilIdle { received.append($0.key) }
        #expect(received == [elsewhere])
        #expect(drawing.drawn.withLock { $0 } == [elsewhere])
        #expect(worker.tilesCancelled == 4)
        #expect(worker.tilesRendered == 1)
    }

    @Test func tilesStillOnTheirWayAreNotDrawnAgain() {
        let drawing = ScriptedDrawing()
        let worker = TileWorker(drawing: drawing)
        defer { worker.stop() }
        worker.request(Self.keys(0...1))
        // Without taking the results, wait until both are drawn, then ask again for them and one more.
        while worker.tilesRendered < 2 { usleep(200) }
        worker.request(Self.keys(0...2))
        var received: [TileKey] = []
        worker.waitUntilIdle { received.append($0.key) }
        #expect(received == Self.keys(0...2))
        #expect(drawing.drawn.withLock { $0 } == Self.keys(0...2))
    }

    @Test func aStoppedWorkerDrawsNothingMore() {
        let drawing = ScriptedDrawing(holding: TileKey(zoom: 15, x: 0, y: 0))
        let worker = TileWorker(drawing: drawing)
        worker.request(Self.keys(0...9))
        drawing.started.wait()
        worker.stop()
        drawing.release.signal()
        // Give the thread time to notice; it must not draw the other nine.
        usleep(20_000)
        #expect(drawing.drawn.withLock { $0 }.isEmpty)
    }
}

@Suite("The tile cache")
struct TileCacheTests {
    static func surface(side: Int = TileGrid.side) -> Surface { try! Surface(width: side, height: side, format: .rgb24) }

    @Test func dropsTheLeastRecentlyUsedFirstAndNeverKeptTiles() {
        var cache = TileCache(tiles: 8)
        let keys = (0..<8).map { TileKey(zoom: 14, x: $0, y: 0) }
        for k in keys { cache.insert(Self.surface(), for: k) }
        _ = cache.surface(for: keys[0])  // now the most recent
        cache.insert(Self.surface(), for: TileKey(zoom: 14, x: 99, y: 0)) { $0 == keys[1] }
        #expect(cache.count <= 8)
        #expect(cache.contains(keys[0]) && cache.contains(keys[1]))
        #expect(!cache.contains(keys[2]))
        #expect(cache.contains(TileKey(zoom: 14, x: 99, y: 0)))
    }

    @Test func aLowerBudgetLetsGoAtOnceOfTheLeastRecentlyUsed() {
        var cache = TileCache(tiles: 64)
        let keys = (0..<40).map { TileKey(zoom: 14, x: $0, y: 0) }
        for k in keys { cache.insert(Self.surface(), for: k) }
        #expect(cache.count == 40 && cache.bytes == 40 * TileGrid.mosaicBytesPerTile)
        cache.budget = 8 * TileGrid.mosaicBytesPerTile
        #expect(cache.count == 8 && cache.bytes == 8 * TileGrid.mosaicBytesPerTile)
        #expect(keys.suffix(8).allSatisfy { cache.contains($0) })
        cache.budget = 0
        #expect(cache.count == 1 && cache.contains(keys[39]), "one tile's worth is always allowed")
    }

    /// Property, against a reference list in use order: whatever tiles of whatever sizes are inserted,
    /// used and budgets set, the bytes are the sum of the tiles held, within the budget after each insert
    /// or budget change (but for one tile larger than the whole budget), and the tiles kept are the most
    /// recently used ones.
    @Test func theBytesHeldStayWithinTheBudgetAndTheNewestAreKept() {
        var random = SeededRandom(seed: 47)
        var cache = TileCache(tiles: 16)
        var order: [TileKey] = [], sizes: [TileKey: Int] = [:]
        for step in 0..<600 {
            let key = TileKey(zoom: 14, x: Int.random(in: 0..<60, using: &random), y: 0)
            var newest: TileKey?
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                cache.budget = Int.random(in: 1...24, using: &random) * TileGrid.mosaicBytesPerTile
            case 1, 2:
                if cache.surface(for: key) != nil { order.removeAll { $0 == key }; order.append(key) }
            default:
                let side = [128, 256, 512].randomElement(using: &random)!
                cache.insert(Self.surface(side: side), for: key)
                order.removeAll { $0 == key }
                order.append(key)
                sizes[key] = side * side * 4
                newest = key
            }
            let kept = order.filter { cache.contains($0) }
            #expect(cache.count == kept.count && cache.bytes == kept.reduce(0) { $0 + sizes[$1]! }, "step \(step)")
            #expect(cache.bytes <= cache.budget || (kept == [newest]), "step \(step)")
            #expect(kept == Array(order.suffix(kept.count)), "step \(step): a newer tile went before an older one")
        }
    }

    @Test func fallbacksComeFarthestZoomFirstAndOnlyWhereTheyOverlap() {
        var cache = TileCache(tiles: 32)
        let here = TileKey(zoom: 15, x: 100, y: 50)
        // The same place one zoom in (4 tiles) and one zoom out (the parent), and an unrelated tile.
        for k in [TileKey(zoom: 16, x: 200, y: 100), TileKey(zoom: 14, x: 50, y: 25), TileKey(zoom: 13.5, x: 35, y: 17),
                  TileKey(zoom: 16, x: 0, y: 0), here] {
            cache.insert(Self.surface(), for: k)
        }
        let zooms = cache.fallbacks(for: 15, overlapping: here.worldRect).map(\.key.zoom)
        #expect(zooms == [13.5, 14, 16])
    }
}

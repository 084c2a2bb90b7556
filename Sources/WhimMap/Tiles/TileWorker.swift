import Foundation
import Synchronization
import WhimAnimation
import WhimGraphics
import WhimThreads

/// What the frame path wants drawn now, most important first. A newer request replaces an older one:
/// tiles of the old one that are not in the new one are cancelled.
struct TileRequest: Sendable {
    var tiles: [TileKey]
    /// Counts requests; the worker reports the last one it finished (see `TileWorker.waitUntilIdle`).
    var generation: Int
    /// The sequence number of the last result the frame path has taken: results after it are still on
    /// their way, so the worker does not draw those tiles again.
    var receivedThrough: Int
}

/// A drawn tile on its way to the frame path. The surface belongs to whoever holds the value; the
/// worker never touches it after handing it over.
struct RenderedTile: @unchecked Sendable {
    let key: TileKey
    let surface: Surface
    let sequence: Int
    /// Drawn without some of its data, which may come later (the network away).
    var isProvisional = false
    /// The names anchored in the tile (`TileDrawing.lastDrawLabels`).
    var labels: [MapLabel] = []
}

/// One background thread that draws tiles. The frame path talks to it only through lock-free structures:
/// it posts requests into a latest-wins `Mailbox` and takes drawn tiles out of an `SPSCQueue`, so a frame
/// never waits for the worker — except in `waitUntilIdle`, which only deterministic runs (recording,
/// golden images) call.
///
/// The thread starts with the first request and ends when `stop()` is called (`MapView` does so when
/// it goes away).
public final class TileWorker: @unchecked Sendable {
    private let requests = Mailbox<TileRequest>()
    private let results = SPSCQueue<RenderedTile>(capacity: 256)
    /// Signalled by the frame path after posting a request.
    private let wake = DispatchSemaphore(value: 0)
    /// Signalled by the worker after each result and whenever it runs out of work.
    private let progress = DispatchSemaphore(value: 0)
    private let stopped = Atomic<Bool>(false)
    /// The generation of the latest request posted (written by the frame path).
    private let postedGeneration = Atomic<Int>(0)
    /// The generation of the latest request the worker has finished (written by the worker).
    private let idleGeneration = Atomic<Int>(0)
    private let renderedCount = Atomic<Int>(0)
    private let yieldsToFrames = Atomic<Bool>(false)
    private let reportedPriority = Atomic<Int>(0)
    private let cancelledCount = Atomic<Int>(0)

    // Frame-path state.
    private var drawing: (any TileDrawing)?
    private var started = false
    private var generation = 0
    private var lastReceived = 0

    /// A worker that draws with `drawing` (which from then on belongs to the worker thread).
    public init(drawing: any TileDrawing) {
        self.drawing = drawing
    }

    deinit { stop() }

    /// From now on the thread draws only on a core no ordinary thread wants (`ThreadPriority.idle`). One
    /// way; it takes effect before the next tile. Only for a machine that does nothing else: any other busy
    /// process leaves the tiles next to no time (the map views keep the default, `ThreadPriority.low`).
    public func yieldToFrames() {
        yieldsToFrames.store(true, ordering: .relaxed)
        wake.signal()
    }

    /// The worker thread's scheduling as the thread last read it (nil before it started, or where it cannot
    /// be read).
    public var priority: ThreadPriority? {
        switch reportedPriority.load(ordering: .acquiring) {
        case 1: .low
        case 2: .idle
        default: nil
        }
    }

    /// Worker thread: publishes its scheduling for `priority`.
    private func reportPriority() {
        let value = switch ThreadPriority.ofCurrentThread { case .low: 1; case .idle: 2; case .frames, nil: 0 }
        reportedPriority.store(value, ordering: .releasing)
        progress.signal()
    }

    /// Tiles drawn so far (readable from any thread).
    public var tilesRendered: Int { renderedCount.load(ordering: .relaxed) }
    /// Tiles dropped because they left the view before or while being drawn.
    public var tilesCancelled: Int { cancelledCount.load(ordering: .relaxed) }

    /// Frame path: asks for `tiles` (most important first) instead of whatever was asked before.
    func request(_ tiles: [TileKey]) {
        startIfNeeded()
        generation += 1
        requests.post(TileRequest(tiles: tiles, generation: generation, receivedThrough: lastReceived))
        postedGeneration.store(generation, ordering: .releasing)
        wake.signal()
    }

    /// Frame path: the next drawn tile, if one has arrived. Never blocks.
    func receive() -> RenderedTile? {
        guard let tile = results.pop() else { return nil }
        lastReceived = tile.sequence
        return tile
    }

    /// Frame path, deterministic runs only: blocks until every tile of the latest request is drawn (or
    /// cancelled), handing each drawn tile to `receive` as it arrives.
    func waitUntilIdle(_ receive: (RenderedTile) -> Void) {
        guard started else { return }
        while true {
            let done = idleGeneration.load(ordering: .acquiring) >= generation
            while let tile = self.receive() { receive(tile) }
            if done { return }
            progress.wait()
        }
    }

    /// Ends the thread after the tile it is drawing (idempotent).
    public func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        wake.signal()
    }

    /// Starts the thread now (at launch) rather than on the first request, which comes from a frame:
    /// making a thread costs that frame about a millisecond. Idempotent.
    public func start() { startIfNeeded() }

    private func startIfNeeded() {
        guard !started, let drawing else { return }
        started = true
        self.drawing = nil
        let handover = Handover(drawing: drawing)
        let thread = Thread { [self] in run(handover.drawing) }
        thread.name = "whim-map-tiles"
        thread.stackSize = 8 << 20
        thread.start()
    }

    private struct Handover: @unchecked Sendable { let drawing: any TileDrawing }

    // MARK: - The worker thread

    private func run(_ drawing: any TileDrawing) {
        // Below the frame path: on a machine with few cores a frame must win the CPU over a tile.
        ThreadPriority.low.applyToCurrentThread()
        reportPriority()
        var idle = false
        var queue: [TileKey] = []
        var next = 0
        var current = 0
        var pending: TileRequest?
        var inFlight: [(sequence: Int, key: TileKey)] = []
        var sequence = 0

        while !stopped.load(ordering: .acquiring) {
            if !idle, yieldsToFrames.load(ordering: .relaxed) {
                idle = true
                ThreadPriority.idle.applyToCurrentThread()
                reportPriority()
            }
            if let request = pending ?? requests.take() {
                pending = nil
                inFlight.removeAll { $0.sequence <= request.receivedThrough }
                let arriving = Set(inFlight.map(\.key))
                let wanted = request.tiles.filter { !arriving.contains($0) }
                let keep = Set(wanted)
                let dropped = queue[next...].reduce(0) { $0 + (keep.contains($1) ? 0 : 1) }
                if dropped > 0 { cancelledCount.add(dropped, ordering: .relaxed) }
                queue = wanted
                next = 0
                current = request.generation
            }
            if next < queue.count {
                let key = queue[next]
                next += 1
                // Cancelled mid-way when a newer request no longer wants this tile.
                let surface = drawing.draw(key) {
                    if stopped.load(ordering: .relaxed) { return true }
                    guard postedGeneration.load(ordering: .acquiring) != current else { return false }
                    if let newer = requests.take() { pending = newer }
                    return pending.map { !$0.tiles.contains(key) } ?? false
                }
                guard let surface else {
                    cancelledCount.add(1, ordering: .relaxed)
                    continue
                }
                sequence += 1
                let tile = RenderedTile(key: key, surface: surface, sequence: sequence, isProvisional: drawing.lastDrawIsProvisional,
                                        labels: drawing.lastDrawLabels)
                // The frame path drains the queue every frame; if it is full, give it time.
                while !results.push(tile) {
                    if stopped.load(ordering: .acquiring) { return }
                    progress.signal()
                    usleep(1000)
                }
                inFlight.append((sequence, key))
                renderedCount.add(1, ordering: .relaxed)
                progress.signal()
                continue
            }
            idleGeneration.store(current, ordering: .releasing)
            progress.signal()
            wake.wait()
        }
    }
}

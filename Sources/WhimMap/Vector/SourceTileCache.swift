import WhimTiles

/// Decoded vector tiles by address, the least recently used dropped once their estimated bytes pass a
/// budget. Lives on the tile worker's thread alone, so it needs no lock; `prefetch` reads a view's new
/// tiles on helper threads and keeps them on the worker's. A tile the source lacks, or
/// could not give because it is damaged or over a limit, is remembered as empty: it is not asked for
/// again while it stays cached. A tile the source could not read (`unreadable`: the network away, a
/// server's error) is empty for the rest of the draw and asked for again in a later one; a draw that
/// met one is provisional (`drawIsProvisional`), so the map draws it again later.
final class SourceTileCache {
    /// Estimated bytes of decoded tiles to keep.
    let budget: Int
    private var entries: [TileID: Entry] = [:]
    private var bytes = 0
    private var clock = 0
    /// Tiles the source failed to give (damaged, over a limit), for diagnostics.
    private(set) var failures = 0
    /// The last failure's message.
    private(set) var lastFailure: String?

    /// Counts draws (`beginDraw`): a tile that could not be read is asked for again in a later one.
    private var draw = 0
    /// Whether a tile looked up since `beginDraw()` could not be read: what was drawn stands in for it.
    private(set) var drawIsProvisional = false

    private struct Entry {
        let tile: DecodedTile?
        let bytes: Int
        var lastUse: Int
        /// The draw in which the source could not read the tile, for a reason that may pass.
        var unreadableInDraw: Int?
    }

    /// Starts a draw: tiles that could not be read in earlier ones are asked for again.
    func beginDraw() {
        draw += 1
        drawIsProvisional = false
    }

    /// Reads the tiles of a `prefetch` on several threads.
    private let reading: TileReadingPool

    /// A cache of `budget` estimated bytes whose `prefetch` reads on `readingHelpers` threads besides the caller's.
    init(budget: Int = 48 << 20, readingHelpers: Int = 0, releasePages: @escaping () -> Void = ResidentMemory.releaseFreePages) {
        self.budget = max(1, budget)
        reading = TileReadingPool(helpers: readingHelpers)
        self.releasePages = releasePages
    }

    /// Gives the heap's free pages back to the system. The allocator keeps the pages of dropped tiles,
    /// and those decoded on a reading helper return to that helper's heap, so without it the resident
    /// memory grows past what the cache holds as views move on.
    private let releasePages: () -> Void
    /// Estimated bytes dropped since the pages were last released.
    private var droppedSinceRelease = 0
    /// The pages are released each time the tiles dropped since come to this share of the budget.
    static let releaseShare = 4

    /// The decoded tile `id` from `source`, decoding it on first use; nil where there is none or it failed.
    func tile(_ id: TileID, from source: any TileSource) -> DecodedTile? {
        clock += 1
        if let entry = entries[id] {
            if let failed = entry.unreadableInDraw, failed < draw {
                entries[id] = nil
                bytes -= entry.bytes
            } else {
                entries[id]!.lastUse = clock
                if entry.unreadableInDraw != nil { drawIsProvisional = true }
                return entry.tile
            }
        }
        let outcome = Self.read(id, from: source)
        keep(outcome, for: id)
        evict()
        return outcome.tile
    }

    /// Reads and decodes the tiles of `ids` that `tile(_:from:)` would read now, on this thread and the
    /// reading pool's helpers at once, and keeps them: the same tiles, failures and provisional draws as
    /// asking for each in turn, in less time. The tiles of one call are not dropped for each other (the
    /// cache may pass its budget by one view's tiles until the next read). `isCancelled` is asked
    /// between tiles; the tiles left unread are read when next asked for. `beforeDraw`: read ahead of the
    /// next `beginDraw()`, for that draw (a tile it could not read is not asked for again in it).
    func prefetch(_ ids: [TileID], from source: any TileSource, beforeDraw: Bool = false, isCancelled: () -> Bool = { false }) {
        let forDraw = beforeDraw ? draw + 1 : draw
        var seen: Set<TileID> = []
        let unread = ids.filter { id in
            guard seen.insert(id).inserted else { return false }
            guard let entry = entries[id] else { return true }
            return entry.unreadableInDraw.map { $0 < forDraw } ?? false
        }
        guard unread.count > 1 else { return }
        let outcomes = reading.read(unread, from: source, isCancelled: isCancelled)
        clock += 1
        for (id, outcome) in zip(unread, outcomes) {
            guard let outcome else { continue }
            if let stale = entries.removeValue(forKey: id) { bytes -= stale.bytes }
            keep(outcome, for: id, inDraw: forDraw)
        }
        evict()
    }

    /// What reading one tile gave: the tile decoded (nil where the source has none or it failed), its
    /// estimated bytes, and the failure.
    struct Outcome {
        var tile: DecodedTile?
        var bytes: Int
        var failure: String?
        /// The source could not read it for a reason that may pass (the network away).
        var unreadable: Bool
    }

    /// Reads and decodes tile `id`: a pure function of the source, safe on any thread.
    static func read(_ id: TileID, from source: any TileSource) -> Outcome {
        do {
            guard let bytes = try source.tile(id) else { return Outcome(tile: nil, bytes: 64, failure: nil, unreadable: false) }
            let decoded = try MVTDecoder.decode(bytes, tile: id)
            return Outcome(tile: DecodedTile(decoded), bytes: estimatedBytes(decoded), failure: nil, unreadable: false)
        } catch {
            let unreadable = if case .unreadable = error as? TileSourceError { true } else { false }
            return Outcome(tile: nil, bytes: 64, failure: "\(error)", unreadable: unreadable)
        }
    }

    /// Keeps what reading tile `id` gave, last used now, for draw `inDraw` (the current one by default).
    private func keep(_ outcome: Outcome, for id: TileID, inDraw: Int? = nil) {
        if let failure = outcome.failure {
            failures += 1
            lastFailure = failure
        }
        if outcome.unreadable { drawIsProvisional = true }
        entries[id] = Entry(tile: outcome.tile, bytes: outcome.bytes, lastUse: clock,
                            unreadableInDraw: outcome.unreadable ? (inDraw ?? draw) : nil)
        bytes += outcome.bytes
    }

    /// Tiles held now.
    var count: Int { entries.count }
    /// Estimated bytes held now.
    var heldBytes: Int { bytes }
    /// Whether tile `id` is held (decoded, or known to be missing).
    func isHolding(_ id: TileID) -> Bool { entries[id] != nil }

    private func evict() {
        guard bytes > budget, entries.count > 1 else { return }
        for (id, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes > budget, entry.lastUse != clock else { break }
            entries[id] = nil
            bytes -= entry.bytes
            droppedSinceRelease += entry.bytes
        }
        if droppedSinceRelease >= budget / Self.releaseShare {
            droppedSinceRelease = 0
            releasePages()
        }
    }

    /// About what a decoded tile takes on the heap: every array's allocation (header, capacity — arrays
    /// grown by appending hold more than they count — and the allocator's rounding) — a feature's tags, points and parts are three of them, which for the many
    /// small features of a real tile weigh more than their contents — the strings of its tables, and each
    /// layer's key index (`DecodedLayer.keyIndex`).
    static func estimatedBytes(_ tile: VectorTile) -> Int {
        var total = 256 + arrayBytes(tile.layers.capacity, of: VectorTileLayer.self)
        for layer in tile.layers {
            total += 128 + stringBytes(layer.name)
            total += arrayBytes(layer.keys.capacity, of: String.self) + layer.keys.reduce(0) { $0 + stringBytes($1) }
            total += arrayBytes(layer.values.capacity, of: TileValue.self)
            for case let .string(s) in layer.values { total += stringBytes(s) }
            total += arrayBytes(layer.features.capacity, of: VectorTileFeature.self) + arrayBytes(layer.features.count, of: DecodedTile.Box.self)
            total += DecodedLayer.keyIndexBytes(keys: layer.keys.count)
            for f in layer.features {
                total += arrayBytes(f.tags.capacity, of: UInt32.self) + arrayBytes(f.points.capacity, of: TilePoint.self)
                    + arrayBytes(f.partStarts.capacity, of: Int.self)
            }
        }
        return total
    }

    /// The heap bytes of an array with room for `capacity` elements of `T`: none when it has none, else
    /// glibc's chunk for the array's 32-byte header and its elements.
    static func arrayBytes<T>(_ capacity: Int, of _: T.Type) -> Int {
        capacity == 0 ? 0 : chunk(32 + capacity * MemoryLayout<T>.stride)
    }

    /// The heap bytes of a string: none when it is stored inline (up to 15 UTF-8 bytes), else its storage
    /// (a 32-byte header, the bytes and a terminating zero).
    static func stringBytes(_ s: String) -> Int {
        s.utf8.count <= 15 ? 0 : chunk(32 + s.utf8.count + 1)
    }

    /// What glibc's malloc takes for a request of `bytes` (the request and an 8-byte size word, rounded up
    /// to 16; 32 at least).
    static func chunk(_ bytes: Int) -> Int { max(32, (bytes + 8 + 15) & ~15) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CCairo

/// The pixel memory of freed surfaces, kept paged in for the next surface that fits, within a byte budget
/// (least recently freed out first).
///
/// A new surface the size of a 1080p frame is 8 MB the kernel has not handed out yet: the first write to
/// each of its 2,025 pages faults, and the kernel zeroes the page. In the demo's tour that cost 5–30 ms a
/// frame (the profile of its slowest frames was two thirds `clear_page_erms`), more than drawing the
/// panel. Panels come and go in every transition, so a container keeps the memory of the surfaces that go
/// and hands it to those that come: a reused buffer costs one pass over its bytes at most.
///
/// Surfaces under `smallestPooled` bytes come from cairo as usual (malloc serves them from memory it
/// already has). A pool belongs to one thread, like the container that owns it; its surfaces give their
/// memory back when cairo destroys them, which must happen on that thread (`Surface` is not `Sendable`).
public final class SurfacePool {
    /// The most bytes kept for reuse (0: none; every surface returns its memory to the system).
    public var budget: Int {
        get { kept.budget }
        set { kept.setBudget(newValue) { free($0.base) } }
    }
    /// Surfaces handed out on kept memory, and on new memory (tests and the benchmark read them).
    public private(set) var hits = 0, misses = 0
    /// Surfaces smaller than this many bytes are not pooled.
    public static let smallestPooled = 128 * 1024

    /// Free buffers (their capacity as the bytes), least recently freed first.
    private var kept: ByteBudgetQueue<Buffer>

    /// A free buffer, and the 32-bit word every 4 bytes of it hold when known (stocked filled with it and
    /// not handed out since).
    private struct Buffer {
        var base: UnsafeMutableRawPointer
        var word: UInt32?
    }

    /// A pool keeping up to `budget` bytes of freed pixel memory.
    public init(budget: Int) {
        kept = ByteBudgetQueue(budget: budget)
    }

    deinit {
        for buffer in kept.entries { free(buffer.entry.base) }
    }

    /// Bytes kept for reuse now.
    public var bytes: Int { kept.bytes }

    /// Adds `count` buffers of `bytes` each (within the budget), their pages touched now: memory a later
    /// surface finds paged in, when the caller knows what sizes will come (a container stocks frame-sized
    /// buffers at launch, for the first screens it shows). Each holds `word` in every 4 bytes (zero: all
    /// clear), which the first surface on it may count on (`surface(width:height:format:holding:)`).
    /// Returns how many it added.
    @discardableResult
    public func stock(count: Int, bytes: Int, filledWith word: UInt32 = 0) -> Int {
        stock([(count, bytes)], filledWith: word)
    }

    /// Adds each batch's buffers (within the budget, in order), all paged in at once on every core
    /// (`PageIn`), each holding `word` in every 4 bytes. Returns how many it added.
    @discardableResult
    public func stock(_ batches: [(count: Int, bytes: Int)], filledWith word: UInt32 = 0) -> Int {
        var added: [UnsafeMutableRawBufferPointer] = []
        var planned = kept.bytes
        for (count, bytes) in batches {
            let capacity = (max(Self.smallestPooled, bytes) + 63) & ~63
            var made = 0
            while made < count, planned + capacity <= budget, let base = aligned_alloc(64, capacity) {
                added.append(UnsafeMutableRawBufferPointer(start: base, count: capacity))
                planned += capacity
                made += 1
            }
        }
        PageIn.filling(added, with: word)
        for buffer in added { kept.append(Buffer(base: buffer.baseAddress!, word: word), bytes: buffer.count) }
        return added.count
    }

    /// A surface of `width` × `height` pixels. `cleared`: all zero like `Surface(width:height:format:)`
    /// (false when the caller overwrites every pixel anyway, e.g. by clearing with cairo or copying).
    /// Reuses the smallest kept buffer that fits, unless it is over four times the size needed (a frame's
    /// buffer serves a card a quarter of the frame, not a button).
    public func surface(width: Int, height: Int, format: Surface.Format, cleared: Bool = true) throws(GraphicsError) -> Surface {
        let (surface, word) = try lease(width: width, height: height, format: format)
        if cleared, word != 0 { surface.withPixels { _ = memset($0.baseAddress!, 0, $0.count) } }
        return surface
    }

    /// A surface as `surface(…, cleared: false)` gives, and whether each of its pixels is `word` already
    /// (its buffer stocked filled with it and not handed out since): a caller about to fill it with that
    /// pixel skips the pass, which at launch is megabytes of writing in the first frame.
    public func surface(width: Int, height: Int, format: Surface.Format, holding word: UInt32) throws(GraphicsError) -> (surface: Surface, holdsWord: Bool) {
        let (surface, known) = try lease(width: width, height: height, format: format)
        return (surface, known == word)
    }

    /// A surface on the smallest kept buffer that fits (see `surface(width:height:format:cleared:)`), else
    /// on new memory, with the word every 4 bytes of its pixels are known to hold (new memory: none; small
    /// surfaces come from cairo, cleared).
    private func lease(width: Int, height: Int, format: Surface.Format) throws(GraphicsError) -> (Surface, UInt32?) {
        try Surface.checkSize(width, height)
        let stride = Int(cairo_format_stride_for_width(format.cairoFormat, Int32(width)))
        guard stride > 0 else { throw .invalidSize(width: width, height: height) }
        let needed = stride * height
        guard needed >= Self.smallestPooled else { return (try Surface(width: width, height: height, format: format), 0) }
        var chosen: Int?
        for (i, buffer) in kept.entries.enumerated() where buffer.bytes >= needed && buffer.bytes <= 4 * needed {
            if chosen.map({ buffer.bytes < kept.entries[$0].bytes }) ?? true { chosen = i }
        }
        let buffer: (base: UnsafeMutableRawPointer, capacity: Int)
        let word: UInt32?
        if let chosen {
            buffer = (kept.entries[chosen].entry.base, kept.entries[chosen].bytes)
            word = kept.entries[chosen].entry.word
            kept.remove(at: chosen)
            hits += 1
        } else {
            let capacity = (needed + 63) & ~63
            guard let base = aligned_alloc(64, capacity) else { throw .cairo("out of memory") }
            buffer = (base, capacity)
            word = nil
            misses += 1
        }
        let lease = PooledPixels(base: buffer.base, capacity: buffer.capacity, pool: self)
        let s = cairo_image_surface_create_for_data(
            buffer.base.assumingMemoryBound(to: UInt8.self), format.cairoFormat, Int32(width), Int32(height), Int32(stride))!
        // cairo calls `returnPixels` when it destroys the surface (its last reference, maybe after the
        // Swift object), never earlier: the memory cannot be reused while cairo may still read it.
        let retained = Unmanaged.passRetained(lease)
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(s, &PooledPixels.key, retained.toOpaque(), returnPixels) == CAIRO_STATUS_SUCCESS
        else {
            retained.release()
            cairo_surface_destroy(s)
            lease.giveBack()
            throw .cairo("out of memory")
        }
        return (try Surface(adopting: s), word)
    }

    /// Takes back a buffer cairo no longer uses; the oldest kept ones go when over budget.
    fileprivate func receive(_ base: UnsafeMutableRawPointer, capacity: Int) {
        kept.append(Buffer(base: base, word: nil), bytes: capacity) { free($0.base) }
    }
}

/// The memory under one pooled surface, and where it goes back to.
private final class PooledPixels {
    nonisolated(unsafe) static var key = cairo_user_data_key_t()
    let base: UnsafeMutableRawPointer
    let capacity: Int
    weak var pool: SurfacePool?

    init(base: UnsafeMutableRawPointer, capacity: Int, pool: SurfacePool) {
        self.base = base
        self.capacity = capacity
        self.pool = pool
    }

    /// Back to the pool, or to the system when the pool is gone.
    func giveBack() {
        if let pool { pool.receive(base, capacity: capacity) } else { free(base) }
    }
}

/// cairo's destroy callback for a pooled surface's user data.
private func returnPixels(_ data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    let lease = Unmanaged<PooledPixels>.fromOpaque(data).takeRetainedValue()
    lease.giveBack()
}

extension Surface {
    /// A surface from `pool` when there is one, else a new one from cairo (always cleared). `cleared: false`
    /// lets pooled memory keep old bytes, for callers that overwrite every pixel.
    public static func make(width: Int, height: Int, format: Format, pool: SurfacePool?, cleared: Bool = true) throws(GraphicsError) -> Surface {
        if let pool { return try pool.surface(width: width, height: height, format: format, cleared: cleared) }
        return try Surface(width: width, height: height, format: format)
    }
}

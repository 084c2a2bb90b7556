#if canImport(Glibc)
import Glibc
#endif

/// Which rows of one surface's drawing repeat the row above them: a panel's background between and below
/// its rows of content. A reader given them (``BlendSource/repeatedRows``; `Surface.blend`, `reveal` and
/// a plain-copy `blit`) reads a run of equal rows from one row again and again (a row step of 0), so the
/// row stays in the nearest cache and a fullscreen panel that is mostly background costs a frame's
/// writes but few reads. The pixels written are the same whether or not a reader is given them.
///
/// It describes one drawing of one surface: the surface's owner makes it after drawing and updates it
/// with the rows it draws again (`update(from:rows:)`); nothing else may write the surface meanwhile.
/// Readers ignore it for any other surface.
public struct RepeatedRows: Sendable, Equatable {
    /// A run of rows that all equal its first row: rows `start..<end`.
    struct Run: Sendable, Equatable {
        var start: Int
        var end: Int
    }

    /// The surface described.
    public let surface: ObjectIdentifier
    /// Its height in rows.
    public let height: Int
    /// Bit y set: row y's pixels equal row y − 1's.
    private var equalAbove: [UInt64]
    /// The runs of at least ``minimumRun`` rows, sorted: derived from `equalAbove`.
    private(set) var runs: [Run] = []

    /// The fewest equal rows worth reading as one: shorter runs are read as they are.
    public static let minimumRun = 4

    /// Compares every row of `surface` with the row above it.
    public init(of surface: Surface) {
        self.surface = ObjectIdentifier(surface)
        height = surface.height
        equalAbove = Array(repeating: 0, count: (surface.height + 63) / 64)
        update(from: surface, rows: 0..<surface.height)
    }

    /// Compares again the rows of `rows` (those just drawn again) and the row below them with the rows
    /// above them. `surface` must be the one described (otherwise nothing changes).
    public mutating func update(from surface: Surface, rows: Range<Int>) {
        guard ObjectIdentifier(surface) == self.surface, surface.height == height, !surface.repeatsRows else { return }
        let first = max(1, rows.lowerBound), last = min(height - 1, rows.upperBound)
        guard first <= last else { return }
        let bytes = surface.width * 4, stride = surface.stride
        surface.withPixelsReadOnly { pixels in
            guard let base = pixels.baseAddress else { return }
            for y in first...last {
                let same = memcmp(base + y * stride, base + (y - 1) * stride, bytes) == 0
                if same { equalAbove[y >> 6] |= 1 << UInt64(y & 63) } else { equalAbove[y >> 6] &= ~(1 << UInt64(y & 63)) }
            }
        }
        findRuns()
    }

    /// Whether row `y` equals the row above it.
    public func equalsRowAbove(_ y: Int) -> Bool {
        guard y > 0, y < height else { return false }
        return equalAbove[y >> 6] & (1 << UInt64(y & 63)) != 0
    }

    /// The rows a reader need not fetch: in each run of at least ``minimumRun`` equal rows, all but one.
    public var rowsReadOnce: Int { runs.reduce(0) { $0 + $1.end - $1.start - 1 } }

    /// The stretch of rows from `row` (0 ≤ `row` < ``height``) that reads one way: `repeats` when rows
    /// `row..<end` all equal row `row`; otherwise rows up to `end`, where the next run of equal rows starts,
    /// are read one by one.
    public func segment(at row: Int) -> (repeats: Bool, end: Int) {
        // The last run starting at or before `row`.
        var lo = 0, hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].start <= row { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0, row < runs[lo - 1].end, runs[lo - 1].end - row >= 2 { return (true, runs[lo - 1].end) }
        return (false, lo < runs.count ? runs[lo].start : height)
    }

    /// Rebuilds `runs` from the bits: a run starts at a row whose next row equals it.
    private mutating func findRuns() {
        runs.removeAll(keepingCapacity: true)
        var y = 1
        while y < height {
            guard equalsRowAbove(y) else {
                // Skip whole words with no equal rows.
                if y & 63 == 0, equalAbove[y >> 6] == 0 { y += 64 } else { y += 1 }
                continue
            }
            let start = y - 1
            while y < height, equalsRowAbove(y) { y += 1 }
            if y - start >= Self.minimumRun { runs.append(Run(start: start, end: y)) }
        }
    }
}

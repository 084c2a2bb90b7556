import WhimGraphics

/// The drawn tiles the frame path holds, by zoom and tile, the least recently used dropped first once
/// `capacity` is exceeded. Frame-path only: no locks, no threads.
public struct TileCache {
    /// How many tiles to keep (each is `TileGrid.side`² × 4 bytes).
    public var capacity: Int {
        didSet { capacity = max(1, capacity) }
    }
    private var entries: [TileKey: Entry] = [:]
    private var clock = 0

    private struct Entry {
        let surface: Surface
        var lastUse: Int
    }

    /// A cache keeping at most `capacity` tiles (at least 1), evicting the least recently used.
    public init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Tiles held now.
    public var count: Int { entries.count }

    /// The tile's pixels, marking it used.
    public mutating func surface(for key: TileKey) -> Surface? {
        guard entries[key] != nil else { return nil }
        clock += 1
        entries[key]!.lastUse = clock
        return entries[key]!.surface
    }

    /// Whether the tile is cached, without marking it used.
    public func contains(_ key: TileKey) -> Bool { entries[key] != nil }

    /// Stores a tile, then drops the least recently used tiles over capacity, never one of `keep`.
    public mutating func insert(_ surface: Surface, for key: TileKey, keeping keep: (TileKey) -> Bool = { _ in false }) {
        clock += 1
        entries[key] = Entry(surface: surface, lastUse: clock)
        guard entries.count > capacity else { return }
        // Evict in a batch (down to seven eighths), so a full cache does not sort on every insert.
        let target = capacity - capacity / 8
        let victims = entries.filter { !keep($0.key) }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, _) in victims.prefix(max(0, entries.count - target)) { entries[key] = nil }
    }

    /// The cached tiles of zooms other than `zoom` that overlap a world rectangle, farthest zoom first (so
    /// that drawing them in order leaves the nearest zoom on top).
    public func fallbacks(for zoom: Double, overlapping world: Rect) -> [(key: TileKey, surface: Surface)] {
        entries.filter { $0.key.zoom != zoom && $0.key.worldRect.overlaps(world) }
            .map { (key: $0.key, surface: $0.value.surface) }
            .sorted { a, b in
                let da = abs(a.key.zoom - zoom), db = abs(b.key.zoom - zoom)
                // Same distance: the sharper (higher) zoom last; then a fixed order, so frames are repeatable.
                if da != db { return da > db }
                if a.key.zoom != b.key.zoom { return a.key.zoom < b.key.zoom }
                return (a.key.y, a.key.x) < (b.key.y, b.key.x)
            }
    }
}

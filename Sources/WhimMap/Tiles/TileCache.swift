import WhimGraphics

/// The drawn tiles the frame path holds, by zoom and tile, within a byte budget: the least recently used
/// go first once their pixels (stride × height of each) exceed `budget`, and at once when the budget is
/// lowered (a window made smaller lets go of what a larger one needed). Frame-path only: no locks, no threads.
public struct TileCache {
    /// The most bytes of tile pixels kept (at least one tile's worth is always allowed).
    public var budget: Int {
        didSet {
            budget = max(TileGrid.mosaicBytesPerTile, budget)
            if budget < oldValue { evict(down: budget, keeping: { _ in false }) }
        }
    }
    /// Bytes of the tiles held now.
    public private(set) var bytes = 0
    private var entries: [TileKey: Entry] = [:]
    private var clock = 0

    private struct Entry {
        let surface: Surface
        let labels: [MapLabel]
        var lastUse: Int
        var bytes: Int { surface.stride * surface.height }
    }

    /// A cache keeping at most `budget` bytes of tiles, evicting the least recently used.
    public init(budget: Int) { self.budget = max(TileGrid.mosaicBytesPerTile, budget) }

    /// A cache with room for `tiles` tiles of `TileGrid.side` pixels.
    public init(tiles: Int) { self.init(budget: tiles * TileGrid.mosaicBytesPerTile) }

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

    /// The names anchored in a cached tile, in the tile's view units, without marking it used; nil when
    /// the tile is not cached.
    public func labels(for key: TileKey) -> [MapLabel]? { entries[key]?.labels }

    /// Stores a tile and the names anchored in it, then drops the least recently used tiles while over
    /// budget, never one of `keep`.
    public mutating func insert(_ surface: Surface, labels: [MapLabel] = [], for key: TileKey,
                                keeping keep: (TileKey) -> Bool = { _ in false }) {
        clock += 1
        if let old = entries[key] { bytes -= old.bytes }
        let entry = Entry(surface: surface, labels: labels, lastUse: clock)
        entries[key] = entry
        bytes += entry.bytes
        // Evict in a batch (down to seven eighths), so a full cache does not sort on every insert.
        if bytes > budget { evict(down: budget - budget / 8, keeping: keep) }
    }

    /// Drops the least recently used tiles, never one of `keep`, until at most `target` bytes are held.
    private mutating func evict(down target: Int, keeping keep: (TileKey) -> Bool) {
        guard bytes > target else { return }
        let victims = entries.filter { !keep($0.key) }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, entry) in victims {
            guard bytes > target else { break }
            entries[key] = nil
            bytes -= entry.bytes
        }
    }

    /// The cached tiles of zooms other than `zoom` (or of `zoom` drawn at another pixel ratio: the map
    /// before the window moved to a screen of another scale) that overlap a world rectangle, farthest zoom
    /// first (so that drawing them in order leaves the nearest zoom on top).
    public func fallbacks(for zoom: Double, pixelRatio: Double = 1, overlapping world: Rect) -> [(key: TileKey, surface: Surface)] {
        entries.filter { ($0.key.zoom != zoom || $0.key.pixelRatio != pixelRatio) && $0.key.worldRect.overlaps(world) }
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

import WhimTiles

/// Decoded vector tiles by address, the least recently used dropped once their estimated bytes pass a
/// budget. Lives on the tile worker's thread alone, so it needs no lock. A tile the source lacks, or
/// could not give, is remembered as empty: it is not asked for again while it stays cached.
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

    private struct Entry {
        let tile: DecodedTile?
        let bytes: Int
        var lastUse: Int
    }

    init(budget: Int = 64 << 20) { self.budget = max(1, budget) }

    /// The decoded tile `id` from `source`, decoding it on first use; nil where there is none or it failed.
    func tile(_ id: TileID, from source: any TileSource) -> DecodedTile? {
        clock += 1
        if entries[id] != nil {
            entries[id]!.lastUse = clock
            return entries[id]!.tile
        }
        var decoded: VectorTile?
        do {
            if let bytes = try source.tile(id) { decoded = try MVTDecoder.decode(bytes, tile: id) }
        } catch {
            failures += 1
            lastFailure = "\(error)"
        }
        let size = decoded.map(Self.estimatedBytes) ?? 64
        let prepared = decoded.map(DecodedTile.init)
        entries[id] = Entry(tile: prepared, bytes: size, lastUse: clock)
        bytes += size
        evict()
        return prepared
    }

    /// Tiles held now.
    var count: Int { entries.count }
    /// Estimated bytes held now.
    var heldBytes: Int { bytes }

    private func evict() {
        guard bytes > budget, entries.count > 1 else { return }
        for (id, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes > budget, entry.lastUse != clock else { break }
            entries[id] = nil
            bytes -= entry.bytes
        }
    }

    /// About what a decoded tile takes in memory: its points, tags and tables.
    static func estimatedBytes(_ tile: VectorTile) -> Int {
        var total = 256
        for layer in tile.layers {
            total += 128 + layer.keys.reduce(0) { $0 + 16 + $1.utf8.count } + layer.values.count * 24
            for f in layer.features { total += 80 + f.points.count * 8 + f.tags.count * 4 + f.partStarts.count * 8 }
        }
        return total
    }
}

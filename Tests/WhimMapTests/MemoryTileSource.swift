import WhimTiles

/// Tiles held in memory: synthetic sources for tests.
final class MemoryTileSource: TileSource, @unchecked Sendable {
    let metadata: TileSourceMetadata
    private let tiles: [TileID: [UInt8]]
    /// Tiles asked for, in order (tests read it only after drawing finished).
    private(set) var requests: [TileID] = []

    init(tiles: [TileID: VectorTile], minZoom: Int = 0, maxZoom: Int = 14, attribution: String = "") {
        self.tiles = tiles.mapValues(MVTEncoder.encode)
        metadata = TileSourceMetadata(minZoom: minZoom, maxZoom: maxZoom, attribution: attribution)
    }

    func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
        guard id.isValid else { throw .invalidTile(id) }
        requests.append(id)
        return tiles[id]
    }
}

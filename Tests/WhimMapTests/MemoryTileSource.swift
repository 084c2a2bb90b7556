import Synchronization
import WhimTiles

/// Tiles held in memory: synthetic sources for tests.
final class MemoryTileSource: TileSource, @unchecked Sendable {
    let metadata: TileSourceMetadata
    private let tiles: [TileID: [UInt8]]
    private let asked = Mutex<[TileID]>([])
    /// Tiles asked for, in order (several threads may read a view's tiles at once).
    var requests: [TileID] { asked.withLock { $0 } }

    init(tiles: [TileID: VectorTile], minZoom: Int = 0, maxZoom: Int = 14, attribution: String = "") {
        self.tiles = tiles.mapValues(MVTEncoder.encode)
        metadata = TileSourceMetadata(minZoom: minZoom, maxZoom: maxZoom, attribution: attribution)
    }

    func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
        guard id.isValid else { throw .invalidTile(id) }
        asked.withLock { $0.append(id) }
        return tiles[id]
    }
}

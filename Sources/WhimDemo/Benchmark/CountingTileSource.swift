import Synchronization
import WhimTiles

/// A tile source that counts the tiles read through it (from any thread): how fast the map reads an
/// archive or a server while panning.
final class CountingTileSource: TileSource {
    let inner: any TileSource
    private let count = Atomic<Int>(0)

    init(_ inner: any TileSource) { self.inner = inner }

    var metadata: TileSourceMetadata { inner.metadata }

    /// Tiles read so far.
    var reads: Int { count.load(ordering: .relaxed) }

    func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
        count.add(1, ordering: .relaxed)
        return try inner.tile(id)
    }
}

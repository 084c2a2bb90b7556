import Synchronization
import Testing
import WhimGraphics
@testable import WhimMap
import WhimTiles

/// A tile's draw first reads, in one batch, the data its base map and every label region it places need.
@Suite struct TileReadAheadTests {
    /// A source that records the tiles asked of it (from any thread).
    final class RecordingSource: TileSource {
        let inner: any TileSource
        private let asked = Mutex<[TileID]>([])

        init(_ inner: any TileSource) { self.inner = inner }

        var metadata: TileSourceMetadata { inner.metadata }

        func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
            asked.withLock { $0.append(id) }
            return try inner.tile(id)
        }

        /// The tiles asked for since the last call.
        func take() -> [TileID] { asked.withLock { asked in defer { asked = [] }; return asked } }
    }

    /// Property, over street tiles in and around the city: after the read-ahead of a tile's base map and
    /// of the regions `regionsToPlace` names, drawing the tile reads no tile of the view's source zoom
    /// (only the ancestors that stand in where the source has none), and it places exactly those regions.
    @Test(arguments: [(60.1699, 24.9460), (60.1733, 24.9300)])
    func theReadAheadHoldsEverythingADrawReads(latitude: Double, longitude: Double) throws {
        let model = try #require(Fixtures.helsinkiModel)
        let source = RecordingSource(OSMTileSource(model: model))
        let renderer = VectorMapRenderer(source: source, style: try Fixtures.lightStyle(), readingHelpers: 2)
        let drawer = MapTileDrawer(vector: renderer)
        let zoom = 16.0
        let centre = WebMercator.project(GeoCoordinate(latitude: latitude, longitude: longitude))
        let s = WebMercator.worldSize(zoom: zoom), side = Double(TileGrid.side)
        let key = TileKey(zoom: zoom, x: Int((centre.x * s / side).rounded(.down)), y: Int((centre.y * s / side).rounded(.down)))
        let regions = drawer.regionsToPlace(for: key)
        #expect(regions.first == LabelRegion.containing(key))

        renderer.prefetch(base: key.camera, labelRegions: regions.map(\.camera), reach: LabelRegion.reach, isCancelled: { false })
        let ahead = source.take()
        let sourceZoom = renderer.sourceZoom(VectorMapRenderer.styleZoom(zoom))
        #expect(!ahead.isEmpty && ahead.allSatisfy { $0.z == sourceZoom })
        #expect(drawer.draw(key, isCancelled: { false }) != nil)
        let late = source.take().filter { $0.z == sourceZoom }
        #expect(late.isEmpty, "read after the read-ahead: \(late)")
        #expect(Set(drawer.placedRegions) == Set(regions))
        #expect(drawer.regionsToPlace(for: key).isEmpty)
    }
}

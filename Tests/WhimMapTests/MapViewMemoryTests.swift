import Testing
import WhimGraphics
@testable import WhimMap

/// What a map view keeps is bounded by its viewport: after a resize to a large viewport and back, the
/// mosaic memory and the drawn tiles are what the small viewport needs, not what the large one did.
@Suite struct MapViewMemoryTests {
    @Test func aSmallerViewportLetsGoOfWhatALargerOneKept() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let small = Size(width: 320, height: 200), large = Size(width: 1600, height: 1000)
        let view = try Fixtures.extractView(model, viewportSize: small,
                                            camera: Camera(center: GeoCoordinate(latitude: 60.1699, longitude: 24.9460), zoom: 15, viewportSize: small))
        _ = try view.prepareFrame()
        let smallMosaics = view.mosaicMemory.budget
        view.resize(to: large)
        _ = try view.prepareFrame()
        let largeTiles = view.tiles.budget
        #expect(view.mosaicMemory.budget > smallMosaics && largeTiles > 64 * TileGrid.mosaicBytesPerTile)
        view.resize(to: small)
        _ = try view.prepareFrame()
        #expect(view.mosaicMemory.budget <= 2 * view.largestMosaicBytes && view.mosaicMemory.bytes <= view.mosaicMemory.budget)
        #expect(view.tiles.budget < largeTiles && view.tiles.bytes <= view.tiles.budget)
    }
}

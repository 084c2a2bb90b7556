import WhimTestSupport
import Testing
@testable import WhimTiles

@Suite struct PMTilesHilbertTests {
    @Test func knownIDs() {
        // The values from the PMTiles spec's reference implementation.
        #expect(TileID(z: 0, x: 0, y: 0).pmtilesID == 0)
        #expect(TileID(z: 1, x: 0, y: 0).pmtilesID == 1)
        #expect(TileID(z: 1, x: 0, y: 1).pmtilesID == 2)
        #expect(TileID(z: 1, x: 1, y: 1).pmtilesID == 3)
        #expect(TileID(z: 1, x: 1, y: 0).pmtilesID == 4)
        #expect(TileID(z: 2, x: 0, y: 0).pmtilesID == 5)
        #expect(TileID(z: 12, x: 3423, y: 1763).pmtilesID == 19_078_479)
        #expect(TileID(z: 1, x: 2, y: 0).pmtilesID == nil)
    }

    @Test func roundTripsAtEveryZoom() {
        var rng = SeededRandom(seed: 26)
        for z in 0...TileID.maxZoom {
            for _ in 0..<200 {
                let tile = TileID(z: z, x: Int.random(in: 0..<(1 << z), using: &rng), y: Int.random(in: 0..<(1 << z), using: &rng))
                let id = tile.pmtilesID
                #expect(id.flatMap(TileID.init(pmtilesID:)) == tile, "\(tile)")
            }
            // The first and last ids of the zoom.
            let first = TileID(pmtilesID: ((UInt64(1) << (2 * UInt64(z))) - 1) / 3)
            #expect(first?.z == z)
        }
        #expect(TileID(pmtilesID: UInt64.max) == nil)
    }
}

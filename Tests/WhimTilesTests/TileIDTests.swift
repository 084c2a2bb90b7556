import Testing
@testable import WhimTiles

@Suite struct TileIDTests {
    @Test func validityFollowsTheGrid() {
        #expect(TileID(z: 0, x: 0, y: 0).isValid)
        #expect(!TileID(z: 0, x: 1, y: 0).isValid)
        #expect(TileID(z: 3, x: 7, y: 7).isValid)
        #expect(!TileID(z: 3, x: 8, y: 0).isValid)
        #expect(!TileID(z: -1, x: 0, y: 0).isValid)
        #expect(!TileID(z: 31, x: 0, y: 0).isValid)
        #expect(!TileID(z: 2, x: -1, y: 0).isValid)
    }

    @Test func parentHalvesTheCoordinates() {
        #expect(TileID(z: 5, x: 13, y: 6).parent == TileID(z: 4, x: 6, y: 3))
        #expect(TileID(z: 0, x: 0, y: 0).parent == nil)
    }
}

import Foundation
import Testing
import WhimGraphics
@testable import WhimMap
import WhimTestSupport
import WhimTiles

/// The tile index against the obvious reference: for random boxes of every size and random tiles, it
/// returns exactly the items whose boxes overlap the tile's rectangle and whose minimum zoom the tile
/// reaches.
@Suite("Tile feature index")
struct TileFeatureIndexTests {
    @Test func findsExactlyWhatAScanWouldFind() {
        var random = SeededRandom(seed: 47)
        for _ in 0..<20 {
            // Boxes from a point to the whole world, clustered around a random place.
            let centre = Point(x: Double.random(in: 0..<1, using: &random), y: Double.random(in: 0..<1, using: &random))
            var boxes: [Rect] = [], zooms: [UInt8] = []
            for _ in 0..<400 {
                let size = Double.random(in: 0...1, using: &random) < 0.2 ? 0 : pow(2, -Double.random(in: 0...20, using: &random))
                let x = centre.x + Double.random(in: -0.01...0.01, using: &random), y = centre.y + Double.random(in: -0.01...0.01, using: &random)
                boxes.append(Rect(x: x, y: y, width: size * Double.random(in: 0...1, using: &random), height: size))
                zooms.append(UInt8.random(in: 0...15, using: &random))
            }
            let index = TileFeatureIndex(pieces: boxes, minZooms: zooms)
            for _ in 0..<50 {
                let z = Int.random(in: 0...16, using: &random)
                let n = Double(1 << z)
                let p = Point(x: centre.x + Double.random(in: -0.02...0.02, using: &random), y: centre.y + Double.random(in: -0.02...0.02, using: &random))
                let tile = TileID(z: z, x: Int(max(0, min(n - 1, (p.x * n).rounded(.down)))), y: Int(max(0, min(n - 1, (p.y * n).rounded(.down)))))
                let reach = Double(OSMTileSource.buffer) / Double(OSMTileSource.extent)
                let rect = Rect(x: (Double(tile.x) - reach) / n, y: (Double(tile.y) - reach) / n, width: (1 + 2 * reach) / n, height: (1 + 2 * reach) / n)
                var visited = 0
                let found = index.items(for: tile, within: rect, box: { boxes[$0] }, visited: &visited)
                let expected = boxes.indices.filter {
                    Int(zooms[$0]) <= min(z, TileFeatureIndex.deepestLevel) && boxes[$0].minX <= rect.maxX && rect.minX <= boxes[$0].maxX
                        && boxes[$0].minY <= rect.maxY && rect.minY <= boxes[$0].maxY
                }
                #expect(found == expected, "tile \(tile)")
                #expect(visited >= found.count)
            }
        }
    }
}

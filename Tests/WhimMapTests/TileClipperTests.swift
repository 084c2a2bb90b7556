import Foundation
import Testing
import WhimGraphics
@testable import WhimMap
import WhimTestSupport

/// Clipping to a tile's box: what is kept lies in the box, and cutting a shape by four boxes that tile
/// the plane around it keeps all of it (polygon areas and line lengths add up to the original's).
@Suite("Tile clipper")
struct TileClipperTests {
    /// A random star-shaped ring (concave in general) around `centre`, clockwise on a y-down screen.
    static func ring(_ random: inout SeededRandom, centre: Point, radius: Double) -> [Point] {
        let count = Int.random(in: 3...40, using: &random)
        let angles = (0..<count).map { _ in Double.random(in: 0..<(2 * .pi), using: &random) }.sorted()
        return angles.map { a in
            let r = radius * Double.random(in: 0.2...1, using: &random)
            return Point(x: centre.x + r * cos(a), y: centre.y + r * sin(a))
        }
    }

    static func line(_ random: inout SeededRandom, within box: Rect) -> [Point] {
        (0..<Int.random(in: 2...30, using: &random)).map { _ in
            Point(x: Double.random(in: box.minX...box.maxX, using: &random), y: Double.random(in: box.minY...box.maxY, using: &random))
        }
    }

    static func length(_ line: [Point]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// Whether `p` lies inside `box` (edges included, with rounding room).
    static func inside(_ p: Point, _ box: Rect) -> Bool {
        p.x >= box.minX - 1e-9 && p.x <= box.maxX + 1e-9 && p.y >= box.minY - 1e-9 && p.y <= box.maxY + 1e-9
    }

    @Test func clippedPolygonsLieInTheBoxAndTheQuartersAddUpToTheWhole() {
        var random = SeededRandom(seed: 40)
        for _ in 0..<500 {
            let split = Point(x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random))
            let ring = Self.ring(&random, centre: Point(x: 0, y: 0), radius: Double.random(in: 1...100, using: &random))
            let quarters = [Rect(x: -200, y: -200, width: split.x + 200, height: split.y + 200),
                            Rect(x: split.x, y: -200, width: 200 - split.x, height: split.y + 200),
                            Rect(x: -200, y: split.y, width: split.x + 200, height: 200 - split.y),
                            Rect(x: split.x, y: split.y, width: 200 - split.x, height: 200 - split.y)]
            var sum = 0.0
            let whole = PolygonRings.signedArea(ring)
            for box in quarters {
                let clipped = TileClipper(box: box).clip(ring: ring[...])
                #expect(clipped.allSatisfy { Self.inside($0, box) })
                let area = PolygonRings.signedArea(clipped)
                #expect((whole < 0 ? -area : area) >= -1e-9, "clipping keeps the ring's orientation")
                sum += area
            }
            #expect(abs(sum - whole) <= 1e-9 * max(1, abs(whole)))
        }
    }

    @Test func polygonsInsideTheBoxAreKeptAsTheyAre() {
        var random = SeededRandom(seed: 41)
        let box = Rect(x: -128, y: -128, width: 4352, height: 4352)
        for _ in 0..<200 {
            let ring = Self.ring(&random, centre: Point(x: Double.random(in: 500...3500, using: &random), y: 2000), radius: 400)
            #expect(TileClipper(box: box).clip(ring: ring[...]) == ring)
        }
    }

    @Test func clippedLinesLieInTheBoxAndTheQuartersAddUpToTheWhole() {
        var random = SeededRandom(seed: 42)
        let area = Rect(x: -100, y: -100, width: 200, height: 200)
        for _ in 0..<500 {
            let line = Self.line(&random, within: area)
            let split = Point(x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random))
            let quarters = [Rect(x: -200, y: -200, width: split.x + 200, height: split.y + 200),
                            Rect(x: split.x, y: -200, width: 200 - split.x, height: split.y + 200),
                            Rect(x: -200, y: split.y, width: split.x + 200, height: 200 - split.y),
                            Rect(x: split.x, y: split.y, width: 200 - split.x, height: 200 - split.y)]
            var sum = 0.0
            for box in quarters {
                for part in TileClipper(box: box).clip(line: line[...]) {
                    #expect(part.count >= 2)
                    #expect(part.allSatisfy { Self.inside($0, box) })
                    sum += Self.length(part)
                }
            }
            #expect(abs(sum - Self.length(line)) <= 1e-9 * max(1, Self.length(line)))
        }
    }

    @Test func ringsAreOrientedWithHolesAfterTheirExterior() {
        // Two squares, the second inside the first, both given anticlockwise; and a separate island.
        let outer = [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10), Point(x: 10, y: 0)]
        let hole = [Point(x: 2, y: 2), Point(x: 2, y: 4), Point(x: 4, y: 4), Point(x: 4, y: 2)]
        let island = [Point(x: 20, y: 0), Point(x: 20, y: 5), Point(x: 25, y: 5), Point(x: 25, y: 0), Point(x: 20, y: 0)]
        let rings = PolygonRings.oriented([hole, island, outer])
        #expect(rings.count == 3)
        #expect(rings.map { PolygonRings.signedArea($0) > 0 } == [true, true, false])
        #expect(rings[2].count == 4 && Set(rings[2].map(\.x)) == [2, 4], "the hole follows the ring holding it")
        #expect(rings.allSatisfy { $0.first != $0.last }, "no closing points")
    }
}

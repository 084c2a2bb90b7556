import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

/// `FrameDamage` after every step of random walks of adds, checked pixel by pixel against the rects added.
@Suite struct FrameDamageTests {
    /// Which pixels of `limit` the rects hold, and how many times.
    static func counts(_ rects: some Sequence<PixelRect>, in limit: PixelRect) -> [Int] {
        var grid = [Int](repeating: 0, count: limit.area)
        for r in rects {
            let c = r.intersection(limit)
            for y in c.minY..<c.maxY { for x in c.minX..<c.maxX { grid[(y - limit.minY) * limit.width + x - limit.minX] += 1 } }
        }
        return grid
    }

    @Test("random adds: disjoint rects inside the limit that hold every pixel added")
    func randomWalks() {
        let limit = PixelRect(x: 0, y: 0, width: 48, height: 36)
        for seed in 0..<400 as Range<UInt64> {
            var rng = SeededRandom(seed: seed)
            var damage = FrameDamage()
            var added: [PixelRect] = []
            for step in 0..<Int.random(in: 1...14, using: &rng) {
                let r = PixelRect(x: .random(in: -8...50, using: &rng), y: .random(in: -8...38, using: &rng),
                                  width: .random(in: 0...30, using: &rng), height: .random(in: 0...24, using: &rng))
                damage.add(r, within: limit)
                added.append(r)
                let held = Self.counts(damage, in: limit), wanted = Self.counts(added, in: limit)
                #expect(damage.count <= FrameDamage.capacity)
                #expect(damage.allSatisfy { limit.contains($0) && !$0.isEmpty }, "seed \(seed) step \(step): a rect outside the limit")
                #expect(!held.contains { $0 > 1 }, "seed \(seed) step \(step): rects overlap")
                #expect(!zip(held, wanted).contains { $0 == 0 && $1 > 0 }, "seed \(seed) step \(step): a pixel added is not held")
                #expect(damage.area == held.reduce(0, +))
                let overlapping = added.indices.contains { i in added.indices.contains { j in i != j && added[i].intersects(added[j]) } }
                if added.count <= FrameDamage.capacity, !overlapping {
                    // Disjoint rects within capacity: nothing is merged but whole shared edges.
                    #expect(damage.area == wanted.reduce(0, +), "seed \(seed) step \(step): disjoint rects grew")
                }
            }
        }
    }

    @Test func theFrameAroundACardStaysApartFromTheCard() {
        let frame = PixelRect(x: 0, y: 0, width: 200, height: 120)
        let card = PixelRect(x: 20, y: 70, width: 160, height: 40)
        var damage = FrameDamage()
        frame.forEachPiece(outside: card) { damage.add($0, within: frame) }
        #expect(damage.area == frame.area - card.area)
        #expect(!damage.contains { $0.intersects(card) })
    }

    @Test func rectsSharingAWholeEdgeMerge() {
        let limit = PixelRect(x: 0, y: 0, width: 100, height: 100)
        var damage = FrameDamage()
        damage.add(PixelRect(x: 10, y: 10, width: 30, height: 20), within: limit)
        damage.add(PixelRect(x: 10, y: 30, width: 30, height: 5), within: limit)
        damage.add(PixelRect(x: 40, y: 10, width: 7, height: 25), within: limit)
        #expect(Array(damage) == [PixelRect(x: 10, y: 10, width: 37, height: 25)])
        // Touching along part of an edge, or at a corner: kept apart.
        damage.add(PixelRect(x: 47, y: 20, width: 5, height: 30), within: limit)
        damage.add(PixelRect(x: 0, y: 0, width: 10, height: 10), within: limit)
        #expect(damage.count == 3)
        #expect(damage.area == 37 * 25 + 5 * 30 + 100)
    }

    @Test func pastCapacityTheNearestRectsMerge() {
        let limit = PixelRect(x: 0, y: 0, width: 1000, height: 100)
        var damage = FrameDamage()
        // Nine 10×10 squares in a row, 100 pixels apart, the last one 2 pixels right of the eighth.
        for i in 0..<8 { damage.add(PixelRect(x: i * 100, y: 0, width: 10, height: 10), within: limit) }
        damage.add(PixelRect(x: 712, y: 0, width: 10, height: 10), within: limit)
        #expect(damage.count == FrameDamage.capacity)
        #expect(damage.area == 7 * 100 + 22 * 10)
    }
}

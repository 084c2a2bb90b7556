import Foundation
import Testing
@testable import WhimMap
import WhimTiles

/// A street's ways, cut anywhere, shuffled and turned either way, join back into the street; a corner
/// is never rounded.
@Suite struct NameLineMergeTests {
    /// A winding line of `n` distinct points turning less than half a radian at each.
    static func street(_ n: Int, _ random: inout SplitMix64) -> [TilePoint] {
        var x = 0.0, y = 0.0, heading = Double.random(in: 0..<(2 * .pi), using: &random)
        var points = [TilePoint(x: 0, y: 0)]
        while points.count < n {
            heading += Double.random(in: -0.4...0.4, using: &random)
            x += 40 * cos(heading)
            y += 40 * sin(heading)
            let p = TilePoint(x: Int32(x.rounded()), y: Int32(y.rounded()))
            if p != points[points.count - 1] { points.append(p) }
        }
        return points
    }

    @Test func waysCutAnywhereJoinBackIntoTheStreet() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let street = Self.street(Int.random(in: 2...60, using: &random), &random)
            // Cut at random points (each way shares its first point with the one before).
            var cuts = Set((0..<Int.random(in: 0...8, using: &random)).map { _ in Int.random(in: 1..<max(2, street.count - 1), using: &random) })
            cuts = cuts.filter { $0 < street.count - 1 }
            var ways: [[TilePoint]] = []
            var start = 0
            for cut in cuts.sorted() + [street.count - 1] where cut > start {
                ways.append(Array(street[start...cut]))
                start = cut
            }
            ways = ways.map { Bool.random(using: &random) ? $0.reversed() : $0 }.shuffled(using: &random)
            let joined = NameLineMerge.join(ways)
            #expect(joined.count == 1, "seed \(seed): \(ways.count) ways became \(joined.count)")
            #expect(joined.first == street || joined.first.map { Array($0.reversed()) } == street, "seed \(seed)")
        }
    }

    @Test func aCornerIsNotRounded() {
        let a = [TilePoint(x: 0, y: 0), TilePoint(x: 100, y: 0)], b = [TilePoint(x: 100, y: 0), TilePoint(x: 100, y: 100)]
        #expect(NameLineMerge.join([a, b]).count == 2)
        // At a T, the way straight on is chosen and the side way stays apart.
        let c = [TilePoint(x: 100, y: 0), TilePoint(x: 200, y: 3)]
        let joined = NameLineMerge.join([a, b, c])
        #expect(joined.count == 2)
        #expect(joined.contains { $0.count == 3 && Set($0) == Set(a + c) })
    }
}

import Foundation
import WhimTiles

/// Joins the lines of one name into as few lines as their junctions allow, as OpenMapTiles merges its
/// `transportation_name` layer: OSM splits a street into a way at every change of tags, and a label
/// placed per way lands twice in one block, or nowhere where every way is shorter than the name.
/// Lines join end to end where their ends are the same point, each continuing the way that turns least,
/// and never round a corner (a turn of a radian or more).
enum NameLineMerge {
    /// The sharpest turn at which two lines still join, radians.
    static let sharpestTurn = 1.0

    /// `lines` (each at least two points) joined; every point of every line is kept, in order.
    static func join(_ lines: [[TilePoint]]) -> [[TilePoint]] {
        var ends: [TilePoint: [Int]] = [:]
        for (i, line) in lines.enumerated() where line.count >= 2 {
            ends[line[0], default: []].append(i)
            ends[line[line.count - 1], default: []].append(i)
        }
        var used = [Bool](repeating: false, count: lines.count)

        /// The unused line continuing `line` at its end most nearly straight on, turned to continue it.
        func continuation(of line: [TilePoint]) -> [TilePoint]? {
            let end = line[line.count - 1], before = line[line.count - 2]
            let heading = angle(from: before, to: end)
            var best: (index: Int, turn: Double, points: [TilePoint])?
            for i in ends[end] ?? [] where !used[i] {
                let candidate = lines[i][0] == end ? lines[i] : lines[i].reversed()
                var turn = abs(angle(from: end, to: candidate[1]) - heading)
                if turn > .pi { turn = 2 * .pi - turn }
                if turn < sharpestTurn, best == nil || turn < best!.turn { best = (i, turn, candidate) }
            }
            guard let best else { return nil }
            used[best.index] = true
            return best.points
        }

        var result: [[TilePoint]] = []
        for i in lines.indices where !used[i] && lines[i].count >= 2 {
            used[i] = true
            var line = lines[i]
            while let next = continuation(of: line) { line += next.dropFirst() }
            line.reverse()
            while let next = continuation(of: line) { line += next.dropFirst() }
            result.append(line)
        }
        return result
    }

    private static func angle(from a: TilePoint, to b: TilePoint) -> Double {
        atan2(Double(b.y) - Double(a.y), Double(b.x) - Double(a.x))
    }
}

import Foundation
import WhimGraphics

/// The ways of one street joined into continuous lines: OSM splits a street into many ways (at every
/// change of tags), and a name placed per way lands twice in one block or not at all where each way is
/// short. Chains join ways end to end where their ends meet, preferring the straightest continuation.
struct StreetChains {
    /// A screen polyline with the name it carries and the most important road class it is made of.
    struct Chain {
        var name: String
        var kind: MapFeatureKind
        var points: [Point]
        var length: Double {
            zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        }
    }

    /// The visible named lines of `kinds`, projected, grouped by name and joined.
    static func chains(_ model: MapModel, kinds: [MapFeatureKind], project: ScreenProjector, visible: Rect) -> [Chain] {
        var byName: [String: (kind: MapFeatureKind, parts: [[Point]])] = [:]
        var order: [String] = []
        for kind in kinds {
            let set = model[kind]
            for f in 0..<set.count where set.bounds[f].overlaps(visible) && !set.isTunnel[f] {
                guard let name = set.names[f], !name.isEmpty else { continue }
                if byName[name] == nil {
                    byName[name] = (kind, [])
                    order.append(name)
                }
                byName[name]!.kind = max(byName[name]!.kind, kind)
                for part in set.parts(of: f) {
                    let range = set.points(ofPart: part)
                    var line: [Point] = []
                    line.reserveCapacity(range.count)
                    for i in range { line.append(project(set.points[i])) }
                    byName[name]!.parts.append(line)
                }
            }
        }
        var result: [Chain] = []
        for name in order {
            let entry = byName[name]!
            for points in join(entry.parts) { result.append(Chain(name: name, kind: entry.kind, points: points)) }
        }
        return result
    }

    /// Joins lines whose ends meet (within half a pixel) into as few lines as the junctions allow.
    static func join(_ parts: [[Point]]) -> [[Point]] {
        func key(_ p: Point) -> Int64 { Int64((p.x * 2).rounded()) &* 1_000_003 &+ Int64((p.y * 2).rounded()) }
        var ends: [Int64: [Int]] = [:]
        for (i, part) in parts.enumerated() where part.count >= 2 {
            ends[key(part[0]), default: []].append(i)
            ends[key(part[part.count - 1]), default: []].append(i)
        }
        var used = [Bool](repeating: false, count: parts.count)
        var result: [[Point]] = []
        /// The unused part continuing `line` at its end most straight on, oriented to continue it.
        func continuation(of line: [Point]) -> [Point]? {
            let end = line[line.count - 1], before = line[line.count - 2]
            let heading = atan2(end.y - before.y, end.x - before.x)
            var best: (index: Int, turn: Double, points: [Point])?
            for i in ends[key(end)] ?? [] where !used[i] {
                let candidate = key(parts[i][0]) == key(end) ? parts[i] : parts[i].reversed()
                let next = candidate[1]
                var turn = abs(atan2(next.y - end.y, next.x - end.x) - heading)
                if turn > .pi { turn = 2 * .pi - turn }
                if turn < 1.0, best == nil || turn < best!.turn { best = (i, turn, candidate) }
            }
            guard let best else { return nil }
            used[best.index] = true
            return best.points
        }
        for i in parts.indices where !used[i] && parts[i].count >= 2 {
            used[i] = true
            var line = parts[i]
            while let next = continuation(of: line) { line += next.dropFirst() }
            line.reverse()
            while let next = continuation(of: line) { line += next.dropFirst() }
            result.append(line)
        }
        return result
    }
}

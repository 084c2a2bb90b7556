import WhimGraphics

/// Rings of a polygon as vector tiles want them: no closing point, each exterior ring (positive signed
/// area, y down) followed by the holes it contains (negative), whatever order and winding OSM gave.
enum PolygonRings {
    /// The signed area of a ring (shoelace; positive when clockwise on a y-down screen).
    static func signedArea<C: BidirectionalCollection>(_ ring: C) -> Double where C.Element == Point {
        guard let o = ring.first, let last = ring.last else { return 0 }
        // Relative to the first point, so world units near 1 keep the precision a building's area needs.
        var previous = Point(x: last.x - o.x, y: last.y - o.y)
        var sum = 0.0
        for q in ring {
            let p = Point(x: q.x - o.x, y: q.y - o.y)
            sum += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return sum / 2
    }

    /// Whether `point` lies inside `ring` (even-odd crossing test).
    static func contains(_ ring: [Point], _ point: Point) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i], b = ring[j]
            if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                inside.toggle()
            }
            j = i
        }
        return inside
    }

    /// The rings without closing points or degenerate ones, oriented and ordered: a ring inside an odd
    /// number of the others is a hole and follows the smallest ring containing it.
    static func oriented(_ rings: [[Point]]) -> [[Point]] {
        var open: [[Point]] = rings.compactMap { ring in
            var r = ring
            if r.count > 1, r[0] == r[r.count - 1] { r.removeLast() }
            return r.count >= 3 && signedArea(r) != 0 ? r : nil
        }
        guard open.count > 1 else { return open.map { signedArea($0) < 0 ? $0.reversed() : $0 } }
        let boxes = open.map { Rect.bounding($0) }
        let areas = open.map { abs(signedArea($0)) }
        // For each ring, the rings containing it (tested with its first point, boxes first).
        var container = [Int?](repeating: nil, count: open.count)
        var depth = [Int](repeating: 0, count: open.count)
        for i in open.indices {
            let p = open[i][0]
            for j in open.indices where j != i && areas[j] > areas[i] && boxes[j].overlaps(Rect(origin: p, size: Size(width: 0, height: 0))) && contains(open[j], p) {
                depth[i] += 1
                if container[i].map({ areas[j] < areas[$0] }) ?? true { container[i] = j }
            }
        }
        for i in open.indices {
            let isHole = depth[i] % 2 == 1
            if (signedArea(open[i]) > 0) == isHole { open[i].reverse() }
        }
        var result: [[Point]] = []
        result.reserveCapacity(open.count)
        for i in open.indices where depth[i] % 2 == 0 {
            result.append(open[i])
            for h in open.indices where depth[h] % 2 == 1 && container[h] == i { result.append(open[h]) }
        }
        return result
    }

    /// The centroid of the largest exterior ring (its box's centre when the ring has no area).
    static func centroid(_ rings: [[Point]]) -> Point? {
        guard let ring = rings.filter({ signedArea($0) > 0 }).max(by: { signedArea($0) < signedArea($1) }) else { return nil }
        let area = signedArea(ring)
        var cx = 0.0, cy = 0.0
        var previous = ring[ring.count - 1]
        // Relative to the first point, so world units near 1 keep their precision.
        let o = ring[0]
        for p in ring {
            let a = Point(x: previous.x - o.x, y: previous.y - o.y), b = Point(x: p.x - o.x, y: p.y - o.y)
            let cross = a.x * b.y - b.x * a.y
            cx += (a.x + b.x) * cross
            cy += (a.y + b.y) * cross
            previous = p
        }
        guard area > 0, cx.isFinite, cy.isFinite else { let b = Rect.bounding(ring); return Point(x: b.midX, y: b.midY) }
        return Point(x: o.x + cx / (6 * area), y: o.y + cy / (6 * area))
    }
}

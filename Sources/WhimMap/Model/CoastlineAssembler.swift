import WhimGraphics

/// Turns coastline ways (land on the left, water on the right) into sea polygons inside the data bounds:
/// open chains are closed by walking the bounds clockwise from where one chain leaves to where the next
/// one enters; closed rings are islands (or, drawn clockwise, enclosed water).
enum CoastlineAssembler {
    /// Sea polygons as rings of world points, to be filled together with the even-odd rule.
    static func sea(from ways: [[RingAssembler.Vertex]], bounds: Rect) -> [[Point]] {
        guard bounds.width > 0, bounds.height > 0 else { return [] }
        let chains = RingAssembler.chains(from: ways, reverse: false)
        var rings: [[Point]] = []
        var open: [[Point]] = []
        for chain in chains {
            let points = chain.compactMap(\.point)
            guard points.count >= 2 else { continue }
            if chain[0].id == chain[chain.count - 1].id {
                rings.append(points)
            } else {
                open.append(points)
            }
        }
        let perimeter = 2 * (bounds.width + bounds.height)
        if open.isEmpty {
            // Only islands (land rings): the sea is everything around them.
            let islands = rings.filter { signedArea($0) < 0 }
            guard !islands.isEmpty else { return rings }
            return [corners(of: bounds)] + rings
        }
        // Positions on the perimeter, clockwise from the north-west corner.
        let exits = open.map { position(of: $0[$0.count - 1], in: bounds) }
        let entries = open.map { position(of: $0[0], in: bounds) }
        var used = [Bool](repeating: false, count: open.count)
        for first in open.indices where !used[first] {
            var ring: [Point] = []
            var current = first
            var guardCount = 0
            while guardCount <= open.count {
                guardCount += 1
                used[current] = true
                ring.append(contentsOf: open[current])
                // The next entry clockwise from this exit (the chain itself if nothing comes sooner).
                let exit = exits[current]
                var best = current
                var bestDistance = Double.infinity
                for candidate in open.indices where !used[candidate] || candidate == first {
                    var distance = entries[candidate] - exit
                    if distance < 0 { distance += perimeter }
                    if distance < bestDistance {
                        bestDistance = distance
                        best = candidate
                    }
                }
                ring.append(contentsOf: boundaryWalk(from: exit, distance: bestDistance, in: bounds))
                if best == first { break }
                current = best
            }
            if ring.count >= 3 {
                ring.append(ring[0])
                rings.append(ring)
            }
        }
        return rings
    }

    /// Twice the signed area in world coordinates (y down): positive when water is inside (clockwise on screen).
    static func signedArea(_ ring: [Point]) -> Double {
        var sum = 0.0
        for i in ring.indices {
            let a = ring[i], b = ring[(i + 1) % ring.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    private static func corners(of r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
         Point(x: r.minX, y: r.maxY), Point(x: r.minX, y: r.minY)]
    }

    /// The clockwise perimeter position of the boundary point nearest to `p`.
    static func position(of p: Point, in r: Rect) -> Double {
        let x = min(max(p.x, r.minX), r.maxX), y = min(max(p.y, r.minY), r.maxY)
        let distances = [y - r.minY, r.maxX - x, r.maxY - y, x - r.minX]  // top, right, bottom, left
        let edge = distances.indices.min { distances[$0] < distances[$1] }!
        switch edge {
        case 0: return x - r.minX
        case 1: return r.width + (y - r.minY)
        case 2: return r.width + r.height + (r.maxX - x)
        default: return 2 * r.width + r.height + (r.maxY - y)
        }
    }

    /// The point at a clockwise perimeter position.
    static func point(at t: Double, in r: Rect) -> Point {
        let perimeter = 2 * (r.width + r.height)
        var s = t.truncatingRemainder(dividingBy: perimeter)
        if s < 0 { s += perimeter }
        if s <= r.width { return Point(x: r.minX + s, y: r.minY) }
        s -= r.width
        if s <= r.height { return Point(x: r.maxX, y: r.minY + s) }
        s -= r.height
        if s <= r.width { return Point(x: r.maxX - s, y: r.maxY) }
        s -= r.width
        return Point(x: r.minX, y: r.maxY - s)
    }

    /// Boundary points walking clockwise from `start` for `distance`: the projections and the corners passed.
    private static func boundaryWalk(from start: Double, distance: Double, in r: Rect) -> [Point] {
        let perimeter = 2 * (r.width + r.height)
        let cornerPositions = [0, r.width, r.width + r.height, 2 * r.width + r.height]
        var points = [point(at: start, in: r)]
        var passed: [(Double, Point)] = []
        for c in cornerPositions {
            var d = c - start
            if d <= 0 { d += perimeter }
            if d < distance { passed.append((d, point(at: c, in: r))) }
        }
        passed.sort { $0.0 < $1.0 }
        points.append(contentsOf: passed.map(\.1))
        points.append(point(at: start + distance, in: r))
        return points
    }
}

import WhimGraphics

/// Cuts geometry to a tile's box (with its buffer): lines into the runs inside it, polygon rings into
/// closed rings inside it. A clipped polygon covers exactly the part of the original inside the box.
struct TileClipper {
    /// The box, in the same units as the geometry (tile coordinates).
    let box: Rect

    /// The parts of a line inside the box, each of at least two points.
    func clip(line: ArraySlice<Point>) -> [[Point]] {
        var parts: [[Point]] = []
        var current: [Point] = []
        guard var previous = line.first else { return [] }
        if line.count == 1 { return [] }
        for p in line.dropFirst() {
            if let (a, b) = clip(segment: previous, p) {
                if current.isEmpty || current[current.count - 1] != a {
                    if current.count >= 2 { parts.append(current) }
                    current = [a]
                }
                current.append(b)
            }
            previous = p
        }
        if current.count >= 2 { parts.append(current) }
        return parts
    }

    /// The part of segment `a`–`b` inside the box (Liang–Barsky), nil when none.
    func clip(segment a: Point, _ b: Point) -> (Point, Point)? {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - box.minX), (dx, box.maxX - a.x), (-dy, a.y - box.minY), (dy, box.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { if r > t1 { return nil }; t0 = max(t0, r) } else { if r < t0 { return nil }; t1 = min(t1, r) }
            }
        }
        let start = t0 == 0 ? a : Point(x: a.x + t0 * dx, y: a.y + t0 * dy)
        let end = t1 == 1 ? b : Point(x: a.x + t1 * dx, y: a.y + t1 * dy)
        return (start, end)
    }

    /// A ring (no closing point) cut to the box (Sutherland–Hodgman): the same orientation, possibly with
    /// edges along the box's sides; empty when nothing of it is inside.
    func clip(ring: ArraySlice<Point>) -> [Point] {
        var output = Array(ring)
        if output.allSatisfy({ $0.x >= box.minX && $0.x <= box.maxX && $0.y >= box.minY && $0.y <= box.maxY }) { return output }
        for edge in 0..<4 {
            guard !output.isEmpty else { return [] }
            let input = output
            output = []
            output.reserveCapacity(input.count + 4)
            var previous = input[input.count - 1]
            for p in input {
                let inside = Self.inside(p, edge, box), wasInside = Self.inside(previous, edge, box)
                if inside {
                    if !wasInside { output.append(Self.intersection(previous, p, edge, box)) }
                    output.append(p)
                } else if wasInside {
                    output.append(Self.intersection(previous, p, edge, box))
                }
                previous = p
            }
        }
        return output
    }

    private static func inside(_ p: Point, _ edge: Int, _ box: Rect) -> Bool {
        switch edge {
        case 0: p.x >= box.minX
        case 1: p.x <= box.maxX
        case 2: p.y >= box.minY
        default: p.y <= box.maxY
        }
    }

    private static func intersection(_ a: Point, _ b: Point, _ edge: Int, _ box: Rect) -> Point {
        switch edge {
        case 0, 1:
            let x = edge == 0 ? box.minX : box.maxX
            let t = (x - a.x) / (b.x - a.x)
            return Point(x: x, y: a.y + t * (b.y - a.y))
        default:
            let y = edge == 2 ? box.minY : box.maxY
            let t = (y - a.y) / (b.y - a.y)
            return Point(x: a.x + t * (b.x - a.x), y: y)
        }
    }
}

import WhimGraphics

/// Reusable scratch storage for cutting a rectangle into cells along other rectangles' edges (sorted,
/// unique x and y coordinates). Keeps its capacity between frames, so cutting never allocates.
struct CellCuts {
    private(set) var xs: [Int] = []
    private(set) var ys: [Int] = []
    private var area = PixelRect.zero

    init() {
        xs.reserveCapacity(64)
        ys.reserveCapacity(64)
    }

    /// Starts over with the edges of `r`.
    mutating func reset(_ r: PixelRect) {
        area = r
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
        xs.append(r.minX)
        xs.append(r.maxX)
        ys.append(r.minY)
        ys.append(r.maxY)
    }

    /// Adds the edges of `r` that fall inside the area.
    mutating func add(_ r: PixelRect) {
        guard !r.isEmpty, xs.count < 62, ys.count < 62 else { return }
        if r.minX > area.minX && r.minX < area.maxX { xs.append(r.minX) }
        if r.maxX > area.minX && r.maxX < area.maxX { xs.append(r.maxX) }
        if r.minY > area.minY && r.minY < area.maxY { ys.append(r.minY) }
        if r.maxY > area.minY && r.maxY < area.maxY { ys.append(r.maxY) }
    }

    /// Sorts the cuts and drops duplicates.
    mutating func sort() {
        Self.sortUnique(&xs)
        Self.sortUnique(&ys)
    }

    private static func sortUnique(_ a: inout [Int]) {
        // Insertion sort: a few dozen values, no allocation.
        for i in 1..<a.count {
            let v = a[i]
            var j = i - 1
            while j >= 0, a[j] > v {
                a[j + 1] = a[j]
                j -= 1
            }
            a[j + 1] = v
        }
        var w = 1
        for i in 1..<a.count where a[i] != a[w - 1] {
            a[w] = a[i]
            w += 1
        }
        a.removeLast(a.count - w)
    }
}

import WhimGraphics

/// A spatial index over one layer's features: a uniform grid over the data's extent, built once when the
/// model is made, so that drawing a view touches only the features near it — render cost follows what is
/// visible, not the size of the file.
///
/// Each cell lists the features whose bounding box overlaps it (flat, as offsets into one array);
/// features that would span very many cells (a sea polygon, a long boundary) are kept in one short list
/// that every query returns.
public struct FeatureGrid: Sendable {
    private let origin: Point
    private let cellWidth: Double
    private let cellHeight: Double
    private let columns: Int
    private let rows: Int
    /// Cell `c` lists `items[cellStart[c]..<cellStart[c+1]]`.
    private let cellStart: [Int32]
    private let items: [Int32]
    private let large: [Int32]

    /// Indexes features by their bounding boxes over `extent` (features outside it are clamped to its
    /// border cells, so none is lost).
    public init(bounds: [Rect], extent: Rect) {
        let count = bounds.count
        // About four features per cell, at most 1024 cells a side.
        let cells = max(1, count / 4)
        let aspect = extent.height > 0 && extent.width > 0 ? extent.width / extent.height : 1
        let cols = max(1, min(1024, Int((Double(cells) * aspect).squareRoot().rounded())))
        let rws = max(1, min(1024, Int((Double(cells) / aspect).squareRoot().rounded())))
        origin = extent.origin
        columns = cols
        rows = rws
        cellWidth = extent.width > 0 ? extent.width / Double(cols) : 1
        cellHeight = extent.height > 0 ? extent.height / Double(rws) : 1
        let maxCells = max(16, cols * rws / 16)

        var spans: [(c0: Int, c1: Int, r0: Int, r1: Int)] = []
        spans.reserveCapacity(count)
        var perCell = [Int32](repeating: 0, count: cols * rws + 1)
        var big: [Int32] = []
        for (f, b) in bounds.enumerated() {
            let c0 = Self.clamp(b.minX, origin.x, cellWidth, cols), c1 = Self.clamp(b.maxX, origin.x, cellWidth, cols)
            let r0 = Self.clamp(b.minY, origin.y, cellHeight, rws), r1 = Self.clamp(b.maxY, origin.y, cellHeight, rws)
            if (c1 - c0 + 1) * (r1 - r0 + 1) > maxCells {
                big.append(Int32(f))
                spans.append((1, 0, 1, 0))  // empty
                continue
            }
            spans.append((c0, c1, r0, r1))
            for r in r0...r1 { for c in c0...c1 { perCell[r * cols + c + 1] += 1 } }
        }
        for i in 1..<perCell.count { perCell[i] += perCell[i - 1] }
        var fill = perCell
        var list = [Int32](repeating: 0, count: Int(perCell[perCell.count - 1]))
        for (f, s) in spans.enumerated() where s.c0 <= s.c1 {
            for r in s.r0...s.r1 {
                for c in s.c0...s.c1 {
                    let cell = r * cols + c
                    list[Int(fill[cell])] = Int32(f)
                    fill[cell] += 1
                }
            }
        }
        cellStart = perCell
        items = list
        large = big
    }

    private static func clamp(_ v: Double, _ o: Double, _ size: Double, _ n: Int) -> Int {
        let i = ((v - o) / size).rounded(.down)
        guard i.isFinite else { return 0 }
        return Int(min(max(i, 0), Double(n - 1)))
    }

    /// The features whose cells overlap `rect`, each once, in ascending order (the drawing order), into
    /// `result` (cleared first). A superset: callers still test each feature's own box.
    public func features(in rect: Rect, into result: inout [Int]) {
        result.removeAll(keepingCapacity: true)
        let c0 = Self.clamp(rect.minX, origin.x, cellWidth, columns), c1 = Self.clamp(rect.maxX, origin.x, cellWidth, columns)
        let r0 = Self.clamp(rect.minY, origin.y, cellHeight, rows), r1 = Self.clamp(rect.maxY, origin.y, cellHeight, rows)
        for f in large { result.append(Int(f)) }
        for r in r0...r1 {
            for c in c0...c1 {
                let cell = r * columns + c
                for i in Int(cellStart[cell])..<Int(cellStart[cell + 1]) { result.append(Int(items[i])) }
            }
        }
        guard result.count > 1 else { return }
        result.sort()
        var write = 1
        for read in 1..<result.count where result[read] != result[write - 1] {
            result[write] = result[read]
            write += 1
        }
        result.removeLast(result.count - write)
    }

    /// The bytes of the index's arrays.
    var storedBytes: Int { (cellStart.count + items.count + large.count) * MemoryLayout<Int32>.stride }

    /// The features near `rect`, in ascending order.
    public func features(in rect: Rect) -> [Int] {
        var result: [Int] = []
        features(in: rect, into: &result)
        return result
    }
}

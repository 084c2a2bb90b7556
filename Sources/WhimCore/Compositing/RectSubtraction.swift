import WhimGraphics

extension PixelRect {
    /// Calls `body` with the up to four pieces of `self` that lie outside `hole`.
    @inline(__always)
    func forEachPiece(outside hole: PixelRect, _ body: (PixelRect) -> Void) {
        let h = intersection(hole)
        guard !h.isEmpty else { return body(self) }
        if h.minY > minY { body(PixelRect(x: x, y: y, width: width, height: h.minY - y)) }
        if h.maxY < maxY { body(PixelRect(x: x, y: h.maxY, width: width, height: maxY - h.maxY)) }
        if h.minX > minX { body(PixelRect(x: x, y: h.minY, width: h.minX - x, height: h.height)) }
        if h.maxX < maxX { body(PixelRect(x: h.maxX, y: h.minY, width: maxX - h.maxX, height: h.height)) }
    }
}

/// Reusable scratch storage for cutting rectangles into the pieces not hidden by occluders. Its arrays keep
/// their capacity between frames, so steady-state frames allocate nothing.
struct RectScratch {
    static let limit = 48
    private(set) var pieces: [PixelRect] = []
    private var next: [PixelRect] = []

    init() {
        pieces.reserveCapacity(Self.limit * 4)
        next.reserveCapacity(Self.limit * 4)
    }

    /// Starts over with one rect.
    mutating func reset(_ r: PixelRect) {
        pieces.removeAll(keepingCapacity: true)
        if !r.isEmpty { pieces.append(r) }
    }

    /// Removes `hole` from every piece. Returns false (leaving the pieces as they were) when the cut would
    /// produce more than `limit` pieces; the caller then draws the uncut area, which is correct, only slower.
    mutating func subtract(_ hole: PixelRect) -> Bool {
        next.removeAll(keepingCapacity: true)
        for p in pieces { p.forEachPiece(outside: hole) { next.append($0) } }
        guard next.count <= Self.limit else { return false }
        swap(&pieces, &next)
        return true
    }
}

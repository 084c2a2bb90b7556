/// Reusable scratch storage for cutting rectangles into the pieces not hidden by others (occluders in the
/// compositor, stand-in tiles in a map mosaic). Its arrays keep their capacity between uses, so steady-state
/// frames allocate nothing. Inlinable: the compositor cuts with it every frame.
public struct RectScratch {
    /// The most pieces a cut may leave.
    public static let limit = 48
    /// What is left of the rect after the holes so far.
    @inlinable public var pieces: [PixelRect] { left }
    @usableFromInline var left: [PixelRect] = []
    @usableFromInline var next: [PixelRect] = []

    public init() {
        left.reserveCapacity(Self.limit * 4)
        next.reserveCapacity(Self.limit * 4)
    }

    /// Starts over with one rect.
    @inlinable
    public mutating func reset(_ r: PixelRect) {
        left.removeAll(keepingCapacity: true)
        if !r.isEmpty { left.append(r) }
    }

    /// Removes `hole` from every piece. Returns false (leaving the pieces as they were) when the cut would
    /// produce more than `limit` pieces; the caller then uses the uncut area, which is correct, only slower.
    @inlinable
    public mutating func subtract(_ hole: PixelRect) -> Bool {
        next.removeAll(keepingCapacity: true)
        for p in left { p.forEachPiece(outside: hole) { next.append($0) } }
        guard next.count <= Self.limit else { return false }
        swap(&left, &next)
        return true
    }
}

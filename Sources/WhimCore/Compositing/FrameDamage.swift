import WhimGraphics

/// The rectangles of a frame that changed since the previous one (device pixels), so the host uploads
/// only those. Stored inline (at most `capacity` rects; more are merged), so reporting damage never allocates.
public struct FrameDamage: RandomAccessCollection, Sendable, Equatable {
    /// At most this many rectangles are kept; more are merged into their neighbours.
    public static let capacity = 8
    private var storage: (PixelRect, PixelRect, PixelRect, PixelRect, PixelRect, PixelRect, PixelRect, PixelRect) =
        (.zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero)
    /// How many rectangles are held.
    public private(set) var count = 0

    /// No damage.
    public init() {}

    /// The first index (0).
    public var startIndex: Int { 0 }
    /// One past the last rectangle.
    public var endIndex: Int { count }

    /// The `i`th damaged rectangle.
    public subscript(i: Int) -> PixelRect {
        precondition(i >= 0 && i < count, "damage index out of range")
        return withUnsafeBytes(of: storage) { $0.load(fromByteOffset: i * MemoryLayout<PixelRect>.stride, as: PixelRect.self) }
    }

    private mutating func set(_ i: Int, _ r: PixelRect) {
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: r, toByteOffset: i * MemoryLayout<PixelRect>.stride, as: PixelRect.self) }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { count == 0 }

    /// The total damaged area in pixels (rects never overlap).
    public var area: Int { reduce(0) { $0 + $1.area } }

    /// The union of all rects.
    public var bounds: PixelRect { reduce(PixelRect.zero) { $0.union($1) } }

    /// Adds a rect, clipped to `limit`. Overlapping rects merge into their union, and so do rects that share
    /// a whole edge (their union is exactly both), so the rects never overlap and no pixel is added that was
    /// not damaged; rects that only touch stay apart (the frame around an unchanged card is damaged without
    /// the card). Past capacity, the new rect merges with the one whose union with it adds the fewest pixels.
    public mutating func add(_ rect: PixelRect, within limit: PixelRect) {
        var r = rect.intersection(limit)
        guard !r.isEmpty else { return }
        var i = 0
        while i < count {
            let existing = self[i]
            if existing.contains(r) { return }
            if existing.intersects(r) || existing.sharesEdge(with: r) {
                r = r.union(existing)
                remove(at: i)
                i = 0
                continue
            }
            i += 1
        }
        if count == Self.capacity {
            var nearest = 0, added = Int.max
            for j in 0..<count {
                let grows = self[j].union(r).area - self[j].area - r.area
                if grows < added { (nearest, added) = (j, grows) }
            }
            let merged = r.union(self[nearest])
            remove(at: nearest)
            return add(merged, within: limit)
        }
        set(count, r)
        count += 1
    }

    private mutating func remove(at i: Int) {
        for j in i..<(count - 1) { set(j, self[j + 1]) }
        count -= 1
    }

    /// Forgets every rect.
    public mutating func removeAll() { count = 0 }

    /// The same rectangles in the same order.
    public static func == (a: FrameDamage, b: FrameDamage) -> Bool { a.count == b.count && a.elementsEqual(b) }
}

extension PixelRect {
    /// Whether `other` lies beside this rect along the whole of one edge: their union is exactly both.
    fileprivate func sharesEdge(with other: PixelRect) -> Bool {
        (minX == other.minX && maxX == other.maxX && (maxY == other.minY || other.maxY == minY))
            || (minY == other.minY && maxY == other.maxY && (maxX == other.minX || other.maxX == minX))
    }
}

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

    /// Adds a rect, clipped to `limit`. Overlapping or touching rects merge into their union, so the rects
    /// never overlap; past capacity everything merges into one.
    public mutating func add(_ rect: PixelRect, within limit: PixelRect) {
        var r = rect.intersection(limit)
        guard !r.isEmpty else { return }
        var i = 0
        while i < count {
            let existing = self[i]
            if existing.contains(r) { return }
            if existing.insetBy(-1).intersects(r) {
                r = r.union(existing)
                remove(at: i)
                i = 0
                continue
            }
            i += 1
        }
        if count == Self.capacity {
            r = reduce(r) { $0.union($1) }
            count = 0
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

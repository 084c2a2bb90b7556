import WhimGraphics

/// Every circle a part is seen through: none for most parts, one for a part of a circular transition,
/// more for a part frozen mid-reveal (interruption rule 3) and carried off by another circular
/// transition — it keeps its own clip, moved with it, and gets the new one. A pixel shows where every
/// clip reveals it.
///
/// Stored inline (at most `capacity` clips), so carrying clips through a frame never allocates. A part
/// frozen more than `capacity` times over by circular transitions keeps its first `capacity` clips.
public struct CircularClips: Sequence, Sendable, Hashable {
    /// The most clips kept inline.
    public static let capacity = 3
    private var storage: (CircularClip?, CircularClip?, CircularClip?) = (nil, nil, nil)
    /// How many clips are held.
    public private(set) var count = 0

    /// No clips: the part is seen whole.
    public init() {}

    /// No clip or one.
    public init(_ clip: CircularClip?) {
        append(clip)
    }

    /// Adds a clip (nil adds nothing).
    public mutating func append(_ clip: CircularClip?) {
        guard let clip, count < Self.capacity else { return }
        switch count {
        case 0: storage.0 = clip
        case 1: storage.1 = clip
        default: storage.2 = clip
        }
        count += 1
    }

    /// The `i`th clip, oldest first.
    public subscript(i: Int) -> CircularClip {
        precondition(i >= 0 && i < count, "clip index out of range")
        switch i {
        case 0: return storage.0!
        case 1: return storage.1!
        default: return storage.2!
        }
    }

    /// Whether there are no clips.
    public var isEmpty: Bool { count == 0 }

    /// The only clip when there is exactly one.
    public var single: CircularClip? { count == 1 ? storage.0 : nil }

    /// The clip added last (the transition in flight's), nil when none.
    public var last: CircularClip? { count == 0 ? nil : self[count - 1] }

    /// The same clips moved with their part by `offset`.
    public func moved(by offset: PixelPoint) -> CircularClips {
        var result = CircularClips()
        for c in self {
            result.append(CircularClip(center: Point(x: c.center.x + Double(offset.x), y: c.center.y + Double(offset.y)), radius: c.radius, isInverted: c.isInverted))
        }
        return result
    }

    /// Whether every clip shows the content at `point`.
    public func reveals(_ point: Point) -> Bool { allSatisfy { $0.reveals(point) } }

    /// Whether every clip shows all of `rect`.
    public func revealsAll(of rect: PixelRect) -> Bool { allSatisfy { $0.revealsAll(of: rect) } }

    /// Whether some clip hides all of `rect`.
    public func hidesAll(of rect: PixelRect) -> Bool { contains { $0.hidesAll(of: rect) } }

    /// Walks the clips oldest first without allocating.
    public struct Iterator: IteratorProtocol {
        let clips: CircularClips
        var index = 0

        /// The next clip, or nil after the last.
        public mutating func next() -> CircularClip? {
            guard index < clips.count else { return nil }
            defer { index += 1 }
            return clips[index]
        }
    }

    /// An iterator over the clips, oldest first.
    public func makeIterator() -> Iterator { Iterator(clips: self) }

    /// The same clips in the same order.
    public static func == (a: CircularClips, b: CircularClips) -> Bool {
        a.count == b.count && (0..<a.count).allSatisfy { a[$0] == b[$0] }
    }

    /// Hashes the clips in order, consistent with `==`.
    public func hash(into h: inout Hasher) {
        h.combine(count)
        for c in self { h.combine(c) }
    }
}

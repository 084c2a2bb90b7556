import WhimGraphics

/// Points in world units (the Web Mercator square, 0 to 1) stored in fixed point: two `Int32`s of
/// 2⁻³⁰ world units each (under 4 cm at the equator, a thousandth of a pixel at the deepest zoom drawn),
/// half the bytes of a `Point`. Coordinates from -2 to 2 are kept, so copies shifted past the world's
/// edge for benchmarks still fit; anything outside is held at that range, and a coordinate that is not a
/// number is stored as 0.
struct FixedWorldPoints: RandomAccessCollection, Sendable {
    /// Fixed-point units per world unit.
    static let unitsPerWorld = Double(1 << 30)

    private var storage: [SIMD2<Int32>] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { storage.count }

    subscript(i: Int) -> Point {
        let v = storage[i]
        return Point(x: Double(v.x) / Self.unitsPerWorld, y: Double(v.y) / Self.unitsPerWorld)
    }

    /// The stored form of `p`: each coordinate to the nearest fixed-point unit.
    static func fixed(_ p: Point) -> SIMD2<Int32> {
        func unit(_ v: Double) -> Int32 {
            guard v.isFinite else { return 0 }
            return Int32(Swift.max(Double(Int32.min), Swift.min(Double(Int32.max), (v * unitsPerWorld).rounded())))
        }
        return SIMD2(unit(p.x), unit(p.y))
    }

    /// `p` as it is stored and read back.
    static func stored(_ p: Point) -> Point {
        let v = fixed(p)
        return Point(x: Double(v.x) / unitsPerWorld, y: Double(v.y) / unitsPerWorld)
    }

    mutating func append(_ p: Point) { storage.append(Self.fixed(p)) }

    mutating func append<S: Sequence>(contentsOf points: S) where S.Element == Point {
        storage.append(contentsOf: points.lazy.map(Self.fixed))
    }

    /// Appends `other`'s points moved by `offset` (world units).
    mutating func append(_ other: FixedWorldPoints, shiftedBy offset: Point) {
        append(contentsOf: other.lazy.map { Point(x: $0.x + offset.x, y: $0.y + offset.y) })
    }

    mutating func reserveCapacity(_ n: Int) { storage.reserveCapacity(n) }

    /// The bytes the points take.
    var storedBytes: Int { storage.count * MemoryLayout<SIMD2<Int32>>.stride }
}

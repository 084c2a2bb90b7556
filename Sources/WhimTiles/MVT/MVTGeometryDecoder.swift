/// Follows one feature's geometry commands (MVT spec 4.3) into flat points and part starts.
///
/// Commands that cannot be followed are fatal (`MVTError.badGeometry`): an unknown command, a count of
/// more parameters than remain, LineTo before MoveTo, ClosePath with a count other than 1 or outside a
/// polygon (version 1 layers may close a line), a MoveTo of several points in a line or polygon, a ring
/// left open. Geometry that can be followed but is not valid makes `decode` return false so the feature
/// is skipped: a zero-length LineTo, a line of one point, a ring of fewer than three points or no area,
/// a version 2 polygon whose first ring is not exterior, a coordinate outside 32 bits.
struct MVTGeometryDecoder {
    typealias Reader = WireReader<MVTError>

    let type: TileGeometryType
    let version: Int
    let layer: String
    let feature: Int
    private(set) var points: [TilePoint] = []
    private(set) var partStarts: [Int] = []

    init(type: TileGeometryType, version: Int, layer: String, feature: Int) {
        self.type = type
        self.version = version
        self.layer = layer
        self.feature = feature
    }

    private func fail(_ detail: String) -> MVTError {
        .badGeometry(detail, layer: layer, feature: feature, tile: nil)
    }

    /// Reads the commands; false when the geometry is invalid only for this feature.
    mutating func decode(_ geometry: Reader, budget: inout PointBudget) throws(MVTError) -> Bool {
        var reader = geometry
        // Every integer is a command or a parameter, so this bounds what the commands may ask for.
        var remaining = reader.varintCount()
        points.reserveCapacity(remaining / 2)
        var x: Int64 = 0
        var y: Int64 = 0
        var valid = true
        // The start of the line or ring being drawn, nil between a ClosePath and the next MoveTo.
        var open: Int?
        var rings = 0
        while !reader.isAtEnd {
            let command = try reader.varint()
            remaining -= 1
            guard command <= UInt64(UInt32.max) else { throw fail("command \(command) is wider than 32 bits") }
            let count = Int(command >> 3)
            switch command & 7 {
            case 1:
                guard count >= 1 else { throw fail("MoveTo with a count of 0") }
                if type == .lineString || type == .polygon {
                    guard count == 1 else { throw fail("MoveTo of \(count) points in a \(type == .polygon ? "polygon" : "line")") }
                    if type == .polygon, open != nil { throw fail("a ring is not closed before the next MoveTo") }
                    if let start = open, points.count - start < 2 { valid = false }
                    open = points.count
                }
                guard count <= remaining / 2 else { throw fail("MoveTo of \(count) points, but only \(remaining) parameters follow") }
                try budget.spend(count)
                for _ in 0..<count {
                    valid = try step(&reader, &x, &y) && valid
                    partStarts.append(points.count)
                    points.append(TilePoint(x: Int32(truncatingIfNeeded: x), y: Int32(truncatingIfNeeded: y)))
                }
                remaining -= 2 * count
            case 2:
                guard type != .point else { throw fail("LineTo in a point geometry") }
                guard count >= 1 else { throw fail("LineTo with a count of 0") }
                guard open != nil || (type == .unknown && !points.isEmpty) else { throw fail("LineTo before MoveTo") }
                guard count <= remaining / 2 else { throw fail("LineTo of \(count) points, but only \(remaining) parameters follow") }
                try budget.spend(count)
                for _ in 0..<count {
                    let (before, beforeY) = (x, y)
                    valid = try step(&reader, &x, &y) && valid
                    // Spec 4.3.3.2: a LineTo's dX and dY must not both be 0.
                    if x == before && y == beforeY { valid = false }
                    points.append(TilePoint(x: Int32(truncatingIfNeeded: x), y: Int32(truncatingIfNeeded: y)))
                }
                remaining -= 2 * count
            case 7:
                guard count == 1 else { throw fail("ClosePath with a count of \(count)") }
                switch type {
                case .polygon:
                    guard let start = open else { throw fail("ClosePath without an open ring") }
                    valid = closeRing(from: start, first: rings == 0) && valid
                    rings += 1
                    open = nil
                case .lineString:
                    guard version == 1 else { throw fail("ClosePath in a line (allowed only in version 1 layers)") }
                    guard let start = open else { throw fail("ClosePath before MoveTo") }
                    // Version 1 closes the line back to its start.
                    try budget.spend(1)
                    points.append(points[start])
                case .point:
                    throw fail("ClosePath in a point geometry")
                case .unknown:
                    guard !points.isEmpty else { throw fail("ClosePath before MoveTo") }
                }
            default:
                throw fail("unknown command \(command & 7)")
            }
        }
        if type == .polygon, open != nil { throw fail("the last ring is not closed") }
        if type == .lineString, let start = open, points.count - start < 2 { valid = false }
        return valid && !points.isEmpty
    }

    /// Applies one parameter pair; false when the position leaves the 32-bit range.
    @inline(__always)
    private func step(_ reader: inout Reader, _ x: inout Int64, _ y: inout Int64) throws(MVTError) -> Bool {
        let dx = try reader.varint()
        let dy = try reader.varint()
        guard dx <= UInt64(UInt32.max), dy <= UInt64(UInt32.max) else { throw fail("a parameter is wider than 32 bits") }
        // Parameters are zigzag-encoded 32-bit values; a tile's bytes bound how far a sum can go.
        x &+= Int64(bitPattern: (dx >> 1) ^ (0 &- (dx & 1)))
        y &+= Int64(bitPattern: (dy >> 1) ^ (0 &- (dy & 1)))
        return x >= Int64(Int32.min) && x <= Int64(Int32.max) && y >= Int64(Int32.min) && y <= Int64(Int32.max)
    }

    /// Finishes the ring starting at `start`: drops a repeated closing point, then checks it has three
    /// points and an area, and that a version 2 polygon's first ring is exterior.
    private mutating func closeRing(from start: Int, first: Bool) -> Bool {
        if points.count - start > 1, points[points.count - 1] == points[start] { points.removeLast() }
        guard points.count - start >= 3 else { return false }
        let area = Self.signedArea(points[start...])
        guard area != 0 else { return false }
        return !(first && version >= 2 && area < 0)
    }

    /// Twice the ring's signed area by the shoelace formula: positive for exterior rings (clockwise on
    /// screen, y down).
    static func signedArea(_ ring: ArraySlice<TilePoint>) -> Int64 {
        var sum: Int64 = 0
        var previous = ring.last!
        for point in ring {
            sum &+= Int64(previous.x) * Int64(point.y) - Int64(point.x) * Int64(previous.y)
            previous = point
        }
        return sum
    }
}

/// A rectangle of tiles at one zoom: what a view needs, and what the frame path last asked for.
public struct TileArea: Hashable, Sendable {
    public var zoom: Double
    public var columns: ClosedRange<Int>
    public var rows: ClosedRange<Int>

    public var count: Int { columns.count * rows.count }

    public func contains(_ key: TileKey) -> Bool {
        key.zoom == zoom && columns.contains(key.x) && rows.contains(key.y)
    }

    /// Every tile of the area, row by row.
    public var keys: [TileKey] {
        rows.flatMap { y in columns.map { x in TileKey(zoom: zoom, x: x, y: y) } }
    }
}

/// A rectangle of tiles at one zoom: what a view needs, and what the frame path last asked for.
public struct TileArea: Hashable, Sendable {
    /// The zoom of every tile in the area.
    public var zoom: Double
    /// Tile columns (x) covered.
    public var columns: ClosedRange<Int>
    /// Tile rows (y) covered.
    public var rows: ClosedRange<Int>
    /// Device pixels per view unit the tiles are drawn at (`TileKey.pixelRatio`).
    public var pixelRatio: Double = 1

    /// How many tiles the area holds.
    public var count: Int { columns.count * rows.count }

    /// The bytes of a mosaic of the area's tiles.
    public var mosaicBytes: Int { count * TileGrid.mosaicBytesPerTile }

    /// Whether `key` is one of the area's tiles (same zoom and ratio, inside the ranges).
    public func contains(_ key: TileKey) -> Bool {
        key.zoom == zoom && key.pixelRatio == pixelRatio && columns.contains(key.x) && rows.contains(key.y)
    }

    /// Every tile of the area, row by row.
    public var keys: [TileKey] {
        rows.flatMap { y in columns.map { x in TileKey(zoom: zoom, x: x, y: y, pixelRatio: pixelRatio) } }
    }
}

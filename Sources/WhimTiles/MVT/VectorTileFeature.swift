/// One feature of a vector tile layer: its id, its properties as indices into the layer's key and value
/// tables, and its geometry as one flat array of points cut into parts.
///
/// Parts: for points each point is its own part (a MultiPoint has several); for lines each LineString is
/// a part; for polygons each ring is a part, its closing point not repeated, exterior rings with positive
/// signed area in tile coordinates (y down: clockwise on screen) and interior rings negative, in the
/// order the tile lists them. Flat arrays keep a decoded tile to a few allocations per feature.
public struct VectorTileFeature: Sendable {
    /// The feature's id, when the tile gives one (0 is a real id when present).
    public var id: UInt64?
    public var type: TileGeometryType
    /// Key/value index pairs into the layer's `keys` and `values`; always an even count of valid indices.
    public var tags: [UInt32]
    /// All parts' points, one after another.
    public var points: [TilePoint]
    /// Where each part starts in `points`; a part runs to the next part's start or the end of `points`.
    public var partStarts: [Int]

    public init(id: UInt64? = nil, type: TileGeometryType, tags: [UInt32] = [], points: [TilePoint], partStarts: [Int]) {
        self.id = id
        self.type = type
        self.tags = tags
        self.points = points
        self.partStarts = partStarts
    }

    /// The number of parts (points, lines or rings).
    public var partCount: Int { partStarts.count }

    /// The points of part `i` (0 ..< partCount).
    public func part(_ i: Int) -> ArraySlice<TilePoint> {
        let end = i + 1 < partStarts.count ? partStarts[i + 1] : points.count
        return points[partStarts[i]..<end]
    }
}

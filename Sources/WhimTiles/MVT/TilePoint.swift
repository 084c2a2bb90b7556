/// A position in a vector tile's own grid: 0 ..< extent across, y down from the top edge. Features may
/// reach outside the grid (into the buffer around the tile), so coordinates are signed.
public struct TilePoint: Hashable, Sendable {
    public var x: Int32
    public var y: Int32

    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }
}

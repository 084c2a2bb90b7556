/// One tile of the standard XYZ grid ("slippy map" scheme): zoom `z`, column `x` from the west, row `y`
/// from the north. Tile sources are addressed by it; MBTiles' TMS rows are converted at its edge.
public struct TileID: Hashable, Sendable, CustomStringConvertible {
    /// The zoom level, 0 (one tile for the world) to `TileID.maxZoom`.
    public var z: Int
    /// Column, 0 ..< 2^z, from longitude −180.
    public var x: Int
    /// Row, 0 ..< 2^z, from the north.
    public var y: Int

    /// The deepest zoom any source may address (PMTiles and MBTiles both stop at 30 here; 2^31 columns
    /// would not fit the 32-bit coordinates most tools use).
    public static let maxZoom = 30

    /// The tile `z`/`x`/`y`.
    public init(z: Int, x: Int, y: Int) {
        self.z = z
        self.x = x
        self.y = y
    }

    /// Whether the tile exists in the grid: zoom within 0...maxZoom and both coordinates within 0 ..< 2^z.
    public var isValid: Bool {
        guard z >= 0, z <= Self.maxZoom else { return false }
        let n = 1 << z
        return x >= 0 && x < n && y >= 0 && y < n
    }

    /// The tile one zoom out that contains this one (nil at zoom 0).
    public var parent: TileID? { z > 0 ? TileID(z: z - 1, x: x >> 1, y: y >> 1) : nil }

    public var description: String { "\(z)/\(x)/\(y)" }
}

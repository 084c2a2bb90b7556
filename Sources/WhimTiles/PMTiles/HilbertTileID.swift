/// PMTiles' tile ids: tiles numbered zoom by zoom (all of zoom 0, then all of zoom 1, ...), within a zoom
/// along a Hilbert curve, so tiles near each other on the map are near each other in the archive.
extension TileID {
    /// The number of tiles in zooms 0 ..< z: (4^z − 1) / 3.
    private static func tilesBefore(zoom z: Int) -> UInt64 { ((UInt64(1) << (2 * UInt64(z))) - 1) / 3 }

    /// The tile's PMTiles id, or nil for a tile outside the grid.
    public var pmtilesID: UInt64? {
        guard isValid else { return nil }
        var tx = UInt64(x)
        var ty = UInt64(y)
        var d: UInt64 = 0
        var s = (UInt64(1) << UInt64(z)) >> 1
        while s > 0 {
            let rx: UInt64 = (tx & s) > 0 ? 1 : 0
            let ry: UInt64 = (ty & s) > 0 ? 1 : 0
            d += s * s * ((3 * rx) ^ ry)
            Self.rotate(s, &tx, &ty, rx, ry)
            s >>= 1
        }
        return Self.tilesBefore(zoom: z) + d
    }

    /// The tile with PMTiles id `id`, or nil for an id past zoom `TileID.maxZoom`.
    public init?(pmtilesID id: UInt64) {
        var z = 0
        while z <= Self.maxZoom {
            let count = UInt64(1) << (2 * UInt64(z))
            let start = Self.tilesBefore(zoom: z)
            if id - start < count {
                var t = id - start
                var tx: UInt64 = 0
                var ty: UInt64 = 0
                var s: UInt64 = 1
                while s < (UInt64(1) << UInt64(z)) {
                    let rx = 1 & (t / 2)
                    let ry = 1 & (t ^ rx)
                    Self.rotate(s, &tx, &ty, rx, ry)
                    tx += s * rx
                    ty += s * ry
                    t /= 4
                    s *= 2
                }
                self.init(z: z, x: Int(tx), y: Int(ty))
                return
            }
            z += 1
        }
        return nil
    }

    private static func rotate(_ n: UInt64, _ x: inout UInt64, _ y: inout UInt64, _ rx: UInt64, _ ry: UInt64) {
        guard ry == 0 else { return }
        if rx == 1 {
            x = n &- 1 &- x
            y = n &- 1 &- y
        }
        swap(&x, &y)
    }
}

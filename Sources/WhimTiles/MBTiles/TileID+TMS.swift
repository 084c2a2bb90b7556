extension TileID {
    /// The tile's row in the TMS scheme MBTiles stores (rows from the south): `2^z - 1 - y`. The same
    /// formula turns a TMS row back into `y`.
    var tmsRow: Int { (1 << z) - 1 - y }
}

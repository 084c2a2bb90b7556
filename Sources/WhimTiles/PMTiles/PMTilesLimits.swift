/// The most a PMTiles archive may ask of the reader before it is treated as damaged or too large: a
/// hostile archive cannot make it allocate without bound, loop or recurse.
public struct PMTilesLimits: Sendable, Hashable {
    /// The most bytes one tile may have, stored or inflated.
    public var maxTileBytes: Int
    /// The most bytes one directory (root or leaf) or the metadata may have, stored or inflated.
    public var maxDirectoryBytes: Int
    /// How many levels of leaf directories may sit below the root.
    public var maxLeafDepth: Int
    /// How many leaf directories are kept decoded in memory.
    public var leafCacheCount: Int

    public init(maxTileBytes: Int, maxDirectoryBytes: Int, maxLeafDepth: Int, leafCacheCount: Int) {
        self.maxTileBytes = maxTileBytes
        self.maxDirectoryBytes = maxDirectoryBytes
        self.maxLeafDepth = maxLeafDepth
        self.leafCacheCount = leafCacheCount
    }

    /// Room for any real archive: tiles to 16 MiB, directories to 16 MiB, four levels of leaves (real
    /// archives use one), 64 leaves cached.
    public static let standard = PMTilesLimits(maxTileBytes: 16 << 20, maxDirectoryBytes: 16 << 20, maxLeafDepth: 4,
                                               leafCacheCount: 64)
}

/// The most a single tile may hold before decoding stops with `MVTError.overLimit` or `.tooLarge`: a
/// hostile or broken tile cannot take the machine's memory or the tile worker's time.
public struct MVTLimits: Sendable, Hashable {
    /// The most layers in one tile.
    public var maxLayers: Int
    /// The most features in one layer.
    public var maxFeaturesPerLayer: Int
    /// The most points over all the tile's features.
    public var maxPointsPerTile: Int
    /// The most bytes a tile may have, as given and (when gzip-compressed) inflated.
    public var maxBytes: Int

    public init(maxLayers: Int, maxFeaturesPerLayer: Int, maxPointsPerTile: Int, maxBytes: Int) {
        self.maxLayers = maxLayers
        self.maxFeaturesPerLayer = maxFeaturesPerLayer
        self.maxPointsPerTile = maxPointsPerTile
        self.maxBytes = maxBytes
    }

    /// Far above any real tile (the largest OpenMapTiles tiles hold a few hundred thousand points in
    /// under 2 MiB), well below what would hurt.
    public static let standard = MVTLimits(maxLayers: 1_000, maxFeaturesPerLayer: 1_000_000,
                                           maxPointsPerTile: 20_000_000, maxBytes: 32 << 20)
}

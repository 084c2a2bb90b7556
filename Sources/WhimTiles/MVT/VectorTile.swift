/// A decoded Mapbox Vector Tile: its layers in file order, and how many features were dropped as broken.
public struct VectorTile: Sendable {
    public var layers: [VectorTileLayer]
    /// Features left out because they broke the spec in a way that spoils only themselves (an unknown
    /// type code, no geometry, an odd tag count, a zero-length segment, a degenerate ring, a coordinate outside 32 bits),
    /// plus the features of a layer dropped for repeating an earlier layer's name.
    public var skippedFeatures: Int

    public init(layers: [VectorTileLayer] = [], skippedFeatures: Int = 0) {
        self.layers = layers
        self.skippedFeatures = skippedFeatures
    }

    /// The layer called `name`, if the tile has one.
    public subscript(layer name: String) -> VectorTileLayer? {
        layers.first { $0.name == name }
    }
}

import WhimTiles

/// A vector tile's layers as their features' properties, decoded by `MVTDecoder`: what tests check an
/// archive's contents by.
struct TileProbe {
    /// Feature properties per layer name.
    private(set) var layers: [String: [[String: TileValue]]] = [:]

    init(_ bytes: [UInt8]) throws {
        for layer in try MVTDecoder.decode(bytes).layers {
            layers[layer.name, default: []] += layer.features.map { layer.properties(of: $0) }
        }
    }

    /// The features of `layer` whose property `key` is the string `value`.
    func features(_ layer: String, where key: String, is value: String) -> [[String: TileValue]] {
        (layers[layer] ?? []).filter { $0[key] == .string(value) }
    }
}

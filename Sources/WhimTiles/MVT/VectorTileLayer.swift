/// A named layer of a vector tile ("roads", "water"): its features and the key and value tables their
/// tags index into. Coordinates run 0 ..< `extent` across the tile.
public struct VectorTileLayer: Sendable {
    public var name: String
    /// The MVT version the layer was written to: 1 or 2.
    public var version: Int
    /// The width and height of the tile in the features' coordinates (4096 unless the tile says otherwise).
    public var extent: Int
    public var keys: [String]
    public var values: [TileValue]
    public var features: [VectorTileFeature]

    public init(name: String, version: Int = 2, extent: Int = 4096, keys: [String] = [], values: [TileValue] = [],
                features: [VectorTileFeature] = []) {
        self.name = name
        self.version = version
        self.extent = extent
        self.keys = keys
        self.values = values
        self.features = features
    }

    /// The feature's value for `key`, or nil when it has none (the first pair wins if a key repeats).
    public func value(of feature: VectorTileFeature, for key: String) -> TileValue? {
        var i = 0
        while i + 1 < feature.tags.count {
            if let pair = pair(feature.tags[i], feature.tags[i + 1]), pair.key == key { return pair.value }
            i += 2
        }
        return nil
    }

    /// All the feature's properties by key (the first pair wins if a key repeats).
    public func properties(of feature: VectorTileFeature) -> [String: TileValue] {
        var result: [String: TileValue] = [:]
        result.reserveCapacity(feature.tags.count / 2)
        var i = 0
        while i + 1 < feature.tags.count {
            if let (key, value) = pair(feature.tags[i], feature.tags[i + 1]), result[key] == nil { result[key] = value }
            i += 2
        }
        return result
    }

    /// The key and value a tag pair names; nil for indices outside the tables (a decoded tile has none,
    /// a feature built by hand might).
    private func pair(_ key: UInt32, _ value: UInt32) -> (key: String, value: TileValue)? {
        guard Int(key) < keys.count, Int(value) < values.count else { return nil }
        return (keys[Int(key)], values[Int(value)])
    }
}

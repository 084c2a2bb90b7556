import WhimTiles

/// A decoded vector tile with what drawing a part of it needs: each layer found by name, each feature's
/// bounding box (a 256-point view of a larger source tile skips the features outside it), and, per style
/// layer and zoom, the features its filter keeps — found once for the 16 to 64 view tiles one source tile
/// covers at street zooms, not again for each. Belongs to the tile worker's thread, like its cache.
final class DecodedTile {
    /// A feature's extent in tile coordinates.
    struct Box {
        var minX: Int32, minY: Int32, maxX: Int32, maxY: Int32

        func overlaps(minX x0: Double, minY y0: Double, maxX x1: Double, maxY y1: Double) -> Bool {
            Double(maxX) >= x0 && Double(minX) <= x1 && Double(maxY) >= y0 && Double(minY) <= y1
        }
    }

    /// The tile's layers, in the tile's order.
    let layers: [DecodedLayer]
    private let layerIndex: [String: Int]

    init(_ tile: VectorTile) {
        var index: [String: Int] = [:]
        for (i, layer) in tile.layers.enumerated() where index[layer.name] == nil { index[layer.name] = i }
        layerIndex = index
        layers = tile.layers.map(DecodedLayer.init)
    }

    /// The index of the layer named `name`.
    func layer(named name: String) -> Int? { layerIndex[name] }

    private struct MatchKey: Hashable {
        var styleLayer: Int
        var sourceLayer: Int
        var zoom: Double
    }
    private var matched: [MatchKey: [Int32]] = [:]
    /// How many (style layer, zoom) answers a tile keeps before it forgets them all (zooms change as the
    /// camera moves; a settled view needs one zoom's).
    static let matchMemory = 1024

    /// The features of source layer `sourceLayer` that style layer `styleLayer` keeps at `zoom`, as
    /// `keeps` says (given a feature's index) the first time and from memory after.
    func features(of sourceLayer: Int, keptBy styleLayer: Int, zoom: Double, _ keeps: (Int) -> Bool) -> [Int32] {
        let key = MatchKey(styleLayer: styleLayer, sourceLayer: sourceLayer, zoom: zoom)
        if let known = matched[key] { return known }
        if matched.count >= Self.matchMemory { matched.removeAll(keepingCapacity: true) }
        var kept: [Int32] = []
        for i in layers[sourceLayer].data.features.indices where keeps(i) { kept.append(Int32(i)) }
        matched[key] = kept
        return kept
    }
}

/// One decoded layer of a tile, shared by reference: a feature seen by the style (`StyledTileFeature`)
/// points at it instead of copying the layer's tables and arrays for every feature it looks at.
final class DecodedLayer {
    /// The layer as decoded.
    let data: VectorTileLayer
    /// Each feature's box, in the layer's feature order.
    let boxes: [DecodedTile.Box]
    /// Each key's index in the layer's key table, when no key is listed twice (nil otherwise): a
    /// filter's look-up then compares a feature's tag indices with one number instead of its key strings.
    let keyIndex: [String: UInt32]?

    init(_ data: VectorTileLayer) {
        self.data = data
        var index: [String: UInt32] = [:]
        index.reserveCapacity(data.keys.count)
        var unique = true
        for (i, key) in data.keys.enumerated() where index.updateValue(UInt32(truncatingIfNeeded: i), forKey: key) != nil {
            unique = false
            break
        }
        keyIndex = unique && data.keys.count <= Int(UInt32.max) ? index : nil
        boxes = data.features.map { f in
            var b = DecodedTile.Box(minX: .max, minY: .max, maxX: .min, maxY: .min)
            for p in f.points {
                b.minX = min(b.minX, p.x); b.maxX = max(b.maxX, p.x)
                b.minY = min(b.minY, p.y); b.maxY = max(b.maxY, p.y)
            }
            return b
        }
    }

    /// Feature `i`'s value for `key`, or nil when it has none (the first pair wins if a key repeats).
    func value(ofFeature i: Int, for key: String) -> TileValue? {
        guard let keyIndex else { return data.value(of: data.features[i], for: key) }
        guard let k = keyIndex[key] else { return nil }
        let values = data.values
        return data.features[i].tags.withUnsafeBufferPointer { tags in
            var j = 0
            while j + 1 < tags.count {
                // A pair whose value lies outside the table is skipped, as `VectorTileLayer.value(of:for:)` does.
                if tags[j] == k, Int(tags[j + 1]) < values.count { return values[Int(tags[j + 1])] }
                j += 2
            }
            return nil
        }
    }

    /// About the heap bytes of `keyIndex` for a layer of `keys` keys: Swift's hashed storage of a power
    /// of two buckets at most three quarters full, each a key, a value and a bit.
    static func keyIndexBytes(keys: Int) -> Int {
        guard keys > 0 else { return 0 }
        var buckets = 1
        while buckets * 3 < keys * 4 { buckets *= 2 }
        return SourceTileCache.chunk(64 + buckets * (MemoryLayout<String>.stride + MemoryLayout<UInt32>.stride) + buckets / 8)
    }
}

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

    let tile: VectorTile
    private let layerIndex: [String: Int]
    /// Per layer, per feature.
    let boxes: [[Box]]

    init(_ tile: VectorTile) {
        self.tile = tile
        var index: [String: Int] = [:]
        for (i, layer) in tile.layers.enumerated() where index[layer.name] == nil { index[layer.name] = i }
        layerIndex = index
        boxes = tile.layers.map { layer in
            layer.features.map { f in
                var b = Box(minX: .max, minY: .max, maxX: .min, maxY: .min)
                for p in f.points {
                    b.minX = min(b.minX, p.x); b.maxX = max(b.maxX, p.x)
                    b.minY = min(b.minY, p.y); b.maxY = max(b.maxY, p.y)
                }
                return b
            }
        }
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
    /// `keeps` says the first time and from memory after.
    func features(of sourceLayer: Int, keptBy styleLayer: Int, zoom: Double, _ keeps: (VectorTileFeature) -> Bool) -> [Int32] {
        let key = MatchKey(styleLayer: styleLayer, sourceLayer: sourceLayer, zoom: zoom)
        if let known = matched[key] { return known }
        if matched.count >= Self.matchMemory { matched.removeAll(keepingCapacity: true) }
        var kept: [Int32] = []
        for (i, feature) in tile.layers[sourceLayer].features.enumerated() where keeps(feature) { kept.append(Int32(i)) }
        matched[key] = kept
        return kept
    }
}

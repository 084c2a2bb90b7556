import WhimTiles

/// A decoded vector tile with what drawing a part of it needs: each layer found by name, and each
/// feature's bounding box, so a 256-point view of a larger source tile skips the features outside it
/// before their filters are evaluated.
struct DecodedTile {
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
}

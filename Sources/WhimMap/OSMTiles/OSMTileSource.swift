import WhimGraphics
import WhimTiles

/// An OpenStreetMap extract as one more tile source: vector tiles cut on demand, in the OpenMapTiles
/// schema the shipped tiles and their styles use, from the features its `MapModel` mapped when it was
/// loaded. The renderer, the style and the labels are the same as for any PMTiles or MBTiles file.
///
/// A tile holds the features whose minimum zoom it reaches, found through a spatial index (a tile's cost
/// follows the features near it), clipped to the tile's box plus a buffer (polygons stay closed rings)
/// and quantised to the tile's extent. Zooms 0–14; the map draws zoom 14's tiles larger beyond. A
/// feature's id is its index among the extract's features, the same in every tile. As in OpenMapTiles,
/// a tile's `transportation_name` lines with the same attributes are merged where they meet
/// (`NameLineMerge`), so a street split into many ways is named along its length; a merged line has the
/// id of the first of its features.
/// Immutable: safe to read from any thread.
public final class OSMTileSource: TileSource {
    public let metadata: TileSourceMetadata
    let features: OSMTileFeatures

    /// The tiles' width in their own coordinates.
    public static let extent = 4096
    /// How far a tile's features reach past its edges, in tile coordinates (so lines and outlines drawn
    /// wide are not cut at the seam).
    public static let buffer = 128

    /// The tiles of `model`'s extract.
    public init(model: MapModel) {
        features = model.tileFeatures
        let b = model.bounds
        metadata = TileSourceMetadata(
            minZoom: 0, maxZoom: TileFeatureIndex.deepestLevel,
            bounds: (west: b.minLongitude, south: b.minLatitude, east: b.maxLongitude, north: b.maxLatitude),
            format: .mvt, name: "OpenStreetMap extract", attribution: "© OpenStreetMap contributors",
            vectorLayers: OpenMapTilesSchema.Layer.allCases.map(\.name))
    }

    public func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
        guard id.isValid else { throw .invalidTile(id) }
        var visited = 0
        return MVTEncoder.encode(vectorTile(id, visited: &visited))
    }

    /// Tile `id` decoded (what `tile(_:)` encodes); `visited` grows by the index entries looked at.
    public func vectorTile(_ id: TileID, visited: inout Int) -> VectorTile {
        guard id.isValid else { return VectorTile() }
        let n = Double(1 << id.z)
        let reach = Double(Self.buffer) / Double(Self.extent)
        let worldRect = Rect(x: (Double(id.x) - reach) / n, y: (Double(id.y) - reach) / n,
                             width: (1 + 2 * reach) / n, height: (1 + 2 * reach) / n)
        let pieces = features.pieces(neededBy: id, within: worldRect, visited: &visited)
        var cutter = TileCutter(tile: id, features: features)
        for p in pieces { cutter.add(piece: features.pieces[p]) }
        return cutter.finish()
    }
}

/// Builds one tile from the pieces the index found: clips, quantises, and writes each layer's tables.
private struct TileCutter {
    let features: OSMTileFeatures
    let clipper: TileClipper
    let scale: Double
    let originX: Double, originY: Double
    var layers: [LayerBuilder?] = Array(repeating: nil, count: OpenMapTilesSchema.Layer.allCases.count)
    /// The feature being assembled (a line's pieces come one after another), and its layer.
    var current: (feature: Int32, output: VectorTileFeature)?
    /// The tile's `transportation_name` lines by their attributes, in the order first cut, with the
    /// first feature's id: merged when the tile is finished.
    var nameLines: [[Int32]: (id: UInt64?, lines: [[TilePoint]])] = [:]
    var nameOrder: [[Int32]] = []

    init(tile: TileID, features: OSMTileFeatures) {
        self.features = features
        let extent = Double(OSMTileSource.extent), buffer = Double(OSMTileSource.buffer)
        clipper = TileClipper(box: Rect(x: -buffer, y: -buffer, width: extent + 2 * buffer, height: extent + 2 * buffer))
        scale = Double(1 << tile.z) * extent
        originX = Double(tile.x) * extent
        originY = Double(tile.y) * extent
    }

    func local(_ p: Point) -> Point { Point(x: p.x * scale - originX, y: p.y * scale - originY) }
    static func quantised(_ p: Point) -> TilePoint { TilePoint(x: Int32(p.x.rounded()), y: Int32(p.y.rounded())) }

    mutating func add(piece: OSMTileFeatures.Piece) {
        if let c = current, c.feature != piece.feature { flush() }
        let f = Int(piece.feature)
        // The feature's index in the model is its id: the same feature has the same id in every tile.
        var output = current?.output ?? VectorTileFeature(id: UInt64(f), type: features.types[f], points: [], partStarts: [])
        switch features.types[f] {
        case .point:
            let p = local(features.points[features.points(ofPart: features.parts(of: f).lowerBound).lowerBound])
            let box = clipper.box
            guard p.x >= box.minX, p.x <= box.maxX, p.y >= box.minY, p.y <= box.maxY else { return }
            output.partStarts.append(output.points.count)
            output.points.append(Self.quantised(p))
        case .lineString:
            let slice: [Point]
            if piece.isStretch {
                let (a, b) = features.stretch(piece)
                slice = [local(a), local(b)]
            } else {
                slice = features.points[Int(piece.start)..<Int(piece.end)].map(local)
            }
            for part in clipper.clip(line: slice[...]) {
                var q = Self.deduplicated(part)
                guard q.count >= 2 else { continue }
                // A piece continuing the last part joins it.
                if let last = output.points.last, !output.partStarts.isEmpty, last == q[0] { q.removeFirst() } else {
                    output.partStarts.append(output.points.count)
                }
                output.points.append(contentsOf: q)
            }
        case .polygon:
            var keepsHoles = false
            for part in features.parts(of: f) {
                let ring = features.points[features.points(ofPart: part)]
                let exterior = PolygonRings.signedArea(ring) > 0
                if !exterior && !keepsHoles { continue }
                var q = Self.deduplicated(clipper.clip(ring: ring.map(local)[...]))
                if q.count > 1, q[0] == q[q.count - 1] { q.removeLast() }
                let area = q.count >= 3 ? Self.area(q) : 0
                guard area != 0, (area > 0) == exterior else {
                    if exterior { keepsHoles = false }
                    continue
                }
                if exterior { keepsHoles = true }
                output.partStarts.append(output.points.count)
                output.points.append(contentsOf: q)
            }
        case .unknown:
            break
        }
        current = (piece.feature, output)
    }

    static func deduplicated(_ points: [Point]) -> [TilePoint] {
        var result: [TilePoint] = []
        result.reserveCapacity(points.count)
        for p in points {
            let q = quantised(p)
            if result.last != q { result.append(q) }
        }
        return result
    }

    static func area(_ ring: [TilePoint]) -> Int64 {
        var sum: Int64 = 0
        var previous = ring[ring.count - 1]
        for p in ring {
            sum += Int64(previous.x) * Int64(p.y) - Int64(p.x) * Int64(previous.y)
            previous = p
        }
        return sum
    }

    /// Writes the feature being assembled into its layer, when it kept any geometry.
    mutating func flush() {
        guard let (f, output) = current else { return }
        current = nil
        guard !output.points.isEmpty else { return }
        let layer = features.layers[Int(f)]
        if layer == .transportationName, output.type == .lineString {
            let key = Array(features.attributes(of: Int(f)))
            if nameLines[key] == nil {
                nameLines[key] = (output.id, [])
                nameOrder.append(key)
            }
            for (i, start) in output.partStarts.enumerated() {
                let end = i + 1 < output.partStarts.count ? output.partStarts[i + 1] : output.points.count
                nameLines[key]!.lines.append(Array(output.points[start..<end]))
            }
            return
        }
        add(output, layer: layer, attributes: features.attributes(of: Int(f)))
    }

    private mutating func add(_ output: VectorTileFeature, layer: OpenMapTilesSchema.Layer, attributes: ArraySlice<Int32>) {
        var builder = layers[layer.rawValue] ?? LayerBuilder(name: layer.name)
        builder.add(output, attributes: attributes, table: features.attributes)
        layers[layer.rawValue] = builder
    }

    mutating func finish() -> VectorTile {
        flush()
        for key in nameOrder {
            let (id, lines) = nameLines[key]!
            var merged = VectorTileFeature(id: id, type: .lineString, points: [], partStarts: [])
            for line in NameLineMerge.join(lines) {
                merged.partStarts.append(merged.points.count)
                merged.points.append(contentsOf: line)
            }
            add(merged, layer: .transportationName, attributes: key[...])
        }
        return VectorTile(layers: layers.compactMap { $0?.layer })
    }
}

/// One layer of a tile being cut, with its key and value tables.
private struct LayerBuilder {
    var layer: VectorTileLayer
    private var keyIndex: [String: UInt32] = [:]
    private var valueIndex: [TileValue: UInt32] = [:]
    private var tags: [Int32: (UInt32, UInt32)] = [:]

    init(name: String) { layer = VectorTileLayer(name: name, extent: OSMTileSource.extent) }

    mutating func add(_ feature: VectorTileFeature, attributes: ArraySlice<Int32>, table: [OSMTileFeatures.Attribute]) {
        var feature = feature
        feature.tags.reserveCapacity(attributes.count * 2)
        for a in attributes {
            let pair: (UInt32, UInt32)
            if let known = tags[a] { pair = known } else {
                let attribute = table[Int(a)]
                let k: UInt32, v: UInt32
                if let known = keyIndex[attribute.key] { k = known } else {
                    k = UInt32(layer.keys.count)
                    layer.keys.append(attribute.key)
                    keyIndex[attribute.key] = k
                }
                if let known = valueIndex[attribute.value] { v = known } else {
                    v = UInt32(layer.values.count)
                    layer.values.append(attribute.value)
                    valueIndex[attribute.value] = v
                }
                pair = (k, v)
                tags[a] = pair
            }
            feature.tags.append(pair.0)
            feature.tags.append(pair.1)
        }
        layer.features.append(feature)
    }
}

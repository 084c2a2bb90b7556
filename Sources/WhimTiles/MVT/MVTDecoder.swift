/// Decodes Mapbox Vector Tiles (spec 2.1, with version 1 layers) straight from their bytes.
///
/// Fatal problems (broken encoding, a layer without name or version, a tag index outside the tables, geometry
/// commands that cannot be followed, a limit passed) throw `MVTError`. A problem that spoils only one
/// feature skips that feature and counts it in `VectorTile.skippedFeatures`, so one bad road does not
/// blank a tile. gzip-compressed tiles are inflated first, within `MVTLimits.maxBytes`.
public enum MVTDecoder {
    typealias Reader = WireReader<MVTError>

    /// Decodes `bytes` (raw or gzip-compressed); `tile` only names the tile in errors.
    public static func decode(_ bytes: [UInt8], tile: TileID? = nil, limits: MVTLimits = .standard) throws(MVTError) -> VectorTile {
        do throws(MVTError) {
            guard bytes.count <= limits.maxBytes else { throw MVTError.tooLarge(limit: limits.maxBytes, tile: nil) }
            guard Decompression.isGzip(bytes) else { return try decodeRaw(bytes, limits: limits) }
            let inflated: [UInt8]
            do throws(Decompression.Failure) {
                inflated = try Decompression.inflate(bytes, limit: limits.maxBytes)
            } catch {
                switch error {
                case .overBudget: throw MVTError.tooLarge(limit: limits.maxBytes, tile: nil)
                case let .malformed(detail): throw MVTError.badCompression(detail, tile: nil)
                }
            }
            return try decodeRaw(inflated, limits: limits)
        } catch {
            throw error.naming(tile)
        }
    }

    private static func decodeRaw(_ bytes: [UInt8], limits: MVTLimits) throws(MVTError) -> VectorTile {
        try bytes.withUnsafeBufferPointer { (buffer) throws(MVTError) -> VectorTile in
            var reader = Reader(UnsafeRawBufferPointer(buffer))
            var tile = VectorTile()
            var budget = PointBudget(left: limits.maxPointsPerTile, limit: limits.maxPointsPerTile)
            var names = Set<String>()
            while let (field, wire) = try reader.nextField() {
                guard field == 3 else {
                    try reader.skip(wire)
                    continue
                }
                try reader.expect(wire, .lengthDelimited, field: "Tile.layers")
                guard tile.layers.count < limits.maxLayers else {
                    throw .overLimit("layers", limit: limits.maxLayers, tile: nil)
                }
                var layerReader = try reader.lengthDelimited()
                let (layer, skipped) = try MVTLayerDecoder.decode(&layerReader, limits: limits, budget: &budget)
                tile.skippedFeatures += skipped
                // Two layers of one name break the spec (4.1); the first is kept, the repeat is dropped.
                if names.insert(layer.name).inserted {
                    tile.layers.append(layer)
                } else {
                    tile.skippedFeatures += layer.features.count
                }
            }
            return tile
        }
    }
}

/// The points a tile may still decode (`MVTLimits.maxPointsPerTile`), shared by its layers.
struct PointBudget {
    var left: Int
    let limit: Int

    mutating func spend(_ count: Int) throws(MVTError) {
        guard count <= left else { throw .overLimit("points", limit: limit, tile: nil) }
        left -= count
    }
}

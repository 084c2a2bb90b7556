/// Decodes one Feature message: id, tags, type and geometry. Returns nil for a feature that breaks the
/// spec only for itself (a type code above 3, no geometry, two geometry or tags fields, an odd tag
/// count, or geometry that `MVTGeometryDecoder` finds degenerate), so the caller skips and counts it.
enum MVTFeatureDecoder {
    typealias Reader = WireReader<MVTError>

    /// What a feature needs to know of its layer.
    struct Context {
        var layer: String
        var version: Int
        var keyCount: Int
        var valueCount: Int
    }

    static func decode(_ reader: inout Reader, index: Int, context: Context, budget: inout PointBudget) throws(MVTError)
        -> VectorTileFeature? {
        var id: UInt64?
        var tagReader: Reader?
        // A missing type is UNKNOWN (the proto2 default); fixtures 003 and 016 are the same bytes.
        var rawType: UInt64 = 0
        var geometryReader: Reader?
        var repeated = false
        while let (field, wire) = try reader.nextField() {
            switch field {
            case 1:
                try reader.expect(wire, .varint, field: "Feature.id")
                id = try reader.varint()
            case 2:
                repeated = repeated || tagReader != nil
                tagReader = try reader.packed(wire, field: "Feature.tags")
            case 3:
                try reader.expect(wire, .varint, field: "Feature.type")
                rawType = try reader.varint()
            case 4:
                repeated = repeated || geometryReader != nil
                geometryReader = try reader.packed(wire, field: "Feature.geometry")
            default:
                try reader.skip(wire)
            }
        }
        // Tag indices outside the tables are fatal (the tables and the features disagree), so they are
        // checked even in a feature skipped for another reason.
        var tags: [UInt32] = []
        if var tagReader {
            tags.reserveCapacity(tagReader.varintCount())
            while !tagReader.isAtEnd {
                let tag = try tagReader.varint()
                let size = tags.count % 2 == 0 ? context.keyCount : context.valueCount
                guard tag < UInt64(size) else {
                    throw .badTag(index: tag, tableSize: size, layer: context.layer, feature: index, tile: nil)
                }
                tags.append(UInt32(tag))
            }
        }
        guard !repeated, tags.count % 2 == 0, rawType <= 3, let type = TileGeometryType(rawValue: Int(rawType)),
              let geometryReader else {
            return nil
        }
        var geometry = MVTGeometryDecoder(type: type, version: context.version, layer: context.layer, feature: index)
        guard try geometry.decode(geometryReader, budget: &budget) else { return nil }
        return VectorTileFeature(id: id, type: type, tags: tags, points: geometry.points, partStarts: geometry.partStarts)
    }
}

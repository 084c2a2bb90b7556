/// Decodes one Layer message: its name, version, extent and tables, then its features (which may come
/// before the tables in the encoding, so they are read second).
enum MVTLayerDecoder {
    typealias Reader = WireReader<MVTError>

    /// The layer and the number of its features skipped as broken.
    static func decode(_ reader: inout Reader, limits: MVTLimits, budget: inout PointBudget) throws(MVTError)
        -> (VectorTileLayer, skipped: Int) {
        var name: String?
        var version: UInt64?
        var extent: UInt64 = 4096
        var keys: [String] = []
        var valueReaders: [Reader] = []
        var featureReaders: [Reader] = []
        while let (field, wire) = try reader.nextField() {
            switch field {
            case 1:
                try reader.expect(wire, .lengthDelimited, field: "Layer.name")
                name = try reader.string()
            case 2:
                try reader.expect(wire, .lengthDelimited, field: "Layer.features")
                guard featureReaders.count < limits.maxFeaturesPerLayer else {
                    throw .overLimit("features in a layer", limit: limits.maxFeaturesPerLayer, tile: nil)
                }
                featureReaders.append(try reader.lengthDelimited())
            case 3:
                try reader.expect(wire, .lengthDelimited, field: "Layer.keys")
                keys.append(try reader.string())
            case 4:
                try reader.expect(wire, .lengthDelimited, field: "Layer.values")
                valueReaders.append(try reader.lengthDelimited())
            case 5:
                try reader.expect(wire, .varint, field: "Layer.extent")
                extent = try reader.varint()
            case 15:
                try reader.expect(wire, .varint, field: "Layer.version")
                version = try reader.varint()
            default:
                try reader.skip(wire)
            }
        }
        guard let name else { throw .badLayer("the layer has no name", layer: "", tile: nil) }
        guard let version else { throw .badLayer("the layer has no version", layer: name, tile: nil) }
        guard version == 1 || version == 2 else {
            throw .unsupportedVersion(Int(clamping: version), layer: name, tile: nil)
        }
        guard extent > 0, extent <= UInt64(Int32.max) else {
            throw .badLayer("extent \(extent) is not a positive 32-bit number", layer: name, tile: nil)
        }
        var values: [TileValue] = []
        values.reserveCapacity(valueReaders.count)
        for var valueReader in valueReaders {
            values.append(try value(&valueReader, layer: name))
        }
        var layer = VectorTileLayer(name: name, version: Int(version), extent: Int(extent), keys: keys, values: values)
        layer.features.reserveCapacity(featureReaders.count)
        var skipped = 0
        let context = MVTFeatureDecoder.Context(layer: name, version: Int(version), keyCount: keys.count, valueCount: values.count)
        for index in featureReaders.indices {
            if let feature = try MVTFeatureDecoder.decode(&featureReaders[index], index: index, context: context, budget: &budget) {
                layer.features.append(feature)
            } else {
                skipped += 1
            }
        }
        return (layer, skipped)
    }

    /// One Value message: exactly one of the spec's seven fields, each with its own wire type. Anything
    /// else (an unknown field, a wrong wire type, none or two values) is fatal, as the spec's fixtures ask.
    private static func value(_ reader: inout Reader, layer: String) throws(MVTError) -> TileValue {
        var result: TileValue?
        while let (field, wire) = try reader.nextField() {
            let decoded: TileValue
            switch (field, wire) {
            case (1, .lengthDelimited): decoded = .string(try reader.string())
            case (2, .fixed32): decoded = .double(Double(Float(bitPattern: try reader.fixed32())))
            case (3, .fixed64): decoded = .double(Double(bitPattern: try reader.fixed64()))
            case (4, .varint): decoded = .int(try reader.int64())
            case (5, .varint): decoded = .uint(try reader.varint())
            case (6, .varint): decoded = .int(try reader.sint64())
            case (7, .varint): decoded = .bool(try reader.varint() != 0)
            case (1...7, _):
                throw .badLayer("value field \(field) has the wrong wire type \(wire.rawValue)", layer: layer, tile: nil)
            default:
                throw .badLayer("a value has field \(field), which is none of the spec's seven kinds", layer: layer, tile: nil)
            }
            guard result == nil else { throw .badLayer("a value holds more than one value", layer: layer, tile: nil) }
            result = decoded
        }
        guard let result else { throw .badLayer("a value is empty", layer: layer, tile: nil) }
        return result
    }
}

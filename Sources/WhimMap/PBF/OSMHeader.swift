/// The `OSMHeader` block of a PBF file.
public struct OSMHeader: Sendable, Equatable {
    /// The extract's bounding box, when the file declares one.
    public var bounds: GeoBounds?
    /// Features a reader must support (`OsmSchema-V0.6`, `DenseNodes`, …).
    public var requiredFeatures: [String] = []
    /// Features a reader may use (`LocationsOnWays`, `Sort.Type_then_ID`, …).
    public var optionalFeatures: [String] = []
    /// The program that wrote the file.
    public var writingProgram: String?
    /// Where the data came from, as the writer says.
    public var source: String?
    /// Seconds since 1970 of the replication state, when declared.
    public var replicationTimestamp: Int64?

    /// An empty header.
    public init() {}

    /// Features this reader understands when a file requires them.
    public static let supportedFeatures: Set<String> = [
        "OsmSchema-V0.6", "DenseNodes", "LocationsOnWays", "Sort.Type_then_ID", "Sort.Geographic",
    ]

    /// Decodes a HeaderBlock message.
    static func decode(_ reader: inout PBFReader) throws(PBFError) -> OSMHeader {
        var header = OSMHeader()
        while let (field, wire) = try reader.nextField() {
            switch field {
            case 1:
                try reader.expect(wire, .lengthDelimited, field: "HeaderBlock.bbox")
                var box = try reader.lengthDelimited()
                var left: Int64 = 0, right: Int64 = 0, top: Int64 = 0, bottom: Int64 = 0
                while let (boxField, boxWire) = try box.nextField() {
                    guard boxWire == .varint else { try box.skip(boxWire); continue }
                    switch boxField {
                    case 1: left = try box.sint64()
                    case 2: right = try box.sint64()
                    case 3: top = try box.sint64()
                    case 4: bottom = try box.sint64()
                    default: _ = try box.varint()
                    }
                }
                header.bounds = GeoBounds(minLatitude: Double(bottom) * 1e-9, maxLatitude: Double(top) * 1e-9,
                                          minLongitude: Double(left) * 1e-9, maxLongitude: Double(right) * 1e-9)
            case 4:
                try reader.expect(wire, .lengthDelimited, field: "HeaderBlock.required_features")
                header.requiredFeatures.append(try reader.string())
            case 5:
                try reader.expect(wire, .lengthDelimited, field: "HeaderBlock.optional_features")
                header.optionalFeatures.append(try reader.string())
            case 16:
                try reader.expect(wire, .lengthDelimited, field: "HeaderBlock.writingprogram")
                header.writingProgram = try reader.string()
            case 17:
                try reader.expect(wire, .lengthDelimited, field: "HeaderBlock.source")
                header.source = try reader.string()
            case 32:
                try reader.expect(wire, .varint, field: "HeaderBlock.osmosis_replication_timestamp")
                header.replicationTimestamp = try reader.int64()
            default:
                try reader.skip(wire)
            }
        }
        for feature in header.requiredFeatures where !supportedFeatures.contains(feature) {
            throw .unsupportedFeature(feature)
        }
        return header
    }
}

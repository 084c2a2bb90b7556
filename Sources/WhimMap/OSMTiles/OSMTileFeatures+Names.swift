import WhimGraphics
import WhimTiles

extension OSMTileFeatures {
    /// One named line of the `transportation_name` layer: a road, path or rail with a name.
    public struct NamedLine: Sendable {
        /// The name (`name`).
        public var name: String
        /// The OpenMapTiles `class`: `motorway`, `trunk`, `primary`, … `minor`, `service`, `path`, `rail`, …
        public var roadClass: String
        /// The middle point of the line's first part, in world units.
        public var middle: Point

        /// The road classes, major first (rails and ferries are not streets).
        public static let streetClasses = ["motorway", "trunk", "primary", "secondary", "tertiary", "minor", "busway", "service",
                                           "track", "raceway", "path"]

        /// Where the line's class stands among `streetClasses` (major first); nil when it is not a street.
        public var streetRank: Int? { Self.streetClasses.firstIndex(of: roadClass) }
    }

    /// Every named line of the `transportation_name` layer, in the order the extract lists them.
    public var namedLines: [NamedLine] {
        var result: [NamedLine] = []
        for f in 0..<count where layers[f] == .transportationName && types[f] == .lineString {
            guard let part = parts(of: f).first else { continue }
            let range = points(ofPart: part)
            guard !range.isEmpty, let name = string("name", of: f), !name.isEmpty else { continue }
            result.append(NamedLine(name: name, roadClass: string("class", of: f) ?? "", middle: points[range.lowerBound + range.count / 2]))
        }
        return result
    }

    /// The number of features in each layer with any, by the layer's name in a tile.
    public var featureCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for layer in layers { counts[layer.name, default: 0] += 1 }
        return counts
    }

    /// The names of the schema's layers in the order a tile lists them.
    public static var layerNames: [String] { OpenMapTilesSchema.Layer.allCases.map(\.name) }

    /// Feature `f`'s string attribute `key`, if it has one.
    func string(_ key: String, of f: Int) -> String? {
        for ref in attributes(of: f) {
            let attribute = attributes[Int(ref)]
            if attribute.key == key, case .string(let value) = attribute.value { return value }
        }
        return nil
    }
}

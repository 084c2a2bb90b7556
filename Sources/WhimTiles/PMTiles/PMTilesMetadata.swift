import Foundation

/// The parts of a PMTiles archive's JSON metadata the map uses (name, attribution, vector layers), and
/// the JSON the writer stores.
enum PMTilesMetadata {
    /// Reads `json` into `metadata`; fields that are missing or of another type are left as they are.
    static func read(_ json: [UInt8], into metadata: inout TileSourceMetadata, path: String) throws(TileSourceError) {
        guard !json.isEmpty else { return }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(json))
        } catch {
            throw .corrupt(path: path, detail: "the metadata is not JSON")
        }
        guard let fields = object as? [String: Any] else {
            throw .corrupt(path: path, detail: "the metadata is not a JSON object")
        }
        if let name = fields["name"] as? String { metadata.name = name }
        if let attribution = fields["attribution"] as? String { metadata.attribution = attribution }
        if let layers = fields["vector_layers"] as? [[String: Any]] {
            metadata.vectorLayers = layers.compactMap { $0["id"] as? String }
        }
    }

    /// The JSON for `metadata`: name, attribution and vector_layers (ids with no fields listed).
    static func json(_ metadata: TileSourceMetadata) -> [UInt8] {
        let object: [String: Any] = [
            "name": metadata.name,
            "attribution": metadata.attribution,
            "vector_layers": metadata.vectorLayers.map { ["id": $0, "fields": [String: String]()] as [String: Any] },
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return [UInt8](data)
    }
}

import Foundation

/// The MBTiles `metadata` table (name/value text rows, MBTiles 1.3) read into `TileSourceMetadata`, and
/// written back from it. Numbers that do not parse are errors, not zeros: a style placed at a wrong zoom
/// or bounds fails quietly, so the file is refused instead.
enum MBTilesMetadata {
    /// Metadata from the table's rows. `zoomsOfTiles` supplies the zoom range when the table has no
    /// minzoom/maxzoom (it is asked only then, as it queries the tiles).
    static func parse(_ rows: [String: String], path: String,
                      zoomsOfTiles: () throws(TileSourceError) -> ClosedRange<Int>) throws(TileSourceError) -> TileSourceMetadata {
        func numbers(_ key: String, _ shape: String, count: ClosedRange<Int>) throws(TileSourceError) -> [Double]? {
            guard let text = rows[key] else { return nil }
            let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard count.contains(parts.count), parts.allSatisfy({ $0?.isFinite == true }) else {
                throw .corrupt(path: path, detail: "metadata \(key) is not numbers \(shape): \"\(text)\"")
            }
            return parts.map { $0! }
        }
        func zoom(_ key: String) throws(TileSourceError) -> Int? {
            guard let text = rows[key] else { return nil }
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), (0...TileID.maxZoom).contains(value) else {
                throw .corrupt(path: path, detail: "metadata \(key) is not a zoom from 0 to \(TileID.maxZoom): \"\(text)\"")
            }
            return value
        }

        let layers = try vectorLayers(rows["json"], path: path)
        var metadata = TileSourceMetadata(minZoom: 0, maxZoom: 0, format: format(rows["format"], hasLayers: !layers.isEmpty),
                                          name: rows["name"] ?? "", attribution: rows["attribution"] ?? "", vectorLayers: layers)
        if let b = try numbers("bounds", "west,south,east,north", count: 4...4) { metadata.bounds = (b[0], b[1], b[2], b[3]) }
        // Some writers leave out the centre's zoom.
        if let c = try numbers("center", "longitude,latitude[,zoom]", count: 2...3) { metadata.center = (c[0], c[1], c.count > 2 ? c[2] : 0) }
        let minZoom = try zoom("minzoom")
        let maxZoom = try zoom("maxzoom")
        if let minZoom, let maxZoom {
            guard minZoom <= maxZoom else { throw .corrupt(path: path, detail: "metadata minzoom \(minZoom) is above maxzoom \(maxZoom)") }
            metadata.minZoom = minZoom
            metadata.maxZoom = maxZoom
        } else {
            let zooms = try zoomsOfTiles()
            metadata.minZoom = minZoom ?? zooms.lowerBound
            metadata.maxZoom = max(maxZoom ?? zooms.upperBound, metadata.minZoom)
        }
        return metadata
    }

    /// The rows that describe `metadata`, for a writer.
    static func rows(for metadata: TileSourceMetadata) -> [(name: String, value: String)] {
        var rows: [(String, String)] = [
            ("name", metadata.name),
            ("format", metadata.format == .mvt ? "pbf" : metadata.format.rawValue),
            ("minzoom", String(metadata.minZoom)),
            ("maxzoom", String(metadata.maxZoom)),
            ("attribution", metadata.attribution),
        ]
        if let b = metadata.bounds { rows.append(("bounds", "\(b.west),\(b.south),\(b.east),\(b.north)")) }
        if let c = metadata.center { rows.append(("center", "\(c.longitude),\(c.latitude),\(c.zoom)")) }
        if !metadata.vectorLayers.isEmpty {
            let layers: [[String: Any]] = metadata.vectorLayers.map { ["id": $0, "fields": [String: String]()] }
            if let json = try? JSONSerialization.data(withJSONObject: ["vector_layers": layers], options: [.sortedKeys]) {
                rows.append(("json", String(decoding: json, as: UTF8.self)))
            }
        }
        return rows
    }

    /// The format named by the `format` row; without one, vector when layers are listed.
    private static func format(_ name: String?, hasLayers: Bool) -> TileFormat {
        switch name?.lowercased() {
        case "pbf", "mvt": .mvt
        case "png": .png
        case "jpg", "jpeg": .jpeg
        case "webp": .webp
        case "avif": .avif
        case nil: hasLayers ? .mvt : .unknown
        default: .unknown
        }
    }

    /// The ids of the `json` row's `vector_layers`, in order.
    private static func vectorLayers(_ json: String?, path: String) throws(TileSourceError) -> [String] {
        guard let json else { return [] }
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw .corrupt(path: path, detail: "metadata json is not a JSON object")
        }
        guard let layers = object["vector_layers"] else { return [] }
        guard let list = layers as? [[String: Any]] else {
            throw .corrupt(path: path, detail: "metadata json's vector_layers is not a list of layers")
        }
        return list.compactMap { $0["id"] as? String }
    }
}

import Foundation
import WhimTiles

/// A TileJSON document (https://github.com/mapbox/tilejson-spec): where a server's tiles are (the first
/// of `tiles`, resolved against the document's URL) and what they cover.
public struct TileJSON: Sendable {
    public var template: TileURLTemplate
    public var metadata: TileSourceMetadata

    /// Parses `json` fetched from `url`; throws `corrupt` naming the URL for anything but a TileJSON
    /// object with at least one tile URL template.
    public init(_ json: [UInt8], url: String) throws(TileSourceError) {
        let object = try? JSONSerialization.jsonObject(with: Data(json))
        guard let fields = object as? [String: Any] else { throw .corrupt(path: url, detail: "not a TileJSON object") }
        guard let tiles = fields["tiles"] as? [String], let first = tiles.first else {
            throw .corrupt(path: url, detail: "TileJSON without a \"tiles\" URL")
        }
        let resolved = URL(string: first, relativeTo: URL(string: url))?.absoluteString.removingPercentEncoding ?? first
        guard let template = TileURLTemplate(resolved) else {
            throw .corrupt(path: url, detail: "the tile URL \(first) is not an http(s) URL with {z}, {x} and {y}")
        }
        self.template = template
        func number(_ key: String) -> Double? { (fields[key] as? NSNumber)?.doubleValue }
        let minZoom = number("minzoom").map { Int($0) } ?? 0
        let maxZoom = number("maxzoom").map { Int($0) } ?? 22
        guard 0 <= minZoom, minZoom <= maxZoom, maxZoom <= TileID.maxZoom else {
            throw .corrupt(path: url, detail: "zooms \(minZoom)-\(maxZoom) are not within 0-\(TileID.maxZoom)")
        }
        var metadata = TileSourceMetadata(minZoom: minZoom, maxZoom: maxZoom)
        if let b = (fields["bounds"] as? [NSNumber])?.map(\.doubleValue), b.count == 4 {
            metadata.bounds = (west: b[0], south: b[1], east: b[2], north: b[3])
        }
        if let c = (fields["center"] as? [NSNumber])?.map(\.doubleValue), c.count == 3 {
            metadata.center = (longitude: c[0], latitude: c[1], zoom: c[2])
        }
        try metadata.read(json: json, path: url)
        self.metadata = metadata
    }
}

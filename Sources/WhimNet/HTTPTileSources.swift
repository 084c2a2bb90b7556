import WhimTiles

/// Opens a tile source a user names by URL: a PMTiles archive (`….pmtiles`, read by range requests), a
/// URL template with `{z}`, `{x}` and `{y}`, or otherwise a TileJSON document.
public enum HTTPTileSources {
    /// True for the http(s) URLs `open` takes (any other map is a local file).
    public static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    /// The source at `url`, keeping what it fetches in `cache` (nil for none); throws a `TileSourceError`
    /// naming the URL when it cannot be reached or read.
    public static func open(_ url: String, client: HTTPClient, limits: HTTPLimits = .standard,
                            cache: DiskTileCache? = nil) throws(TileSourceError) -> any TileSource {
        guard isURL(url) else { throw .unreadable(path: url, reason: "not an http:// or https:// URL") }
        if let template = TileURLTemplate(url) {
            return HTTPTileSource(template: template, metadata: TileSourceMetadata(minZoom: 0, maxZoom: 14), client: client, limits: limits,
                                  cache: cache)
        }
        let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        if path.lowercased().hasSuffix(".pmtiles") {
            let archive = try PMTilesArchive(bytes: HTTPArchiveBytes(url: url, client: client, limits: limits, cache: cache))
            return HTTPPMTilesSource(archive: archive, network: client.network)
        }
        let document: HTTPResponse
        do { document = try client.fetch(HTTPRequest(url: url, limits: limits)) } catch { throw error.tileSourceError(tile: nil) }
        let tileJSON = try TileJSON(document.body, url: document.finalURL)
        return HTTPTileSource(template: tileJSON.template, metadata: tileJSON.metadata, client: client, limits: limits, cache: cache)
    }
}

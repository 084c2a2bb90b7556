import WhimTiles

/// Tiles from a tile server by URL template (`https://host/{z}/{x}/{y}.pbf`), described by its TileJSON
/// or by defaults. Each tile is one request on the calling thread (the tile worker's), retried by the
/// client's policy; 404 and 204 mean "no tile here". Tiles stored gzipped without saying so
/// (`Content-Encoding` absent) are inflated too.
public final class HTTPTileSource: TileSource {
    public let metadata: TileSourceMetadata
    public let template: TileURLTemplate
    private let client: HTTPClient
    private let limits: HTTPLimits

    /// A source over `template` with `metadata` (zooms outside it are not asked for).
    public init(template: TileURLTemplate, metadata: TileSourceMetadata, client: HTTPClient, limits: HTTPLimits = .standard) {
        self.template = template
        self.metadata = metadata
        self.client = client
        self.limits = limits
    }

    public func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
        guard id.isValid else { throw .invalidTile(id) }
        guard (metadata.minZoom ... metadata.maxZoom).contains(id.z) else { return nil }
        let url = template.url(for: id)
        let response: HTTPResponse
        do {
            response = try client.fetch(HTTPRequest(url: url, limits: limits))
        } catch .status(_, 404) {
            return nil
        } catch {
            throw error.tileSourceError(tile: id)
        }
        if response.status == 204 || response.body.isEmpty { return nil }
        guard Decompression.isGzip(response.body) else { return response.body }
        do throws(Decompression.Failure) {
            return try Decompression.inflate(response.body, limit: limits.maxBodyBytes)
        } catch .overBudget {
            throw .tooLarge(path: url, tile: id, bytes: limits.maxBodyBytes + 1, limit: limits.maxBodyBytes)
        } catch {
            throw .corrupt(path: url, detail: "tile \(id) does not inflate: \(error)")
        }
    }
}

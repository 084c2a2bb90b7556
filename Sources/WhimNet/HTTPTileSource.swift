import WhimTiles

/// Tiles from a tile server by URL template (`https://host/{z}/{x}/{y}.pbf`), described by its TileJSON
/// or by defaults. Each tile is one request on the calling thread (the tile worker's), retried by the
/// client's policy; 404 and 204 mean "no tile here". Tiles stored gzipped without saying so
/// (`Content-Encoding` absent) are inflated too.
///
/// With a disk cache, a tile held there is used without asking while the server's `Cache-Control:
/// max-age` says it is fresh, revalidated after that (a 304 costs no body, and renews the freshness) and,
/// when the network is away, served as it is.
public final class HTTPTileSource: NetworkTileSource {
    public let metadata: TileSourceMetadata
    public let template: TileURLTemplate
    private let client: HTTPClient
    private let limits: HTTPLimits
    private let cache: DiskTileCache?

    /// Whether the network answers this source's client.
    public var network: NetworkStatus { client.network }

    /// A source over `template` with `metadata` (zooms outside it are not asked for), keeping what it
    /// fetches in `cache`.
    public init(template: TileURLTemplate, metadata: TileSourceMetadata, client: HTTPClient, limits: HTTPLimits = .standard,
                cache: DiskTileCache? = nil) {
        self.template = template
        self.metadata = metadata
        self.client = client
        self.limits = limits
        self.cache = cache
    }

    /// The disk cache's key of the tile at `url`.
    static func cacheKey(_ url: String) -> String { "tile " + url }

    public func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
        guard id.isValid else { throw .invalidTile(id) }
        guard (metadata.minZoom ... metadata.maxZoom).contains(id.z) else { return nil }
        let url = template.url(for: id)
        let key = Self.cacheKey(url)
        let held = cache?.entry(for: key)
        let body: [UInt8]
        do {
            if let cache, let held, cache.isFresh(held) {
                body = held.body
            } else {
                let response = try client.fetch(HTTPRequest(url: url, validators: held?.validators.nonEmpty, limits: limits))
                let freshUntil = cache?.freshUntil(seconds: response.maxAge)
                if response.isNotModified, let held {
                    body = held.body
                    if freshUntil != nil || held.freshUntil != nil {
                        cache?.store(DiskTileCache.Entry(body: held.body, validators: response.validators.nonEmpty ?? held.validators,
                                                         freshUntil: freshUntil), for: key)
                    }
                } else {
                    body = response.status == 204 ? [] : response.body
                    cache?.store(DiskTileCache.Entry(body: body, validators: response.validators, freshUntil: freshUntil), for: key)
                }
            }
        } catch .status(_, 404) {
            cache?.remove(key)
            return nil
        } catch {
            guard error.meansOffline, let held else { throw error.tileSourceError(tile: id) }
            body = held.body
        }
        if body.isEmpty { return nil }
        guard Decompression.isGzip(body) else { return body }
        do throws(Decompression.Failure) {
            return try Decompression.inflate(body, limit: limits.maxBodyBytes)
        } catch .overBudget {
            throw .tooLarge(path: url, tile: id, bytes: limits.maxBodyBytes + 1, limit: limits.maxBodyBytes)
        } catch {
            throw .corrupt(path: url, detail: "tile \(id) does not inflate: \(error)")
        }
    }
}

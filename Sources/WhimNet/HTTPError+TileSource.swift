import WhimTiles

extension HTTPError {
    /// The failure as a tile source reports it: over the budget is `tooLarge`, anything else `unreadable`,
    /// naming the URL.
    func tileSourceError(tile: TileID?) -> TileSourceError {
        switch self {
        case let .tooLarge(url, limit): .tooLarge(path: url, tile: tile, bytes: limit + 1, limit: limit)
        case let .badURL(url), let .connection(url, _), let .tls(url, _), let .timedOut(url), let .truncated(url),
             let .tooManyRedirects(url, _), let .badEncoding(url), let .status(url, _), let .cancelled(url):
            .unreadable(path: url, reason: String(description.dropFirst(url.count + 2)))
        }
    }
}

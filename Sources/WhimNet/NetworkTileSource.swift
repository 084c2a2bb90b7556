import WhimTiles

/// A tile source whose tiles come over the network, with the status of the client fetching them: what
/// the map shows as offline, and when it draws again what it drew without the network.
public protocol NetworkTileSource: TileSource {
    var network: NetworkStatus { get }
}

/// A PMTiles archive on a server (its bytes read by `HTTPArchiveBytes`) as a network tile source.
public final class HTTPPMTilesSource: NetworkTileSource {
    public let archive: PMTilesArchive
    public let network: NetworkStatus

    public init(archive: PMTilesArchive, network: NetworkStatus) {
        self.archive = archive
        self.network = network
    }

    public var metadata: TileSourceMetadata { archive.metadata }

    public func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? { try archive.tile(id) }
}

import WhimTiles

/// A tile source whose tiles come over the network, with the status of the client fetching them: what
/// the map shows as offline, and when it draws again what it drew without the network.
public protocol NetworkTileSource: TileSource {
    var network: NetworkStatus { get }
}

/// A PMTiles archive on a server (its bytes read by `HTTPArchiveBytes`) as a network tile source.
public final class HTTPPMTilesSource: NetworkTileSource {
    /// The archive, read over HTTP.
    public let archive: PMTilesArchive
    /// The status of the client reading it.
    public let network: NetworkStatus

    /// `archive` read by a client whose status is `network`.
    public init(archive: PMTilesArchive, network: NetworkStatus) {
        self.archive = archive
        self.network = network
    }

    /// The archive's metadata.
    public var metadata: TileSourceMetadata { archive.metadata }

    /// The archive's tile `id`.
    public func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? { try archive.tile(id) }
}

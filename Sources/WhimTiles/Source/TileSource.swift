/// Encoded tiles by z/x/y: a PMTiles archive, an MBTiles file, (later) a server. The map's pipeline
/// starts here; it never learns which kind of source it reads.
///
/// A source is read from the tile worker's thread, and may be read from several threads at once: every
/// conforming type is safe to call concurrently.
public protocol TileSource: AnyObject, Sendable {
    /// What the source says about itself, read once when it was opened.
    var metadata: TileSourceMetadata { get }

    /// The tile's bytes with any transfer compression (gzip) removed, or nil where the source has no tile.
    /// Throws when the source is damaged or the tile breaks a limit; never crashes, never hangs.
    func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]?
}

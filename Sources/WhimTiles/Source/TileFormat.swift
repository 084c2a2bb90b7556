/// What a source's tiles are encoded as.
public enum TileFormat: String, Sendable, Hashable {
    /// Mapbox Vector Tiles (protocol buffers), the only format the map renders.
    case mvt
    case png
    case jpeg
    case webp
    case avif
    /// A format the source names but this library does not know.
    case unknown
}

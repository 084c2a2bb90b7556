/// How a PMTiles archive compresses its directories and metadata (internal compression) or its tiles
/// (tile compression); the raw values are the header's.
public enum PMTilesCompression: UInt8, Sendable, Hashable {
    case unknown = 0
    case none = 1
    case gzip = 2
    case brotli = 3
    case zstd = 4

    /// The name used in error messages.
    var name: String {
        switch self {
        case .unknown: "unknown"
        case .none: "none"
        case .gzip: "gzip"
        case .brotli: "brotli"
        case .zstd: "zstd"
        }
    }
}

/// Why a vector tile could not be decoded at all. Problems that spoil a single feature are not errors:
/// the feature is skipped and counted in `VectorTile.skippedFeatures`. Each case names the tile when the
/// caller gave one, and the layer and feature where there is one.
public enum MVTError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The tile's bytes, as given or inflated, exceed `MVTLimits.maxBytes`.
    case tooLarge(limit: Int, tile: TileID?)
    /// The tile is gzip-compressed but the stream is damaged.
    case badCompression(String, tile: TileID?)
    /// The protocol-buffer encoding is broken: a length past the end, a field of the wrong wire type.
    case malformed(String, tile: TileID?)
    /// A layer breaks the spec: no name, no version, a bad extent, a value that is not exactly one of the
    /// seven kinds.
    case badLayer(String, layer: String, tile: TileID?)
    /// A layer's version is neither 1 nor 2.
    case unsupportedVersion(Int, layer: String, tile: TileID?)
    /// A feature's tags name a key or value past the end of the layer's tables.
    case badTag(index: UInt64, tableSize: Int, layer: String, feature: Int, tile: TileID?)
    /// A feature's geometry commands cannot be followed: an unknown command, a command where it cannot
    /// be, a count larger than the parameters that follow it.
    case badGeometry(String, layer: String, feature: Int, tile: TileID?)
    /// The tile holds more layers, features or points than `MVTLimits` allows.
    case overLimit(String, limit: Int, tile: TileID?)

    /// The tile named, if the caller gave one.
    public var tile: TileID? {
        switch self {
        case let .tooLarge(_, tile), let .badCompression(_, tile), let .malformed(_, tile), let .badLayer(_, _, tile),
             let .unsupportedVersion(_, _, tile), let .badTag(_, _, _, _, tile), let .badGeometry(_, _, _, tile),
             let .overLimit(_, _, tile):
            tile
        }
    }

    /// The same error naming `tile`.
    func naming(_ tile: TileID?) -> MVTError {
        switch self {
        case let .tooLarge(limit, _): .tooLarge(limit: limit, tile: tile)
        case let .badCompression(detail, _): .badCompression(detail, tile: tile)
        case let .malformed(detail, _): .malformed(detail, tile: tile)
        case let .badLayer(detail, layer, _): .badLayer(detail, layer: layer, tile: tile)
        case let .unsupportedVersion(version, layer, _): .unsupportedVersion(version, layer: layer, tile: tile)
        case let .badTag(index, size, layer, feature, _):
            .badTag(index: index, tableSize: size, layer: layer, feature: feature, tile: tile)
        case let .badGeometry(detail, layer, feature, _): .badGeometry(detail, layer: layer, feature: feature, tile: tile)
        case let .overLimit(what, limit, _): .overLimit(what, limit: limit, tile: tile)
        }
    }

    public var description: String {
        let prefix = tile.map { "vector tile \($0)" } ?? "vector tile"
        switch self {
        case let .tooLarge(limit, _):
            return "\(prefix): more than \(limit) bytes"
        case let .badCompression(detail, _):
            return "\(prefix): the gzip data is damaged: \(detail)"
        case let .malformed(detail, _):
            return "\(prefix): broken protocol-buffer encoding: \(detail)"
        case let .badLayer(detail, layer, _):
            return "\(prefix), layer \(String(layer.prefix(60)).debugDescription): \(detail)"
        case let .unsupportedVersion(version, layer, _):
            return "\(prefix), layer \(String(layer.prefix(60)).debugDescription): version \(version) is not 1 or 2"
        case let .badTag(index, size, layer, feature, _):
            return "\(prefix), layer \(String(layer.prefix(60)).debugDescription), feature \(feature): tag index \(index) is outside its table of \(size)"
        case let .badGeometry(detail, layer, feature, _):
            return "\(prefix), layer \(String(layer.prefix(60)).debugDescription), feature \(feature): \(detail)"
        case let .overLimit(what, limit, _):
            return "\(prefix): more than \(limit) \(what)"
        }
    }
}

extension MVTError: WireFailure {
    package static func wire(_ problem: WireError, origin: Int) -> MVTError { .malformed(problem.detail, tile: nil) }
}

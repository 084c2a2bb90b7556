import WhimTiles

/// A tile server's URL pattern with `{z}`, `{x}` and `{y}` (or `{-y}` for TMS rows counted from the
/// south) standing for the tile's address.
public struct TileURLTemplate: Sendable, Hashable {
    public let pattern: String

    /// The template, or nil when `pattern` is not an http(s) URL with all of `{z}`, `{x}` and `{y}`/`{-y}`.
    public init?(_ pattern: String) {
        let lower = pattern.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), pattern.contains("{z}"), pattern.contains("{x}"),
              pattern.contains("{y}") || pattern.contains("{-y}") else { return nil }
        self.pattern = pattern
    }

    /// The URL of tile `id`.
    public func url(for id: TileID) -> String {
        pattern.replacingAll("{z}", with: String(id.z)).replacingAll("{x}", with: String(id.x))
            .replacingAll("{y}", with: String(id.y)).replacingAll("{-y}", with: String((1 << id.z) - 1 - id.y))
    }
}

extension String {
    /// The string with every `target` replaced by `replacement`.
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

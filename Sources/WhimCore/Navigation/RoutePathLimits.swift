/// The bounds a path must keep before it is parsed at all, so a hostile link (a megabyte of segments)
/// fails at once and cheaply.
public struct RoutePathLimits: Sendable, Hashable {
    /// Maximum length of the whole link in UTF-8 bytes.
    public var maxBytes: Int
    /// Maximum number of segments.
    public var maxSegments: Int

    /// Limits of `maxBytes` bytes and `maxSegments` segments per path.
    public init(maxBytes: Int = 2048, maxSegments: Int = 32) {
        self.maxBytes = maxBytes
        self.maxSegments = maxSegments
    }
}

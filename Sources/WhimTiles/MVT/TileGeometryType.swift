/// What a feature's geometry describes (MVT spec 4.3.4): the number on the wire is the raw value.
public enum TileGeometryType: Int, Sendable {
    /// Allowed by the spec and kept, but a renderer has nothing to draw for it.
    case unknown = 0
    case point = 1
    case lineString = 2
    case polygon = 3
}

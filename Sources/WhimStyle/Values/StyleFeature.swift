/// The geometry of a feature as a style sees it (`$type` and `geometry-type`).
public enum StyleGeometryType: String, Sendable, Hashable {
    /// Points and multipoints.
    case point = "Point"
    /// Lines and multilines.
    case lineString = "LineString"
    /// Polygons and multipolygons.
    case polygon = "Polygon"
    /// A geometry of no known type.
    case unknown = "Unknown"
}

/// What a style asks of a feature; the renderer adapts its tile features to this, so this module needs no
/// tile decoder.
public protocol StyleFeature {
    /// The feature's geometry type.
    var geometryType: StyleGeometryType { get }
    /// The feature's id (a number for MVT features), or nil if it has none.
    var featureID: StyleValue? { get }
    /// The property named `key`, or nil if the feature has none.
    func property(_ key: String) -> StyleValue?
}

/// A feature made of plain values: for tests, tools, and evaluating zoom-only properties.
public struct StaticFeature: StyleFeature, Sendable {
    /// The geometry type.
    public var geometryType: StyleGeometryType
    /// The id, if any.
    public var featureID: StyleValue?
    /// The properties by name.
    public var properties: [String: StyleValue]

    /// A feature of `type` with `properties` and an optional id.
    public init(_ type: StyleGeometryType = .unknown, id: StyleValue? = nil, _ properties: [String: StyleValue] = [:]) {
        self.geometryType = type
        self.featureID = id
        self.properties = properties
    }

    /// The property named `key`.
    public func property(_ key: String) -> StyleValue? { properties[key] }

    /// A feature with no properties: what zoom-only evaluation sees.
    public static let empty = StaticFeature()
}

import WhimStyle
import WhimTiles

/// A vector tile's feature as a style sees it: its properties read from the layer's tables on demand, so
/// a filter that looks at one key converts one value, not the feature's whole property list.
struct StyledTileFeature: StyleFeature {
    let layer: VectorTileLayer
    let feature: VectorTileFeature

    var geometryType: StyleGeometryType {
        switch feature.type {
        case .point: .point
        case .lineString: .lineString
        case .polygon: .polygon
        case .unknown: .unknown
        }
    }

    var featureID: StyleValue? { feature.id.map { .number(Double($0)) } }

    func property(_ key: String) -> StyleValue? {
        layer.value(of: feature, for: key).map(Self.styleValue)
    }

    /// A tile value as a style value (every number a Double, as the style spec's expressions see them).
    static func styleValue(_ value: TileValue) -> StyleValue {
        switch value {
        case let .string(s): .string(s)
        case let .bool(b): .bool(b)
        case .double, .int, .uint: .number(value.number ?? 0)
        }
    }
}

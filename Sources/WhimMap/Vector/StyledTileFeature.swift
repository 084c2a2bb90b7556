import WhimStyle
import WhimTiles

/// A vector tile's feature as a style sees it: its properties read from the layer's tables on demand, so
/// a filter that looks at one key converts one value, not the feature's whole property list. Two words
/// (the shared layer and an index): making one copies nothing, and it fits an existential inline.
struct StyledTileFeature: StyleFeature {
    let layer: DecodedLayer
    let index: Int

    var geometryType: StyleGeometryType {
        switch layer.data.features[index].type {
        case .point: .point
        case .lineString: .lineString
        case .polygon: .polygon
        case .unknown: .unknown
        }
    }

    var featureID: StyleValue? { layer.data.features[index].id.map { .number(Double($0)) } }

    func property(_ key: String) -> StyleValue? {
        layer.value(ofFeature: index, for: key).map(Self.styleValue)
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

/// A paint or layout property this module evaluates, with its value kind, default and the layer type it
/// belongs to. Its raw value indexes each layer's property table, so a lookup is an array access.
public enum StyleProperty: Int, CaseIterable, Sendable {
    case backgroundColor, backgroundOpacity
    case fillColor, fillOpacity, fillOutlineColor, fillAntialias
    case lineColor, lineWidth, lineOpacity, lineGapWidth, lineOffset, lineDasharray
    case lineCap, lineJoin, lineMiterLimit, lineRoundLimit
    case circleRadius, circleColor, circleOpacity, circleStrokeWidth, circleStrokeColor, circleStrokeOpacity
    case symbolPlacement, symbolSpacing, symbolSortKey
    case textField, textFont, textSize, textMaxWidth, textLineHeight, textTransform, textLetterSpacing, textOffset
    case textAnchor, textJustify, textPadding, textAllowOverlap, textIgnorePlacement, textOptional
    case iconImage, iconSize, iconAllowOverlap, iconIgnorePlacement, iconOptional
    case textColor, textHaloColor, textHaloWidth, textOpacity, iconOpacity, iconColor

    /// The property's name in a style ("line-width").
    public var name: String { Self.names[rawValue] }

    /// The property named `name`, nil if it is not one this module evaluates.
    public init?(name: String) {
        guard let p = Self.byName[name] else { return nil }
        self = p
    }

    /// Whether it sits under `layout` (else `paint`).
    public var isLayout: Bool {
        switch self {
        case .lineCap, .lineJoin, .lineMiterLimit, .lineRoundLimit, .symbolPlacement, .symbolSpacing, .symbolSortKey,
             .textField, .textFont, .textSize, .textMaxWidth, .textLineHeight, .textTransform, .textLetterSpacing,
             .textOffset, .textAnchor, .textJustify, .textPadding, .textAllowOverlap, .textIgnorePlacement,
             .textOptional, .iconImage, .iconSize, .iconAllowOverlap, .iconIgnorePlacement, .iconOptional:
            true
        default: false
        }
    }

    /// The layer type the property applies to.
    public var layerType: StyleLayerType {
        switch self {
        case .backgroundColor, .backgroundOpacity: .background
        case .fillColor, .fillOpacity, .fillOutlineColor, .fillAntialias: .fill
        case .lineColor, .lineWidth, .lineOpacity, .lineGapWidth, .lineOffset, .lineDasharray, .lineCap, .lineJoin,
             .lineMiterLimit, .lineRoundLimit:
            .line
        case .circleRadius, .circleColor, .circleOpacity, .circleStrokeWidth, .circleStrokeColor, .circleStrokeOpacity: .circle
        default: .symbol
        }
    }

    /// What values it takes.
    var kind: PropertyKind {
        switch self {
        case .backgroundColor, .fillColor, .fillOutlineColor, .lineColor, .circleColor, .circleStrokeColor, .textColor,
             .textHaloColor, .iconColor:
            .color
        case .fillAntialias, .textAllowOverlap, .textIgnorePlacement, .textOptional, .iconAllowOverlap,
             .iconIgnorePlacement, .iconOptional:
            .bool
        case .lineDasharray, .textOffset: .numberArray
        case .textFont: .stringArray
        case .textField: .formatted
        case .iconImage: .image
        case .lineCap: .enumeration(["butt", "round", "square"])
        case .lineJoin: .enumeration(["bevel", "round", "miter"])
        case .symbolPlacement: .enumeration(["point", "line", "line-center"])
        case .textTransform: .enumeration(["none", "uppercase", "lowercase"])
        case .textJustify: .enumeration(["auto", "left", "center", "right"])
        case .textAnchor:
            .enumeration(["center", "left", "right", "top", "bottom", "top-left", "top-right", "bottom-left", "bottom-right"])
        default: .number
        }
    }

    /// The value when the style gives none (the spec's defaults); `.null` where there is none
    /// (`fill-outline-color` then follows `fill-color`; `symbol-sort-key` then keeps document order).
    public var defaultValue: StyleValue {
        switch self {
        case .backgroundColor, .fillColor, .lineColor, .circleColor, .circleStrokeColor, .textColor, .iconColor: .color(.black)
        case .textHaloColor: .color(.clear)
        case .fillOutlineColor, .symbolSortKey: .null
        case .backgroundOpacity, .fillOpacity, .lineOpacity, .lineWidth, .circleOpacity, .circleStrokeOpacity, .textOpacity,
             .iconOpacity, .iconSize:
            .number(1)
        case .lineRoundLimit: .number(1.05)
        case .lineGapWidth, .lineOffset, .circleStrokeWidth, .textHaloWidth, .textLetterSpacing: .number(0)
        case .lineMiterLimit, .textPadding: .number(2)
        case .circleRadius: .number(5)
        case .symbolSpacing: .number(250)
        case .textSize: .number(16)
        case .textMaxWidth: .number(10)
        case .textLineHeight: .number(1.2)
        case .fillAntialias: .bool(true)
        case .textAllowOverlap, .textIgnorePlacement, .textOptional, .iconAllowOverlap, .iconIgnorePlacement, .iconOptional:
            .bool(false)
        case .lineDasharray: .array([])
        case .textOffset: .array([.number(0), .number(0)])
        case .textFont: .array([.string("Open Sans Regular"), .string("Arial Unicode MS Regular")])
        case .textField, .iconImage: .string("")
        case .lineCap: .string("butt")
        case .lineJoin: .string("miter")
        case .symbolPlacement: .string("point")
        case .textTransform: .string("none")
        case .textJustify: .string("center")
        case .textAnchor: .string("center")
        }
    }

    private static let names: [String] = allCases.map { p in
        // camelCase to the spec's kebab-case.
        var out = ""
        for ch in String(describing: p) {
            if ch.isUppercase {
                out += "-" + ch.lowercased()
            } else {
                out.append(ch)
            }
        }
        return out
    }

    private static let byName: [String: StyleProperty] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
}

import WhimGraphics

/// One layer of a style: which features it draws (source, source layer, zoom range, filter) and its
/// compiled paint and layout properties.
///
/// Evaluate per tile with ``atZoom(_:)`` (zoom-only properties become constants), then per feature with
/// ``matches(_:zoom:)`` and the typed resolvers (``fill(zoom:feature:)``, ``line(zoom:feature:)``,
/// ``circle(zoom:feature:)``, ``symbol(zoom:feature:)``) or single properties (``value(_:zoom:feature:)``,
/// ``color(_:zoom:feature:)``, ``number(_:zoom:feature:)``).
public struct StyleLayer: Sendable {
    /// The layer's id, unique in its document.
    public var id: String
    /// What the layer draws.
    public var type: StyleLayerType
    /// The source's name in ``StyleDocument/sources`` (nil for background layers).
    public var source: String?
    /// The layer within a vector source (MVT layer name).
    public var sourceLayer: String?
    /// The layer is drawn at zooms ≥ this.
    public var minZoom: Double
    /// The layer is drawn at zooms < this.
    public var maxZoom: Double
    /// False when `visibility` is `none`.
    public var visible: Bool

    /// Whether the layer fills or strokes with a pattern (not drawn: patterns are not supported).
    var drawsPattern = false
    var filter: Expr?
    var properties: ContiguousArray<PropertyValue?>
    /// `text-font` resolved at load when it is constant, so symbols do not re-read font names per feature.
    var constantFont: StyleFont?

    init(id: String, type: StyleLayerType) {
        self.id = id
        self.type = type
        minZoom = 0
        maxZoom = 24
        visible = true
        properties = ContiguousArray(repeating: nil, count: StyleProperty.allCases.count)
    }

    /// Whether the layer draws anything at `zoom`: visible, a drawable type, and within its zoom range.
    public func isDrawn(atZoom zoom: Double) -> Bool {
        visible && !drawsPattern && type.isDrawable && zoom >= minZoom && zoom < maxZoom
    }

    /// Whether `feature` passes the layer's filter at `zoom` (true when there is no filter). Only the
    /// filter: check ``isDrawn(atZoom:)`` and the source layer apart, once per tile.
    public func matches<F: StyleFeature>(_ feature: F, zoom: Double) -> Bool {
        guard let filter else { return true }
        if case .literal(let v) = filter { return v == .bool(true) }
        return filter.evaluate(EvaluationContext(zoom: zoom, feature: feature)) == .bool(true)
    }

    /// The layer's filter, nil if it has none.
    public var filterExpression: StyleExpression? { filter.map(StyleExpression.init) }

    /// Paint properties (one table with layout, keyed by ``StyleProperty``; the names follow the spec).
    public var paint: StyleLayer { self }
    /// Layout properties (one table with paint, keyed by ``StyleProperty``; the names follow the spec).
    public var layout: StyleLayer { self }

    /// Whether the style sets `property` on this layer (else its default applies).
    public func isSet(_ property: StyleProperty) -> Bool { properties[property.rawValue] != nil }

    /// Whether `property` can differ between features at one zoom (if not, evaluate it once per tile).
    public func dependsOnFeature(_ property: StyleProperty) -> Bool {
        if case .feature? = properties[property.rawValue] { true } else { false }
    }

    /// Whether any paint or layout property can differ between features: if not, one resolution per tile
    /// serves every feature that passes the filter.
    public var dependsOnFeature: Bool {
        properties.contains { if case .feature? = $0 { true } else { false } }
    }

    /// The layer with every zoom-only property and filter evaluated at `zoom` into a constant: what a
    /// renderer holds while drawing one tile.
    public func atZoom(_ zoom: Double) -> StyleLayer {
        var out = self
        for (i, p) in properties.enumerated() {
            guard case .zoom(let e)? = p else { continue }
            let kind = StyleProperty.allCases[i].kind
            out.properties[i] = kind.coerce(e.evaluate(EvaluationContext(zoom: zoom, feature: StaticFeature.empty))).map(PropertyValue.constant)
        }
        if let filter, !filter.dependsOnFeature, filter.dependsOnZoom {
            out.filter = .literal(filter.evaluate(EvaluationContext(zoom: zoom, feature: StaticFeature.empty)))
        }
        if out.constantFont == nil, case .constant(let v)? = out.properties[StyleProperty.textFont.rawValue] {
            out.constantFont = StyleFont(stack: v)
        }
        return out
    }

    /// `property`'s value at `zoom` for `feature`, or its default where unset or where evaluation fails.
    public func value<F: StyleFeature>(_ property: StyleProperty, zoom: Double, feature: F) -> StyleValue {
        resolved(property, zoom: zoom, feature: feature)
    }

    func resolved<F: StyleFeature>(_ property: StyleProperty, zoom: Double, feature: F) -> StyleValue {
        guard let p = properties[property.rawValue], let v = p.evaluate(kind: property.kind, zoom: zoom, feature: feature) else {
            return property.defaultValue
        }
        return v
    }

    /// A colour property's value (nil only for `fill-outline-color` left unset: then it follows `fill-color`).
    public func color<F: StyleFeature>(_ property: StyleProperty, zoom: Double, feature: F) -> Color? {
        if case .color(let c) = resolved(property, zoom: zoom, feature: feature) { c } else { nil }
    }

    /// A number property's value (nil only for `symbol-sort-key` left unset).
    public func number<F: StyleFeature>(_ property: StyleProperty, zoom: Double, feature: F) -> Double? {
        resolved(property, zoom: zoom, feature: feature).number
    }

    /// A boolean property's value.
    public func bool<F: StyleFeature>(_ property: StyleProperty, zoom: Double, feature: F) -> Bool {
        resolved(property, zoom: zoom, feature: feature).bool ?? false
    }

    /// A string or enumeration property's value (`text-field` and `icon-image` with tokens filled in).
    public func string<F: StyleFeature>(_ property: StyleProperty, zoom: Double, feature: F) -> String {
        resolved(property, zoom: zoom, feature: feature).string ?? ""
    }

    /// A number-array property's value (`line-dasharray`, `text-offset`).
    public func numbers<F: StyleFeature>(_ property: StyleProperty, zoom: Double, feature: F) -> [Double] {
        guard case .array(let xs) = resolved(property, zoom: zoom, feature: feature) else { return [] }
        return xs.compactMap(\.number)
    }

    /// The font `text-font` names, mapped to the system's fonts.
    public func font<F: StyleFeature>(zoom: Double, feature: F) -> StyleFont {
        constantFont ?? StyleFont(stack: resolved(.textFont, zoom: zoom, feature: feature))
    }
}

/// A property's compiled value, sorted by what it depends on so the renderer evaluates as little as it
/// can: a constant never, a zoom-only value once per tile (see ``StyleLayer/atZoom(_:)``), a feature value
/// per feature.
enum PropertyValue: Sendable {
    /// The same everywhere (already made to fit the property's kind).
    case constant(StyleValue)
    /// Depends on the zoom only.
    case zoom(Expr)
    /// Depends on the feature (and perhaps the zoom).
    case feature(Expr)

    /// Compiles `json` for `property`: a literal, a `{token}` template, a legacy `stops` function or an
    /// expression. Nil, with a warning, if it does not fit the property.
    static func compile(_ json: JSONValue, for property: StyleProperty, sink: WarningSink,
                        context: String) throws(StyleError) -> PropertyValue? {
        let kind = property.kind
        var expr: Expr
        if case .object = json {
            guard let e = try LegacyFunction.compile(json, kind: kind, sink: sink, name: property.name, context: context) else {
                return nil
            }
            expr = e
        } else if ExpressionCompiler.isExpression(json) {
            var compiler = ExpressionCompiler(sink: sink, context: context)
            expr = try compiler.compile(json)
        } else {
            guard let v = kind.coerce(StyleValue(json)) else {
                sink.invalid(.invalidValue, property.name, "expected a \(kind.noun), got \(json.typeName)")
                return nil
            }
            if kind.takesTokens, case .string(let s) = v { expr = TextTemplate.compile(s) } else { return .constant(v) }
        }
        expr = expr.mappingOutputLiterals { kind.coerce($0) }
        if expr.dependsOnFeature { return .feature(expr) }
        if expr.dependsOnZoom { return .zoom(expr) }
        let v = expr.evaluate(EvaluationContext(zoom: 0, feature: StaticFeature.empty))
        guard let fitted = kind.coerce(v) else {
            sink.invalid(.invalidValue, property.name, "evaluates to \(v.isNull ? "nothing" : v.description)")
            return nil
        }
        return .constant(fitted)
    }

    /// The value at `zoom` for `feature`, made to fit `kind`; nil where it does not (use the default).
    @inline(__always)
    func evaluate<F: StyleFeature>(kind: PropertyKind, zoom: Double, feature: F) -> StyleValue? {
        switch self {
        case .constant(let v): return v
        case .zoom(let e), .feature(let e): return kind.coerce(e.evaluate(EvaluationContext(zoom: zoom, feature: feature)))
        }
    }
}

extension PropertyKind {
    /// The kind in a message.
    var noun: String {
        switch self {
        case .color: "colour"
        case .number: "number"
        case .bool: "boolean"
        case .numberArray: "array of numbers"
        case .stringArray: "array of strings"
        case .formatted, .image: "string"
        case .enumeration(let allowed): "one of " + allowed.sorted().joined(separator: ", ")
        }
    }
}

/// A compiled expression (or filter) for use outside a layer: evaluate it against a zoom and a feature.
public struct StyleExpression: Sendable {
    let expr: Expr

    init(_ expr: Expr) { self.expr = expr }

    /// Compiles expression JSON such as `["get", "name"]`; unsupported operators evaluate to `.null`
    /// with a warning.
    public static func parse(_ json: [UInt8], warn: (StyleWarning) -> Void = { _ in }) throws(StyleError) -> StyleExpression {
        let value = try JSONParser.parse(json)
        return try withoutActuallyEscaping(warn) { (warn) throws(StyleError) -> StyleExpression in
            var compiler = ExpressionCompiler(sink: WarningSink(warn), context: "expression")
            return StyleExpression(try compiler.compile(value))
        }
    }

    /// Compiles a filter, legacy (`["==", "class", "park"]`) or expression form.
    public static func parseFilter(_ json: [UInt8], warn: (StyleWarning) -> Void = { _ in }) throws(StyleError) -> StyleExpression {
        let value = try JSONParser.parse(json)
        return try withoutActuallyEscaping(warn) { (warn) throws(StyleError) -> StyleExpression in
            StyleExpression(try Filter.compile(value, sink: WarningSink(warn), context: "filter"))
        }
    }

    /// The value at `zoom` for `feature`; `.null` where evaluation fails.
    public func evaluate<F: StyleFeature>(zoom: Double, feature: F) -> StyleValue {
        expr.evaluate(EvaluationContext(zoom: zoom, feature: feature))
    }

    /// Whether the value can differ between features.
    public var dependsOnFeature: Bool { expr.dependsOnFeature }
    /// Whether the value can differ between zooms.
    public var dependsOnZoom: Bool { expr.dependsOnZoom }
}

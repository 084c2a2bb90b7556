extension Expr {
    /// The expression with every literal in an output position (the result of `match`, `case`, `step`,
    /// `interpolate`, `coalesce`, `let`) replaced by `transform`'s value where it gives one: how colour
    /// strings become colours once at load instead of at every evaluation.
    func mappingOutputLiterals(_ transform: (StyleValue) -> StyleValue?) -> Expr {
        func map(_ e: Expr) -> Expr { e.mappingOutputLiterals(transform) }
        switch self {
        case .literal(let v): return transform(v).map(Expr.literal) ?? self
        case let .match(input, labels, outputs, fallback): return .match(input, labels, outputs.map(map), map(fallback))
        case let .condition(branches, fallback): return .condition(branches.map { ($0.0, map($0.1)) }, map(fallback))
        case let .step(input, base, stops, outputs): return .step(input, map(base), stops, outputs.map(map))
        case let .interpolate(curve, input, stops, outputs): return .interpolate(curve, input, stops, outputs.map(map))
        case .coalesce(let xs): return .coalesce(xs.map(map))
        case let .bind(values, body): return .bind(values, map(body))
        default: return self
        }
    }
}

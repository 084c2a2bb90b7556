/// Layer filters: legacy or expression form compiled into one boolean ``Expr``. A filter that is neither
/// (a number, a string, a malformed legacy filter) is replaced by `false` with a warning: the layer stays
/// but matches no feature.
enum Filter {
    /// The compiled filter.
    static func compile(_ json: JSONValue, sink: WarningSink, context: String) throws(StyleError) -> Expr {
        switch json {
        case .bool(let b): return .literal(.bool(b))
        case .array:
            if LegacyFilter.isExpression(json) {
                var compiler = ExpressionCompiler(sink: sink, context: context)
                return try compiler.compile(json)
            }
            if let e = LegacyFilter.translate(json) { return e }
            sink.invalid(.invalidFilter, "filter", "malformed legacy filter")
            return .literal(.bool(false))
        default:
            sink.invalid(.invalidFilter, "filter", "a filter must be an array or a boolean, not a \(json.typeName)")
            return .literal(.bool(false))
        }
    }
}

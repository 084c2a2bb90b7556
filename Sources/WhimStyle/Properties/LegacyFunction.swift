/// Legacy property functions (`{"stops": [...], "base": b, "property": p, "type": t}`) translated into
/// expressions: zoom functions and property functions of type exponential, interval, categorical and
/// identity. Zoom-and-property ("composite") functions are not supported and warned.
enum LegacyFunction {
    /// The function as an expression; nil (with a warning) if it is malformed or composite.
    static func compile(_ json: JSONValue, kind: PropertyKind, sink: WarningSink, name: String,
                        context: String) throws(StyleError) -> Expr? {
        var input: Expr = .zoom
        if let p = json["property"] {
            guard case .string(let key) = p else {
                sink.invalid(.invalidValue, name, "function \"property\" must be a string")
                return nil
            }
            input = .get(key)
        }
        let type = json["type"]?.string ?? (kind.interpolates ? "exponential" : "interval")
        let fallback: Expr? = json["default"].flatMap { kind.coerce(StyleValue($0)) }.map(Expr.literal)
        func withDefault(_ e: Expr) -> Expr { fallback.map { .coalesce([e, $0]) } ?? e }
        if type == "identity" {
            guard json["property"] != nil else {
                sink.invalid(.invalidValue, name, "an identity function needs a \"property\"")
                return nil
            }
            return withDefault(input)
        }
        guard case .array(let rawStops)? = json["stops"], !rawStops.isEmpty else {
            sink.invalid(.invalidValue, name, "a function needs \"stops\"")
            return nil
        }
        var keys: [StyleValue] = []
        var outputs: [Expr] = []
        for stop in rawStops {
            guard case .array(let pair) = stop, pair.count == 2 else {
                sink.invalid(.invalidValue, name, "each stop must be [input, output]")
                return nil
            }
            if case .object = pair[0] {
                sink.unsupported(.unsupportedOperator, "zoom-and-property function")
                return nil
            }
            guard let out = kind.coerce(StyleValue(pair[1])) else {
                sink.invalid(.invalidValue, name, "stop output does not fit a \(kind.noun)")
                return nil
            }
            keys.append(StyleValue(pair[0]))
            outputs.append(kind.takesTokens && out.string != nil ? TextTemplate.compile(out.string!) : .literal(out))
        }
        switch type {
        case "categorical":
            var labels: [StyleValue: Int] = [:]
            for (k, key) in keys.enumerated() where labels[key] == nil { labels[key] = k }
            return .match(input, labels, outputs, fallback ?? .literal(.null))
        case "exponential", "interval":
            let inputs = keys.compactMap(\.number)
            guard inputs.count == keys.count, zip(inputs, inputs.dropFirst()).allSatisfy({ $0 < $1 }) else {
                sink.invalid(.invalidValue, name, "stop inputs must be numbers in ascending order")
                return nil
            }
            if type == "interval" || !kind.interpolates {
                let e = Expr.step(input, outputs[0], Array(inputs.dropFirst()), Array(outputs.dropFirst()))
                return withDefault(inputs.count == 1 ? outputs[0] : e)
            }
            let base = json["base"]?.number ?? 1
            guard base > 0 else {
                sink.invalid(.invalidValue, name, "function base must be positive")
                return nil
            }
            return withDefault(.interpolate(base == 1 ? .linear : .exponential(base), input, inputs, outputs))
        default:
            sink.invalid(.invalidValue, name, "unknown function type \"\(type)\"")
            return nil
        }
    }
}

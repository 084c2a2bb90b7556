/// Legacy (pre-expression) filters: told apart from expression filters as MapLibre does, and translated
/// into the same ``Expr`` tree so there is one evaluator.
///
/// Legacy semantics kept by the translation: `==`/`!=` compare strictly by type, ordering comparisons of
/// mismatched types are false, `$type` is the geometry type and `$id` the feature id.
enum LegacyFilter {
    /// Whether `json` is an expression filter rather than a legacy one (MapLibre's `isExpressionFilter`).
    static func isExpression(_ json: JSONValue) -> Bool {
        if case .bool = json { return true }
        guard case .array(let a) = json, case .string(let op)? = a.first else { return false }
        switch op {
        case "has":
            guard a.count >= 2 else { return false }
            return a[1] != .string("$id") && a[1] != .string("$type")
        case "in":
            guard a.count >= 3 else { return false }
            if case .string = a[1] { if case .array = a[2] { return true } else { return false } }
            return true
        case "!in", "!has", "none": return false
        case "==", "!=", ">", ">=", "<", "<=":
            guard a.count == 3 else { return true }
            if case .array = a[1] { return true }
            if case .array = a[2] { return true }
            return false
        case "any", "all":
            for f in a.dropFirst() {
                if case .bool = f { continue }
                if !isExpression(f) { return false }
            }
            return true
        default: return true
        }
    }

    /// The legacy filter as an expression; nil (the caller warns) if it is malformed.
    static func translate(_ json: JSONValue) -> Expr? {
        guard case .array(let a) = json, case .string(let op)? = a.first else {
            if case .bool(let b) = json { return .literal(.bool(b)) }
            return nil
        }
        let args = Array(a.dropFirst())
        func key(_ v: JSONValue) -> Expr? {
            guard case .string(let k) = v else { return nil }
            switch k {
            case "$type": return .geometryType
            case "$id": return .id
            default: return .get(k)
            }
        }
        func list(_ xs: [JSONValue]) -> [Expr]? {
            var out: [Expr] = []
            for x in xs {
                guard let e = translate(x) else { return nil }
                out.append(e)
            }
            return out
        }
        switch op {
        case "all": return list(args).map(Expr.all)
        case "any": return list(args).map(Expr.any)
        case "none": return list(args).map { .not(.any($0)) }
        case "has", "!has":
            guard args.count == 1, case .string(let k) = args[0] else { return nil }
            let e: Expr = k == "$type" ? .literal(.bool(true)) : (k == "$id" ? .compare(.notEqual, .id, .literal(.null)) : .has(k))
            return op == "has" ? e : .not(e)
        case "in", "!in":
            guard let lhs = args.first.flatMap(key) else { return nil }
            var labels: [StyleValue: Int] = [:]
            for v in args.dropFirst() { labels[StyleValue(v)] = 0 }
            let e = Expr.match(lhs, labels, [.literal(.bool(true))], .literal(.bool(false)))
            return op == "in" ? e : .not(e)
        case "==", "!=", "<", "<=", ">", ">=":
            guard args.count == 2, let lhs = key(args[0]) else { return nil }
            switch args[1] {
            case .array, .object: return nil
            default: break
            }
            let ops: [String: Expr.Comparison] = [
                "==": .equal, "!=": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
            ]
            return .compare(ops[op]!, lhs, .literal(StyleValue(args[1])))
        default: return nil
        }
    }
}

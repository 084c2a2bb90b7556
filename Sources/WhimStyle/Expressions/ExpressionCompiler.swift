import WhimAnimation

/// Turns expression JSON into an ``Expr`` tree once, at load. Unsupported operators become `null` (the
/// property's default, or false in a filter) with one warning naming them; malformed calls the same with a
/// warning about the value; nesting deeper than ``depthLimit`` is an error.
struct ExpressionCompiler {
    /// The deepest expression nesting accepted.
    static let depthLimit = 64

    /// Every operator this compiler implements.
    static let supported: Set<String> = [
        "get", "has", "!has", "in", "!in", "match", "case", "coalesce", "==", "!=", "<", "<=", ">", ">=", "!", "all",
        "any", "none", "literal", "zoom", "geometry-type", "id", "interpolate", "step", "to-string", "to-number",
        "to-boolean", "to-color", "to-rgba", "concat", "upcase", "downcase", "number", "string", "boolean", "format",
        "image", "+", "-", "*", "/", "%", "^", "min", "max", "abs", "floor", "ceil", "round", "sqrt", "ln", "log10",
        "log2", "pi", "e", "ln2", "length", "at", "let", "var", "rgb", "rgba", "properties",
    ]

    /// MapLibre operators this compiler knows by name but does not implement (warned, evaluate to null).
    static let unsupported: Set<String> = [
        "array", "object", "typeof", "collator", "resolved-locale", "is-supported-script", "number-format",
        "feature-state", "heatmap-density", "line-progress", "accumulated", "within", "distance", "index-of",
        "slice", "interpolate-hcl", "interpolate-lab", "sin", "cos", "tan", "asin", "acos", "atan", "global-state",
        "elevation", "split", "join", "config",
    ]

    /// Whether `json` is an expression (an array headed by a known operator) rather than a literal array.
    static func isExpression(_ json: JSONValue) -> Bool {
        guard case .array(let a) = json, case .string(let op)? = a.first else { return false }
        return supported.contains(op) || unsupported.contains(op)
    }

    let sink: WarningSink
    /// Where the expression sits ("layer x, line-width"), for the depth error.
    let context: String
    /// The names of enclosing `let` bindings, innermost last; a `var` compiles to its slot.
    private var scope: [String] = []
    private var depth = 0

    init(sink: WarningSink, context: String) {
        self.sink = sink
        self.context = context
    }

    /// The compiled expression, or `.literal(.null)` (with a warning) where it cannot be compiled.
    mutating func compile(_ json: JSONValue) throws(StyleError) -> Expr {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.depthLimit else { throw .expressionTooDeep(context: context, limit: Self.depthLimit) }
        switch json {
        case .array(let a):
            guard case .string(let op)? = a.first else {
                // A bare array literal of values (not an expression) is a value in MapLibre only under `literal`.
                return .literal(StyleValue(json))
            }
            return try call(op, Array(a.dropFirst()))
        case .object:
            return invalid("object", "an object outside \"literal\"")
        default:
            let v = StyleValue(json)
            return .literal(v)
        }
    }

    private func invalid(_ name: String, _ detail: String) -> Expr {
        sink.invalid(.invalidValue, name, detail)
        return .literal(.null)
    }

    private mutating func all(_ args: [JSONValue]) throws(StyleError) -> [Expr] {
        var out: [Expr] = []
        out.reserveCapacity(args.count)
        for a in args { out.append(try compile(a)) }
        return out
    }

    private mutating func call(_ op: String, _ args: [JSONValue]) throws(StyleError) -> Expr {
        func arity(_ n: ClosedRange<Int>) -> Bool { n.contains(args.count) }
        switch op {
        case "literal":
            guard args.count == 1 else { return invalid(op, "expects one value") }
            return .literal(StyleValue(args[0]))
        case "zoom": return .zoom
        case "geometry-type": return .geometryType
        case "id": return .id
        case "properties": return invalid(op, "the whole property map is not available")
        case "pi": return .literal(.number(Double.pi))
        case "e": return .literal(.number(2.718_281_828_459_045))
        case "ln2": return .literal(.number(0.693_147_180_559_945_3))
        case "get", "has", "!has":
            guard arity(1...2) else { return invalid(op, "expects a key and an optional object") }
            let e: Expr
            if args.count == 1, case .string(let key) = args[0] {
                e = op == "get" ? .get(key) : .has(key)
            } else if args.count == 2 {
                let key = try compile(args[0]), object = try compile(args[1])
                e = op == "get" ? .getFrom(key, object) : .hasIn(key, object)
            } else {
                return invalid(op, "expects a literal key")
            }
            return op == "!has" ? .not(e) : e
        case "in", "!in":
            guard args.count == 2 else { return invalid(op, "expects a needle and a haystack") }
            let e = Expr.contains(try compile(args[0]), try compile(args[1]))
            return op == "!in" ? .not(e) : e
        case "==", "!=", "<", "<=", ">", ">=":
            guard arity(2...3) else { return invalid(op, "expects two operands") }
            let ops: [String: Expr.Comparison] = [
                "==": .equal, "!=": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
            ]
            return .compare(ops[op]!, try compile(args[0]), try compile(args[1]))
        case "!":
            guard args.count == 1 else { return invalid(op, "expects one operand") }
            return .not(try compile(args[0]))
        case "all": return .all(try all(args))
        case "any": return .any(try all(args))
        case "none": return .not(.any(try all(args)))
        case "match": return try match(args)
        case "case":
            guard args.count >= 3, args.count % 2 == 1 else { return invalid(op, "expects condition/output pairs and a fallback") }
            var branches: [(Expr, Expr)] = []
            for k in stride(from: 0, to: args.count - 1, by: 2) {
                branches.append((try compile(args[k]), try compile(args[k + 1])))
            }
            return .condition(branches, try compile(args[args.count - 1]))
        case "coalesce": return .coalesce(try all(args))
        case "interpolate": return try interpolate(args)
        case "step": return try step(args)
        case "to-string": return .convert(.string, try all(args))
        case "to-number": return .convert(.number, try all(args))
        case "to-boolean": return .convert(.boolean, try all(args))
        case "to-color": return .convert(.color, try all(args))
        case "to-rgba":
            guard args.count == 1 else { return invalid(op, "expects one operand") }
            return .toRGBA(try compile(args[0]))
        case "number": return .assert(.number, try all(args))
        case "string": return .assert(.string, try all(args))
        case "boolean": return .assert(.boolean, try all(args))
        case "concat": return .concat(try all(args))
        case "format": return try format(args)
        case "image":
            guard args.count == 1 else { return invalid(op, "expects one operand") }
            return .convert(.string, [try compile(args[0])])
        case "upcase", "downcase":
            guard args.count == 1 else { return invalid(op, "expects one operand") }
            return .changeCase(op == "upcase" ? .upper : .lower, try compile(args[0]))
        case "+", "*", "min", "max":
            guard !args.isEmpty else { return invalid(op, "expects operands") }
            let ops: [String: Expr.Arithmetic] = ["+": .add, "*": .multiply, "min": .min, "max": .max]
            return .arithmetic(ops[op]!, try all(args))
        case "-":
            guard arity(1...2) else { return invalid(op, "expects one or two operands") }
            return args.count == 1 ? .math(.negate, try compile(args[0])) : .arithmetic(.subtract, try all(args))
        case "/", "%", "^":
            guard args.count == 2 else { return invalid(op, "expects two operands") }
            let ops: [String: Expr.Arithmetic] = ["/": .divide, "%": .remainder, "^": .power]
            return .arithmetic(ops[op]!, try all(args))
        case "abs", "floor", "ceil", "round", "sqrt", "ln", "log10", "log2":
            guard args.count == 1 else { return invalid(op, "expects one operand") }
            let ops: [String: Expr.Math] = [
                "abs": .abs, "floor": .floor, "ceil": .ceil, "round": .round, "sqrt": .sqrt, "ln": .ln,
                "log10": .log10, "log2": .log2,
            ]
            return .math(ops[op]!, try compile(args[0]))
        case "length":
            guard args.count == 1 else { return invalid(op, "expects one operand") }
            return .length(try compile(args[0]))
        case "at":
            guard args.count == 2 else { return invalid(op, "expects an index and an array") }
            return .at(try compile(args[0]), try compile(args[1]))
        case "rgb", "rgba":
            guard args.count == (op == "rgb" ? 3 : 4) else { return invalid(op, "expects \(op == "rgb" ? 3 : 4) channels") }
            let c = try all(args)
            return .rgba(c[0], c[1], c[2], c.count == 4 ? c[3] : nil)
        case "let": return try binding(args)
        case "var":
            guard args.count == 1, case .string(let name) = args[0] else { return invalid(op, "expects a name") }
            guard let slot = scope.lastIndex(of: name) else { return invalid(op, "unbound variable \"\(name)\"") }
            return .variable(slot)
        default:
            sink.unsupported(.unsupportedOperator, op)
            return .literal(.null)
        }
    }

    private mutating func match(_ args: [JSONValue]) throws(StyleError) -> Expr {
        guard args.count >= 4, args.count % 2 == 0 else { return invalid("match", "expects input, label/output pairs and a fallback") }
        let input = try compile(args[0])
        var labels: [StyleValue: Int] = [:]
        var outputs: [Expr] = []
        for k in stride(from: 1, to: args.count - 1, by: 2) {
            let keys: [JSONValue]
            if case .array(let list) = args[k] { keys = list } else { keys = [args[k]] }
            for key in keys {
                switch key {
                case .number, .string: if labels[StyleValue(key)] == nil { labels[StyleValue(key)] = outputs.count }
                default: return invalid("match", "labels must be numbers or strings")
                }
            }
            outputs.append(try compile(args[k + 1]))
        }
        return .match(input, labels, outputs, try compile(args[args.count - 1]))
    }

    /// The stops of `interpolate`/`step` from `pairs` (input, output, input, output...), inputs ascending.
    private mutating func stops(_ name: String, _ pairs: ArraySlice<JSONValue>) throws(StyleError) -> ([Double], [Expr])? {
        var inputs: [Double] = []
        var outputs: [Expr] = []
        var k = pairs.startIndex
        while k + 1 < pairs.endIndex {
            guard case .number(let z) = pairs[k], inputs.last.map({ z > $0 }) ?? true else {
                sink.invalid(.invalidValue, name, "stop inputs must be literal numbers in ascending order")
                return nil
            }
            inputs.append(z)
            outputs.append(try compile(pairs[k + 1]))
            k += 2
        }
        return inputs.isEmpty ? nil : (inputs, outputs)
    }

    private mutating func interpolate(_ args: [JSONValue]) throws(StyleError) -> Expr {
        guard args.count >= 4, args.count % 2 == 0, case .array(let kind) = args[0], case .string(let name)? = kind.first else {
            return invalid("interpolate", "expects a curve, an input and stop pairs")
        }
        let curve: Expr.Curve
        switch (name, kind.count) {
        case ("linear", 1): curve = .linear
        case ("exponential", 2):
            guard case .number(let base) = kind[1], base > 0 else { return invalid("interpolate", "bad exponential base") }
            curve = .exponential(base)
        case ("cubic-bezier", 5):
            let p = kind.dropFirst().compactMap(\.number)
            guard p.count == 4, (0...1).contains(p[0]), (0...1).contains(p[2]) else { return invalid("interpolate", "bad cubic-bezier") }
            curve = .cubicBezier(TimingCurve(x1: p[0], y1: p[1], x2: p[2], y2: p[3]))
        default: return invalid("interpolate", "unknown curve \"\(name)\"")
        }
        let input = try compile(args[1])
        guard let (inputs, outputs) = try stops("interpolate", args[2...]) else { return .literal(.null) }
        return .interpolate(curve, input, inputs, outputs)
    }

    private mutating func step(_ args: [JSONValue]) throws(StyleError) -> Expr {
        guard args.count >= 2, args.count % 2 == 0 else { return invalid("step", "expects an input, a base output and stop pairs") }
        let input = try compile(args[0])
        let base = try compile(args[1])
        if args.count == 2 { return base }
        guard let (inputs, outputs) = try stops("step", args[2...]) else { return .literal(.null) }
        return .step(input, base, inputs, outputs)
    }

    /// `format` reduced to its text: the sections' strings concatenated, style options dropped.
    private mutating func format(_ args: [JSONValue]) throws(StyleError) -> Expr {
        var parts: [Expr] = []
        for a in args {
            if case .object = a { continue }
            parts.append(try compile(a))
        }
        return .concat(parts)
    }

    private mutating func binding(_ args: [JSONValue]) throws(StyleError) -> Expr {
        guard args.count >= 3, args.count % 2 == 1 else { return invalid("let", "expects name/value pairs and a body") }
        let outer = scope.count
        defer { scope.removeLast(scope.count - outer) }
        var values: [Expr] = []
        for k in stride(from: 0, to: args.count - 1, by: 2) {
            guard case .string(let name) = args[k] else { return invalid("let", "names must be strings") }
            values.append(try compile(args[k + 1]))
            scope.append(name)
        }
        return .bind(values, try compile(args[args.count - 1]))
    }
}

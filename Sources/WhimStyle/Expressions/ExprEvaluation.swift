import Glibc
import WhimAnimation
import WhimGraphics

/// What an expression is evaluated against: the zoom, the feature, and the values of enclosing `let`s.
///
/// The feature is an existential, not a generic parameter: evaluation lives in this module and is called
/// from others with their own feature types, where a generic evaluator would run unspecialised and look up
/// its context's type metadata on every call.
struct EvaluationContext {
    var zoom: Double
    var feature: any StyleFeature
    var bindings: [StyleValue] = []
}

extension Expr {
    /// The expression's value; `.null` where MapLibre would raise an evaluation error (a wrong type, a
    /// failed conversion, a non-finite result), which callers turn into the property's default.
    func evaluate(_ c: EvaluationContext) -> StyleValue {
        switch self {
        case .literal(let v): return v
        case .zoom: return .number(c.zoom)
        case .geometryType: return .string(c.feature.geometryType.rawValue)
        case .id: return c.feature.featureID ?? .null
        case .get(let key): return c.feature.property(key) ?? .null
        case let .getFrom(key, object):
            guard case .string(let k) = key.evaluate(c), case .object(let o) = object.evaluate(c) else { return .null }
            return o[k] ?? .null
        case .has(let key): return .bool(c.feature.property(key) != nil)
        case let .hasIn(key, object):
            guard case .string(let k) = key.evaluate(c), case .object(let o) = object.evaluate(c) else { return .null }
            return .bool(o[k] != nil)
        case .variable(let slot): return slot < c.bindings.count ? c.bindings[slot] : .null
        case let .bind(values, body):
            var inner = c
            for v in values { inner.bindings.append(v.evaluate(inner)) }
            return body.evaluate(inner)
        case let .compare(op, a, b): return Self.compare(op, a.evaluate(c), b.evaluate(c))
        case .not(let a):
            guard case .bool(let v) = a.evaluate(c) else { return .null }
            return .bool(!v)
        case .all(let xs):
            for x in xs where x.evaluate(c) != .bool(true) { return .bool(false) }
            return .bool(true)
        case .any(let xs):
            for x in xs where x.evaluate(c) == .bool(true) { return .bool(true) }
            return .bool(false)
        case let .contains(needle, haystack):
            let n = needle.evaluate(c)
            switch haystack.evaluate(c) {
            case .array(let a): return .bool(a.contains(n))
            case .string(let s):
                guard case .string(let sub) = n else { return n.isNull ? .bool(false) : .null }
                return .bool(sub.isEmpty || s.contains(sub))
            default: return .null
            }
        case let .match(input, labels, outputs, fallback):
            if let k = labels[input.evaluate(c)] { return outputs[k].evaluate(c) }
            return fallback.evaluate(c)
        case let .condition(branches, fallback):
            for (test, value) in branches where test.evaluate(c) == .bool(true) { return value.evaluate(c) }
            return fallback.evaluate(c)
        case .coalesce(let xs):
            for x in xs {
                let v = x.evaluate(c)
                if !v.isNull { return v }
            }
            return .null
        case let .interpolate(curve, input, stops, outputs):
            guard case .number(let x) = input.evaluate(c) else { return .null }
            return Self.interpolate(curve, x, stops, outputs, c)
        case let .step(input, base, stops, outputs):
            guard case .number(let x) = input.evaluate(c) else { return .null }
            guard let i = Self.stopIndex(x, stops) else { return base.evaluate(c) }
            return outputs[i].evaluate(c)
        case let .arithmetic(op, xs): return Self.arithmetic(op, xs, c)
        case let .math(op, a):
            guard case .number(let x) = a.evaluate(c) else { return .null }
            let r: Double
            switch op {
            case .abs: r = Swift.abs(x)
            case .floor: r = x.rounded(.down)
            case .ceil: r = x.rounded(.up)
            case .round: r = x.rounded(.toNearestOrAwayFromZero)
            case .sqrt: r = x.squareRoot()
            case .ln: r = Self.ln(x)
            case .log10: r = Self.ln(x) / Self.ln(10)
            case .log2: r = Self.ln(x) / Self.ln(2)
            case .negate: r = -x
            }
            return r.isFinite ? .number(r) : .null
        case let .assert(type, xs):
            for x in xs {
                let v = x.evaluate(c)
                switch (type, v) {
                case (.number, .number), (.string, .string), (.boolean, .bool), (.color, .color): return v
                default: continue
                }
            }
            return .null
        case let .convert(type, xs):
            for x in xs {
                if let v = Self.convert(x.evaluate(c), to: type) { return v }
            }
            return .null
        case .concat(let xs):
            var s = ""
            for x in xs { s += x.evaluate(c).description }
            return .string(s)
        case let .changeCase(kind, a):
            guard case .string(let s) = a.evaluate(c) else { return .null }
            return .string(kind == .upper ? s.uppercased() : s.lowercased())
        case .length(let a):
            switch a.evaluate(c) {
            case .string(let s): return .number(Double(s.count))
            case .array(let xs): return .number(Double(xs.count))
            default: return .null
            }
        case let .at(index, array):
            guard case .number(let i) = index.evaluate(c), case .array(let xs) = array.evaluate(c),
                  i >= 0, i < Double(xs.count), i == i.rounded() else { return .null }
            return xs[Int(i)]
        case let .rgba(r, g, b, a):
            guard case .number(let rv) = r.evaluate(c), case .number(let gv) = g.evaluate(c),
                  case .number(let bv) = b.evaluate(c) else { return .null }
            var av = 1.0
            if let a {
                guard case .number(let v) = a.evaluate(c) else { return .null }
                av = v
            }
            guard (0...255).contains(rv), (0...255).contains(gv), (0...255).contains(bv), (0...1).contains(av) else { return .null }
            return .color(Color(red: rv / 255, green: gv / 255, blue: bv / 255, alpha: av))
        case .toRGBA(let a):
            guard case .color(let col) = Self.convert(a.evaluate(c), to: .color) else { return .null }
            return .array([.number(col.red * 255), .number(col.green * 255), .number(col.blue * 255), .number(col.alpha)])
        }
    }

    private static func ln(_ x: Double) -> Double { Glibc.log(x) }

    /// The index of the last stop at or below `x`, nil if `x` is below the first.
    static func stopIndex(_ x: Double, _ stops: [Double]) -> Int? {
        guard let first = stops.first, x >= first else { return nil }
        var lo = 0, hi = stops.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if stops[mid] <= x { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The interpolation factor 0...1 of `x` between `z0` and `z1` on `curve`.
    static func factor(_ curve: Curve, _ x: Double, _ z0: Double, _ z1: Double) -> Double {
        let d = z1 - z0
        guard d > 0 else { return 0 }
        let p = x - z0
        switch curve {
        case .linear: return p / d
        case .exponential(let base):
            if base == 1 { return p / d }
            return (pow(base, p) - 1) / (pow(base, d) - 1)
        case .cubicBezier(let bezier): return bezier.value(at: p / d)
        }
    }

    private static func interpolate(_ curve: Curve, _ x: Double, _ stops: [Double], _ outputs: [Expr],
                                    _ c: EvaluationContext) -> StyleValue {
        guard let i = stopIndex(x, stops) else { return outputs[0].evaluate(c) }
        if i == stops.count - 1 { return outputs[i].evaluate(c) }
        let t = factor(curve, x, stops[i], stops[i + 1])
        return mix(outputs[i].evaluate(c), outputs[i + 1].evaluate(c), t)
    }

    /// `a` blended toward `b` by `t`: numbers, colours (straight RGBA) and equal-length number arrays.
    static func mix(_ a: StyleValue, _ b: StyleValue, _ t: Double) -> StyleValue {
        switch (a, b) {
        case let (.number(x), .number(y)): return .number(x + (y - x) * t)
        case let (.color(x), .color(y)): return .color(x.mixed(with: y, t))
        case let (.array(xs), .array(ys)) where xs.count == ys.count:
            var out: [StyleValue] = []
            for (x, y) in zip(xs, ys) {
                guard case .number = x, case .number = y else { return .null }
                out.append(mix(x, y, t))
            }
            return .array(out)
        default: return .null
        }
    }

    private static func arithmetic(_ op: Arithmetic, _ xs: [Expr], _ c: EvaluationContext) -> StyleValue {
        var values: [Double] = []
        values.reserveCapacity(xs.count)
        for x in xs {
            guard case .number(let v) = x.evaluate(c) else { return .null }
            values.append(v)
        }
        guard let first = values.first else { return .null }
        var r: Double
        switch op {
        case .add: r = values.reduce(0, +)
        case .multiply: r = values.reduce(1, *)
        case .subtract: r = values.count == 1 ? -first : first - values[1]
        case .divide: r = values.count == 2 ? first / values[1] : .nan
        case .remainder: r = values.count == 2 ? first.truncatingRemainder(dividingBy: values[1]) : .nan
        case .power: r = values.count == 2 ? pow(first, values[1]) : .nan
        case .min: r = values.min()!
        case .max: r = values.max()!
        }
        return r.isFinite ? .number(r) : .null
    }

    /// `x` to the power `y`.
    static func pow(_ x: Double, _ y: Double) -> Double { Glibc.pow(x, y) }

    static func compare(_ op: Comparison, _ a: StyleValue, _ b: StyleValue) -> StyleValue {
        switch op {
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        default: break
        }
        let order: Int
        switch (a, b) {
        case let (.number(x), .number(y)): order = x < y ? -1 : (x > y ? 1 : 0)
        case let (.string(x), .string(y)): order = x < y ? -1 : (x > y ? 1 : 0)
        default: return .bool(false)
        }
        switch op {
        case .less: return .bool(order < 0)
        case .lessOrEqual: return .bool(order <= 0)
        case .greater: return .bool(order > 0)
        default: return .bool(order >= 0)
        }
    }

    /// `v` converted as `to-number`, `to-string`, `to-boolean` and `to-color` do; nil if it does not convert.
    static func convert(_ v: StyleValue, to type: ValueType) -> StyleValue? {
        switch type {
        case .string: return .string(v.description)
        case .boolean: return .bool(v.truthy)
        case .number:
            switch v {
            case .null: return .number(0)
            case .bool(let b): return .number(b ? 1 : 0)
            case .number: return v
            case .string(let s):
                guard let d = Double(s.trimmingSpaces()), d.isFinite else { return nil }
                return .number(d)
            default: return nil
            }
        case .color:
            switch v {
            case .color: return v
            case .string(let s): return CSSColor.parse(s).map(StyleValue.color)
            case .array(let xs) where xs.count == 3 || xs.count == 4:
                let n = xs.compactMap(\.number)
                guard n.count == xs.count, n.prefix(3).allSatisfy({ (0...255).contains($0) }) else { return nil }
                let alpha = n.count == 4 ? n[3] : 1
                guard (0...1).contains(alpha) else { return nil }
                return .color(Color(red: n[0] / 255, green: n[1] / 255, blue: n[2] / 255, alpha: alpha))
            default: return nil
            }
        }
    }
}

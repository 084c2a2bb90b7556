import WhimAnimation
import WhimGraphics

/// A compiled expression: the JSON parsed once into a tree that evaluation walks without string lookups
/// of operator names. Built by ``ExpressionCompiler``; evaluated by `evaluate(_:)`.
indirect enum Expr: Sendable {
    /// Comparison operators.
    enum Comparison: Sendable { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual }
    /// Arithmetic operators; `+` and `*` take any number of operands.
    enum Arithmetic: Sendable { case add, subtract, multiply, divide, remainder, power, min, max }
    /// One-operand math functions.
    enum Math: Sendable { case abs, floor, ceil, round, sqrt, ln, log10, log2, negate }
    /// Value types that `number`/`string`/`boolean` assert and `to-*` convert to.
    enum ValueType: Sendable { case number, string, boolean, color }
    /// An `interpolate` curve.
    enum Curve: Sendable {
        case linear
        case exponential(Double)
        case cubicBezier(TimingCurve)
    }
    /// Case conversions.
    enum Case: Sendable { case upper, lower }

    case literal(StyleValue)
    case zoom
    case geometryType
    case id
    /// `["get", key]` on the feature's properties.
    case get(String)
    /// `["get", key, object]`.
    case getFrom(Expr, Expr)
    case has(String)
    case hasIn(Expr, Expr)
    /// A `let` binding's value by slot (innermost binding last).
    case variable(Int)
    /// `let`: evaluates each value into the next slot, then the body.
    case bind([Expr], Expr)
    case compare(Comparison, Expr, Expr)
    case not(Expr)
    case all([Expr])
    case any([Expr])
    /// `in`: needle in an array or substring of a string.
    case contains(Expr, Expr)
    /// `match`: the input's value looked up among the labels (a hash lookup), else the fallback.
    case match(Expr, [StyleValue: Int], [Expr], Expr)
    case condition([(Expr, Expr)], Expr)
    case coalesce([Expr])
    case interpolate(Curve, Expr, [Double], [Expr])
    case step(Expr, Expr, [Double], [Expr])
    case arithmetic(Arithmetic, [Expr])
    case math(Math, Expr)
    /// `number`, `string`, `boolean`: the first operand of the type, else null.
    case assert(ValueType, [Expr])
    /// `to-number`, `to-string`, `to-boolean`, `to-color`: the first operand that converts.
    case convert(ValueType, [Expr])
    case concat([Expr])
    case changeCase(Case, Expr)
    case length(Expr)
    case at(Expr, Expr)
    case rgba(Expr, Expr, Expr, Expr?)
    case toRGBA(Expr)

    /// Whether the value can change with the feature.
    var dependsOnFeature: Bool {
        switch self {
        case .literal, .zoom, .variable: false
        case .geometryType, .id, .get, .has: true
        default: children.contains { $0.dependsOnFeature }
        }
    }

    /// Whether the value can change with the zoom.
    var dependsOnZoom: Bool {
        switch self {
        case .zoom: true
        case .literal, .geometryType, .id, .get, .has, .variable: false
        default: children.contains { $0.dependsOnZoom }
        }
    }

    /// The operands, for the dependency walks.
    var children: [Expr] {
        switch self {
        case .literal, .zoom, .geometryType, .id, .get, .has, .variable: []
        case let .getFrom(a, b), let .hasIn(a, b), let .compare(_, a, b), let .contains(a, b), let .at(a, b): [a, b]
        case let .bind(values, body): values + [body]
        case let .not(a), let .math(_, a), let .changeCase(_, a), let .length(a), let .toRGBA(a): [a]
        case let .all(xs), let .any(xs), let .coalesce(xs), let .arithmetic(_, xs), let .assert(_, xs),
             let .convert(_, xs), let .concat(xs):
            xs
        case let .match(input, _, outputs, fallback): [input] + outputs + [fallback]
        case let .condition(branches, fallback): branches.flatMap { [$0.0, $0.1] } + [fallback]
        case let .interpolate(_, input, _, outputs): [input] + outputs
        case let .step(input, base, _, outputs): [input, base] + outputs
        case let .rgba(r, g, b, a): [r, g, b] + (a.map { [$0] } ?? [])
        }
    }
}

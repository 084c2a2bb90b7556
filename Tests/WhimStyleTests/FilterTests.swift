import Testing
import WhimTestSupport
@testable import WhimStyle

@Suite struct FilterTests {
    /// Legacy filter semantics written out directly over the JSON: the reference the translation must match.
    private func reference(_ f: JSONValue, _ feature: StaticFeature) -> Bool {
        guard case .array(let a) = f, case .string(let op)? = a.first else { return false }
        let args = Array(a.dropFirst())
        func lhs(_ key: JSONValue) -> StyleValue? {
            switch key.string {
            case "$type"?: return .string(feature.geometryType.rawValue)
            case "$id"?: return feature.featureID
            case let k?: return feature.property(k)
            default: return nil
            }
        }
        switch op {
        case "all": return args.allSatisfy { reference($0, feature) }
        case "any": return args.contains { reference($0, feature) }
        case "none": return !args.contains { reference($0, feature) }
        case "has": return args[0].string == "$type" || lhs(args[0]) != nil
        case "!has": return !(args[0].string == "$type" || lhs(args[0]) != nil)
        case "in": return args.dropFirst().contains { StyleValue($0) == lhs(args[0]) }
        case "!in": return !args.dropFirst().contains { StyleValue($0) == lhs(args[0]) }
        case "==": return lhs(args[0]) == StyleValue(args[1])
        case "!=": return lhs(args[0]) != StyleValue(args[1])
        default:
            let l = lhs(args[0]), r = StyleValue(args[1])
            switch (l, r) {
            case let (.number(x)?, .number(y)):
                return op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
            case let (.string(x)?, .string(y)):
                return op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
            default: return false
            }
        }
    }

    private let filters = [
        #"["==", "class", "primary"]"#, #"["!=", "class", "primary"]"#, #"["==", "$type", "Polygon"]"#,
        #"["==", "$id", 3]"#, #"["<", "rank", 3]"#, #"[">=", "rank", 3]"#, #"["<=", "name", "m"]"#, #"[">", "rank", "a"]"#,
        #"["in", "class", "primary", "secondary", 3]"#, #"["!in", "class", "primary", "secondary"]"#,
        #"["has", "name"]"#, #"["!has", "name"]"#, #"["has", "$id"]"#, #"["!has", "$id"]"#,
        #"["all", ["==", "$type", "LineString"], ["!in", "brunnel", "bridge", "tunnel"], ["in", "class", "minor"]]"#,
        #"["any", ["==", "rank", 1], ["has", "brunnel"]]"#, #"["none", ["==", "class", "primary"], [">", "rank", 2]]"#,
        #"["all"]"#, #"["any"]"#, #"["all", ["any", ["==", "oneway", true], ["!=", "rank", 2]], ["!has", "x"]]"#,
    ]

    @Test func legacyTranslationAgreesWithTheReferenceOnRandomFeatures() throws {
        var rng = SeededRandom(seed: 3)
        let classes: [StyleValue] = [.string("primary"), .string("secondary"), .string("minor"), .number(3), .bool(true)]
        let types: [StyleGeometryType] = [.point, .lineString, .polygon]
        for text in filters {
            let json = try JSONParser.parse(Array(text.utf8))
            // `["has", k]`, `["all"]` and `["any"]` read the same either way; MapLibre takes them as expressions.
            let ambiguous = [#"["has", "name"]"#, #"["all"]"#, #"["any"]"#].contains(text)
            #expect(LegacyFilter.isExpression(json) == ambiguous, "\(text)")
            let compiled = try StyleExpression.parseFilter(Array(text.utf8))
            for _ in 0..<400 {
                var props: [String: StyleValue] = [:]
                if Bool.random(using: &rng) { props["class"] = classes.randomElement(using: &rng)! }
                if Bool.random(using: &rng) { props["rank"] = Bool.random(using: &rng) ? .number(Double(Int.random(in: 0...5, using: &rng))) : .string("b") }
                if Bool.random(using: &rng) { props["name"] = .string(["a", "m", "z"].randomElement(using: &rng)!) }
                if Bool.random(using: &rng) { props["brunnel"] = .string(["bridge", "tunnel", "ford"].randomElement(using: &rng)!) }
                if Bool.random(using: &rng) { props["oneway"] = .bool(Bool.random(using: &rng)) }
                let id: StyleValue? = Bool.random(using: &rng) ? .number(Double(Int.random(in: 1...4, using: &rng))) : nil
                let f = StaticFeature(types.randomElement(using: &rng)!, id: id, props)
                let got = compiled.evaluate(zoom: 10, feature: f) == .bool(true)
                #expect(got == reference(json, f), "\(text) on \(props)")
            }
        }
    }

    @Test func expressionFiltersAreToldApartFromLegacyOnes() throws {
        for (text, isExpression) in [
            (#"["==", ["get", "class"], "x"]"#, true), (#"["==", "class", "x"]"#, false), (#"["has", "x"]"#, true),
            (#"["has", "$id"]"#, false), (#"["in", "class", "a", "b"]"#, false), (#"["in", ["get", "c"], ["literal", []]]"#, true),
            (#"["all", ["==", "a", 1]]"#, false), (#"["all", ["==", ["get", "a"], 1]]"#, true), (#"true"#, true),
            (#"["!in", "a", 1]"#, false),
        ] {
            #expect(LegacyFilter.isExpression(try JSONParser.parse(Array(text.utf8))) == isExpression, "\(text)")
        }
    }

    @Test func expressionAndLegacyFormsOfOneFilterAgree() throws {
        let pairs = [
            (#"["all", ["==", "class", "primary"], ["<", "rank", 3]]"#,
             #"["all", ["==", ["get", "class"], "primary"], ["<", ["get", "rank"], 3]]"#),
            (#"["in", "class", "primary", "minor"]"#, #"["match", ["get", "class"], ["primary", "minor"], true, false]"#),
            (#"["==", "$type", "Point"]"#, #"["==", ["geometry-type"], "Point"]"#),
            (#"["!has", "name"]"#, #"["!", ["has", "name"]]"#),
        ]
        var rng = SeededRandom(seed: 5)
        for (legacy, expression) in pairs {
            let a = try StyleExpression.parseFilter(Array(legacy.utf8)), b = try StyleExpression.parseFilter(Array(expression.utf8))
            for _ in 0..<300 {
                var props: [String: StyleValue] = [:]
                if Bool.random(using: &rng) { props["class"] = .string(["primary", "minor", "x"].randomElement(using: &rng)!) }
                if Bool.random(using: &rng) { props["rank"] = .number(Double(Int.random(in: 0...5, using: &rng))) }
                if Bool.random(using: &rng) { props["name"] = .string("n") }
                let f = StaticFeature([.point, .polygon].randomElement(using: &rng)!, props)
                #expect(a.evaluate(zoom: 3, feature: f) == b.evaluate(zoom: 3, feature: f), "\(legacy) on \(props)")
            }
        }
    }

    @Test func aFilterOfTheWrongTypeMatchesNothingWithAWarning() throws {
        for bad in ["5", #""class""#, #"{"a": 1}"#, #"["==", "class"]"#, #"["in"]"#] {
            var warnings: [StyleWarning] = []
            let doc = try StyleDocument.parse(Array((#"{"version":8,"sources":{},"layers":[{"id":"a","type":"fill","filter":"# + bad + "}]}").utf8)) {
                warnings.append($0)
            }
            #expect(doc.layers.count == 1)
            #expect(!doc.layers[0].matches(StaticFeature(.polygon, ["class": .string("x")]), zoom: 10), "\(bad)")
            #expect(warnings.count == 1, "\(bad): \(warnings)")
        }
    }
}

import Foundation
import Testing
import WhimTestSupport
import WhimGraphics
@testable import WhimStyle

@Suite struct ExpressionTests {
    let road = StaticFeature(.lineString, id: .number(42), [
        "class": .string("primary"), "lanes": .number(3), "name": .string("Main Street"), "oneway": .bool(true),
        "colour": .string("#ff0000"),
    ])

    @Test func lookupsAndLogic() throws {
        #expect(try eval(#"["get", "class"]"#, road) == .string("primary"))
        #expect(try eval(#"["get", "missing"]"#, road) == .null)
        #expect(try eval(#"["has", "lanes"]"#, road) == .bool(true))
        #expect(try eval(#"["!", ["has", "lanes"]]"#, road) == .bool(false))
        #expect(try eval(#"["id"]"#, road) == .number(42))
        #expect(try eval(#"["geometry-type"]"#, road) == .string("LineString"))
        #expect(try eval(#"["all", ["==", ["get", "class"], "primary"], [">", ["get", "lanes"], 2]]"#, road) == .bool(true))
        #expect(try eval(#"["any", ["==", ["get", "class"], "x"], ["<=", ["get", "lanes"], 2]]"#, road) == .bool(false))
        #expect(try eval(#"["in", ["get", "class"], ["literal", ["primary", "secondary"]]]"#, road) == .bool(true))
        #expect(try eval(#"["in", "Street", ["get", "name"]]"#, road) == .bool(true))
        #expect(try eval(#"["match", ["get", "class"], ["motorway", "trunk"], 1, "primary", 2, 0]"#, road) == .number(2))
        #expect(try eval(#"["match", ["get", "lanes"], 3, "three", "other"]"#, road) == .string("three"))
        #expect(try eval(#"["case", ["get", "oneway"], "one", "two"]"#, road) == .string("one"))
        #expect(try eval(#"["coalesce", ["get", "name_en"], ["get", "name"]]"#, road) == .string("Main Street"))
        #expect(try eval(#"["let", "n", ["get", "lanes"], ["*", ["var", "n"], ["var", "n"]]]"#, road) == .number(9))
        #expect(try eval(#"["let", "a", 1, ["let", "b", 2, ["+", ["var", "a"], ["var", "b"]]]]"#) == .number(3))
    }

    @Test func conversionsAndStrings() throws {
        #expect(try eval(#"["to-string", 3]"#) == .string("3"))
        #expect(try eval(#"["to-string", 2.5]"#) == .string("2.5"))
        #expect(try eval(#"["to-number", "12.5"]"#) == .number(12.5))
        #expect(try eval(#"["to-number", "x"]"#) == .null)
        #expect(try eval(#"["to-boolean", ""]"#) == .bool(false))
        #expect(try eval(#"["to-boolean", "a"]"#) == .bool(true))
        #expect(try eval(#"["concat", ["get", "name"], " (", ["get", "lanes"], ")"]"#, road) == .string("Main Street (3)"))
        #expect(try eval(#"["upcase", ["get", "name"]]"#, road) == .string("MAIN STREET"))
        #expect(try eval(#"["downcase", "ABC"]"#) == .string("abc"))
        #expect(try eval(#"["number", ["get", "name"], 7]"#, road) == .number(7))
        #expect(try eval(#"["string", ["get", "name"], "x"]"#, road) == .string("Main Street"))
        #expect(try eval(#"["boolean", ["get", "oneway"], false]"#, road) == .bool(true))
        #expect(try eval(#"["format", ["get", "name"], {"font-scale": 1.2}, "\n", {}, "x", {}]"#, road) == .string("Main Street\nx"))
        #expect(try eval(#"["image", ["concat", "icon_", ["get", "class"]]]"#, road) == .string("icon_primary"))
        #expect(try eval(#"["length", ["get", "name"]]"#, road) == .number(11))
        #expect(try eval(#"["at", 1, ["literal", [10, 20, 30]]]"#) == .number(20))
        #expect(try eval(#"["at", 1e300, ["literal", [10]]]"#) == .null)
        #expect(try eval(#"["to-color", ["get", "colour"]]"#, road) == .color(Color(0xFF0000)))
        #expect(try eval(#"["rgba", 0, 128, 255, 0.5]"#) == .color(Color(red: 0, green: 128 / 255, blue: 1, alpha: 0.5)))
        #expect(try eval(#"["rgb", 300, 0, 0]"#) == .null)
        #expect(try eval(#"["to-string", ["rgb", 255, 0, 0]]"#) == .string("rgba(255,0,0,1)"))
    }

    @Test func arithmetic() throws {
        #expect(try eval(#"["+", 1, 2, 3]"#) == .number(6))
        #expect(try eval(#"["-", 5]"#) == .number(-5))
        #expect(try eval(#"["-", 5, 2]"#) == .number(3))
        #expect(try eval(#"["*", 2, 3, 4]"#) == .number(24))
        #expect(try eval(#"["/", 7, 2]"#) == .number(3.5))
        #expect(try eval(#"["/", 1, 0]"#) == .null)
        #expect(try eval(#"["%", 7, 3]"#) == .number(1))
        #expect(try eval(#"["^", 2, 10]"#) == .number(1024))
        #expect(try eval(#"["min", 4, 2, 8]"#) == .number(2))
        #expect(try eval(#"["max", 4, 2, 8]"#) == .number(8))
        #expect(try eval(#"["+", 1, "a"]"#) == .null)
        #expect(try eval(#"["round", 2.5]"#) == .number(3))
        #expect(try eval(#"["sqrt", 16]"#) == .number(4))
        #expect(close(try eval(#"["log10", 1000]"#).number, 3))
    }

    /// `interpolate` against the spec's formula, at random inputs over random stops.
    @Test func interpolateAgreesWithTheFormula() throws {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<300 {
            let base = [1.0, 1.2, 1.5, 2, 0.5].randomElement(using: &rng)!
            var z = Double.random(in: 0...4, using: &rng)
            var stops: [(Double, Double)] = []
            for _ in 0..<Int.random(in: 1...5, using: &rng) {
                stops.append((z, Double.random(in: -10...40, using: &rng)))
                z += Double.random(in: 0.5...5, using: &rng)
            }
            let json = #"["interpolate", ["exponential", \#(base)], ["zoom"], "#
                + stops.map { "\($0.0), \($0.1)" }.joined(separator: ", ") + "]"
            let e = try StyleExpression.parse(Array(json.utf8))
            #expect(!e.dependsOnFeature && e.dependsOnZoom)
            for _ in 0..<10 {
                let zoom = Double.random(in: 0...24, using: &rng)
                let expected: Double
                if zoom <= stops[0].0 {
                    expected = stops[0].1
                } else if zoom >= stops.last!.0 {
                    expected = stops.last!.1
                } else {
                    let i = stops.lastIndex { $0.0 <= zoom }!
                    let (z0, v0) = stops[i], (z1, v1) = stops[i + 1]
                    let t = base == 1 ? (zoom - z0) / (z1 - z0) : (pow(base, zoom - z0) - 1) / (pow(base, z1 - z0) - 1)
                    expected = v0 + (v1 - v0) * t
                }
                #expect(close(e.evaluate(zoom: zoom, feature: StaticFeature.empty).number, expected, 1e-9), "\(json) at \(zoom)")
            }
        }
    }

    @Test func stepAndOtherCurves() throws {
        let step = #"["step", ["zoom"], "a", 5, "b", 10, "c"]"#
        #expect(try eval(step, zoom: 4.9) == .string("a"))
        #expect(try eval(step, zoom: 5) == .string("b"))
        #expect(try eval(step, zoom: 12) == .string("c"))
        let byLanes = #"["step", ["get", "lanes"], 1, 2, 4]"#
        #expect(try eval(byLanes, road) == .number(4))
        let linear = #"["interpolate", ["linear"], ["get", "lanes"], 0, 0, 10, 100]"#
        #expect(try eval(linear, road) == .number(30))
        let bezier = #"["interpolate", ["cubic-bezier", 0.42, 0, 0.58, 1], ["zoom"], 0, 0, 10, 100]"#
        #expect(close(try eval(bezier, zoom: 5).number, 50, 1e-6))
        #expect(try eval(bezier, zoom: 2).number! < 20)
        #expect(try eval(bezier, zoom: 10) == .number(100))
        let colors = ##"["interpolate", ["linear"], ["zoom"], 0, ["to-color", "#000000"], 10, ["to-color", "#ffffff"]]"##
        guard case .color(let mid) = try eval(colors, zoom: 5) else { Issue.record("not a colour"); return }
        #expect(close(mid.red, 0.5))
    }

    @Test func unsupportedOperatorsWarnOnceAndEvaluateToNull() throws {
        var warnings: [StyleWarning] = []
        let e = try StyleExpression.parse(Array(#"["+", ["feature-state", "x"], ["feature-state", "y"], ["made-up", 1]]"#.utf8)) {
            warnings.append($0)
        }
        #expect(e.evaluate(zoom: 0, feature: StaticFeature.empty) == .null)
        #expect(warnings.map(\.name) == ["feature-state", "made-up"])
        #expect(warnings.allSatisfy { $0.kind == .unsupportedOperator })
    }

    @Test func deepNestingIsAnErrorAndQuick() throws {
        for depth in [65, 200, 10_000] {
            let json = String(repeating: #"["!", "#, count: depth) + "true" + String(repeating: "]", count: depth)
            let start = ContinuousClock.now
            #expect(throws: StyleError.self) { try StyleExpression.parse(Array(json.utf8)) }
            #expect(ContinuousClock.now - start < .seconds(1))
        }
        let ok = String(repeating: #"["!", "#, count: 60) + "true" + String(repeating: "]", count: 60)
        #expect(try eval(ok) == .bool(true))
        let layerJSON = #"{"id":"x","type":"line","paint":{"line-width":"# + String(repeating: #"["+",1,"#, count: 100) + "1"
            + String(repeating: "]", count: 100) + "}}"
        #expect(throws: StyleError.expressionTooDeep(context: "layer \"x\" line-width", limit: 64)) { try layer(layerJSON) }
    }

    @Test func dependenciesAreClassified() throws {
        #expect(try !StyleExpression.parse(Array(#"["+", 1, 2]"#.utf8)).dependsOnZoom)
        #expect(try StyleExpression.parse(Array(#"["get", "a"]"#.utf8)).dependsOnFeature)
        #expect(try !StyleExpression.parse(Array(#"["get", "a"]"#.utf8)).dependsOnZoom)
        #expect(try StyleExpression.parse(Array(#"["let", "z", ["zoom"], ["var", "z"]]"#.utf8)).dependsOnZoom)
    }
}

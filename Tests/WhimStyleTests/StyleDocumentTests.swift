import Foundation
import Testing
import WhimGraphics
@testable import WhimStyle

@Suite struct StyleDocumentTests {
    @Test func badInputIsAOneLineTypedError() {
        let cases: [(String, StyleError)] = [
            ("", .invalidJSON(reason: "unexpected end of input", offset: 0)),
            ("{", .invalidJSON(reason: "expected a member name", offset: 1)),
            ("[1, 2]", .rootNotObject(found: "array")),
            ("\"style\"", .rootNotObject(found: "string")),
            (#"{"version": 8}"#, .missingLayers),
            (#"{"layers": [{"id": "a", "type": "fill"}, {"id": "a", "type": "line"}]}"#, .duplicateLayerID("a")),
            (#"{"layers": [{"type": "fill"}]}"#, .invalidLayer(index: 0, reason: "no string \"id\"")),
            (#"{"layers": [3]}"#, .invalidLayer(index: 0, reason: "not an object")),
            (#"{"layers": [], "zoom": 1e400}"#, .numberOutOfRange("1e400")),
            (#"{"layers": [], "zoom": NaN}"#, .invalidJSON(reason: "unexpected character", offset: 23)),
            (#"{"layers": []} x"#, .invalidJSON(reason: "trailing characters after the document", offset: 15)),
            (#"{"a": "\ud800"}"#, .invalidJSON(reason: "unpaired surrogate", offset: 13)),
        ]
        for (json, expected) in cases {
            #expect(throws: expected, "\(json)") { try style(json) }
            #expect(!expected.description.contains("\n"))
        }
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: StyleError.tooDeep(limit: 256)) { try style(#"{"layers": "# + deep + "}") }
        #expect(throws: StyleError.self) { try StyleDocument.parse(Array(repeating: 0x20, count: StyleDocument.maximumBytes + 1)) }
    }

    @Test func unsupportedThingsWarnOnceEachAndTheStyleLoads() throws {
        var heard: [StyleWarning] = []
        let doc = try StyleDocument.parse(Array(#"""
            {"version": 8, "name": "t", "sources": {"s": {"type": "vector", "url": "whim://embedded", "maxzoom": 14}},
             "center": [13.4, 52.5], "zoom": 11, "sprite": "sp", "glyphs": "g/{fontstack}/{range}.pbf",
             "layers": [
              {"id": "r", "type": "raster", "source": "s", "paint": {"raster-opacity": 0.5}},
              {"id": "r2", "type": "raster", "source": "s"},
              {"id": "f", "type": "fill", "paint": {"fill-color": "nope", "fill-pattern": "x", "fill-translate": [1, 1]}},
              {"id": "f2", "type": "fill", "paint": {"fill-pattern": "y", "fill-color": ["feature-state", "c"]}},
              {"id": "l", "type": "line", "paint": {"line-blur": 1, "line-width": "wide", "text-color": "red"},
               "layout": {"visibility": "none", "line-cap": "flat"}}
             ]}
            """#.utf8)) { heard.append($0) }
        #expect(doc.layers.count == 5)
        #expect(doc.warnings == heard)
        #expect(doc.name == "t" && doc.zoom == 11 && doc.center?.lon == 13.4 && doc.sprite == "sp")
        #expect(doc.sources["s"] == StyleSource(type: "vector", url: "whim://embedded", maxZoom: 14))
        let unsupported = heard.filter { $0.kind != .invalidValue }.map { "\($0.kind):\($0.name)" }
        #expect(unsupported == [
            "unsupportedLayerType:raster", "unsupportedProperty:fill-pattern", "unsupportedProperty:fill-translate",
            "unsupportedOperator:feature-state", "unsupportedProperty:line-blur",
        ])
        #expect(Set(heard.filter { $0.kind == .invalidValue }.map(\.name)) == ["fill-color", "line-width", "text-color", "line-cap"])
        #expect(doc.layers[0].type == .unsupported("raster") && !doc.layers[0].isDrawn(atZoom: 5))
        let f = doc.layers[2]
        #expect(f.fill(zoom: 5, feature: StaticFeature.empty).color == .black)
        #expect(!doc.layers[4].visible)
        #expect(doc.layers[4].line(zoom: 5, feature: StaticFeature.empty) == LinePaint(
            color: .black, width: 1, opacity: 1, gapWidth: 0, offset: 0, dashes: [], cap: .butt, join: .miter, miterLimit: 2))
        for w in heard { #expect(!w.description.contains("\n")) }
    }

    /// Names and values in messages come from the style: control characters in them are escaped
    /// (FuzzStyle found a warning naming a property "a\nb" that spanned two lines).
    @Test func messagesStayOnOneLineWhateverTheStyleNames() throws {
        let doc = try style(#"{"layers": [{"id": "x\ny", "type": "fill\u2028", "paint\n": 1}, {"id": "z", "type": "line", "paint": {"line\r-width": 1, "line-cap": "\u0000"}}]}"#)
        #expect(doc.warnings.count == 4)
        for w in doc.warnings { #expect(!w.description.contains("\n") && !w.description.contains("\r") && !w.description.contains("\u{2028}"), "\(w)") }
        let error = StyleError.duplicateLayerID("a\nb" + String(repeating: "c", count: 500))
        #expect(!error.description.contains("\n") && error.description.count < 200)
        #expect(throws: StyleError.duplicateLayerID("a\nb")) { try style(#"{"layers": [{"id": "a\nb", "type": "fill"}, {"id": "a\nb", "type": "fill"}]}"#) }
    }

    @Test func zoomRangeAndAtZoomFolding() throws {
        let l = try layer(#"""
            {"id": "roads", "type": "line", "source": "s", "source-layer": "transportation", "minzoom": 5, "maxzoom": 1e3,
             "paint": {"line-color": ["match", ["get", "class"], "motorway", "#f80", "#fff"],
                       "line-width": {"base": 2, "stops": [[10, 1], [12, 4]]}, "line-dasharray": [2, 1]}}
            """#)
        #expect(l.minZoom == 5 && l.maxZoom == 24 && l.sourceLayer == "transportation")
        #expect(!l.isDrawn(atZoom: 4.9) && l.isDrawn(atZoom: 5))
        #expect(l.dependsOnFeature(.lineColor) && !l.dependsOnFeature(.lineWidth) && l.dependsOnFeature)
        let z11 = l.atZoom(11)
        #expect(close(z11.number(.lineWidth, zoom: 99, feature: StaticFeature.empty), 2))
        let motorway = StaticFeature(.lineString, ["class": .string("motorway")])
        #expect(z11.line(zoom: 11, feature: motorway).color == CSSColor.parse("#f80"))
        #expect(z11.line(zoom: 11, feature: StaticFeature.empty).color == .white)
        #expect(z11.line(zoom: 11, feature: motorway).dashes == [2, 1])
    }

    @Test func symbolTextTokensFontsAndTransforms() throws {
        let l = try layer(#"""
            {"id": "labels", "type": "symbol", "layout": {"text-field": "{name} ({ref})", "text-font": ["Noto Sans Bold Italic"],
              "text-transform": "uppercase", "text-size": ["interpolate", ["linear"], ["zoom"], 10, 10, 20, 20],
              "icon-image": "shield_{ref}", "symbol-placement": "line", "text-offset": [0, 1.5], "text-anchor": "top"},
             "paint": {"text-color": "#333", "text-halo-color": "rgba(255,255,255,0.8)", "text-halo-width": 1.2}}
            """#)
        let f = StaticFeature(.lineString, ["name": .string("Main St"), "ref": .number(7)])
        let s = l.symbol(zoom: 15, feature: f)
        #expect(s.text == "MAIN ST (7)" && l.text(zoom: 15, feature: f) == "MAIN ST (7)")
        #expect(s.iconImage == "shield_7" && s.placement == .line && s.anchor == .top)
        #expect(s.offset == (0, 1.5) && s.textSize == 15)
        #expect(s.font == StyleFont(names: ["Noto Sans Bold Italic"]))
        #expect(s.font.family == "DejaVu Sans" && s.font.weight == .bold && s.font.italic)
        #expect(s.font.pangoDescription(size: 15) == "DejaVu Sans Bold Italic 15")
        #expect(s.textFont == Font(family: "DejaVu Sans", size: 15, weight: .bold, italic: true))
        #expect(s.haloWidth == 1.2 && close(s.haloColor.alpha, 0.8))
        #expect(l.symbol(zoom: 15, feature: StaticFeature.empty).text == " ()")
    }

    @Test func fontNamesMapToSystemFonts() {
        #expect(StyleFont(names: ["Roboto Regular"]) .pangoDescription(size: 12) == "DejaVu Sans 12")
        #expect(StyleFont(names: ["Roboto Medium"]).weight == .medium)
        #expect(StyleFont(names: ["Roboto Condensed Italic"]).italic)
        #expect(StyleFont(names: ["Noto Serif Regular"]).family == "DejaVu Serif")
        #expect(StyleFont(names: ["DejaVu Sans Bold"]).family == "DejaVu Sans")
        #expect(StyleFont(names: ["Open Sans Semi-Bold"]).weight == .semiBold)
        #expect(StyleFont(names: []).family == "DejaVu Sans")
    }
}

import Foundation
import Testing
import WhimGraphics
@testable import WhimStyle

/// The app's default style (Assets/styles/whim-light.json): only supported features, and its designed
/// colours and widths.
@Suite struct WhimLightStyleTests {
    let doc: StyleDocument

    init() throws {
        doc = try StyleDocument.parse(try asset("styles/whim-light.json"))
    }

    @Test func parsesWithoutWarnings() {
        #expect(doc.warnings == [])
        #expect(doc.layers.allSatisfy { $0.type.isDrawable })
        #expect(doc.sources == ["openmaptiles": StyleSource(type: "vector", url: "whim://embedded", maxZoom: 14)])
        #expect(doc.layers.allSatisfy { $0.type == .background || $0.source == "openmaptiles" })
        let sourceLayers = Set(doc.layers.compactMap(\.sourceLayer))
        #expect(sourceLayers == [
            "water", "waterway", "landcover", "landuse", "park", "transportation", "transportation_name", "building",
            "place", "poi", "boundary", "aeroway", "water_name",
        ])
    }

    @Test func keepsTheHandWrittenLook() throws {
        #expect(try doc.required("background").background(zoom: 10).color == Color(0xF4F1EA))
        let sea = StaticFeature(.polygon, ["class": .string("ocean")])
        #expect(try doc.required("water").fill(zoom: 3, feature: sea).color == Color(0x9CCBF2))
        #expect(try doc.required("park").fill(zoom: 14, feature: StaticFeature(.polygon)).color == Color(0xCDE8C1))
        let building = try doc.required("building")
        #expect(building.minZoom == 14.5 && building.fill(zoom: 16, feature: StaticFeature(.polygon)).outlineColor == Color(0xD2CCC1))

        let motorway = StaticFeature(.lineString, ["class": .string("motorway")])
        let road = try doc.required("road-motorway"), casing = try doc.required("road-motorway-casing")
        #expect(road.matches(motorway, zoom: 14) && !road.matches(StaticFeature(.lineString, ["class": .string("motorway"), "brunnel": .string("bridge")]), zoom: 14))
        #expect(road.line(zoom: 14, feature: motorway).color == Color(0xF9C95C))
        for (z, width, casingWidth) in [(14.0, 4.0, 0.75), (16, 10, 1), (18, 26, 1.5)] {
            let mapStyleCasing = ZoomCurveReference([(12, 0.5), (16, 1), (18, 1.5)]).value(z)
            #expect(close(road.line(zoom: z, feature: motorway).width, width, 0.01))
            #expect(close(casing.line(zoom: z, feature: motorway).width, width + 2 * mapStyleCasing, 0.01), "z\(z) \(casingWidth)")
        }
        #expect(casing.line(zoom: 14, feature: motorway).color == Color(0xDDA032))
        let tunnel = try doc.required("road-primary-tunnel")
        #expect(tunnel.line(zoom: 15, feature: StaticFeature.empty).opacity == 0.35)
        let cycle = StaticFeature(.lineString, ["class": .string("path"), "subclass": .string("cycleway")])
        let cycleway = try doc.required("path-cycleway")
        #expect(cycleway.matches(cycle, zoom: 16) && cycleway.line(zoom: 16, feature: cycle).dashes == [4, 2])
        #expect(cycleway.line(zoom: 16, feature: cycle).color == Color(0x7FB69A))
        #expect(try !doc.required("path-footway").matches(cycle, zoom: 16))
    }

    @Test func lowZoomCountriesAndCities() throws {
        let country = StaticFeature(.lineString, ["admin_level": .number(2)])
        #expect(try doc.required("boundary-country").matches(country, zoom: 3))
        #expect(try !doc.required("boundary-state").matches(country, zoom: 3))
        let germany = StaticFeature(.point, ["class": .string("country"), "name": .string("Deutschland"), "name:latin": .string("Deutschland")])
        let countries = try doc.required("place-country")
        #expect(countries.isDrawn(atZoom: 3) && countries.matches(germany, zoom: 3))
        #expect(countries.symbol(zoom: 3, feature: germany).text == "DEUTSCHLAND")
        #expect(countries.symbol(zoom: 3, feature: germany).font.pangoDescription(size: 12) == "DejaVu Sans Bold 12")
        let cities = try doc.required("place-city")
        let berlin = StaticFeature(.point, ["class": .string("city"), "name": .string("Berlin"), "rank": .number(1)])
        let small = StaticFeature(.point, ["class": .string("city"), "name": .string("Cottbus"), "rank": .number(7)])
        #expect(cities.matches(berlin, zoom: 4) && !cities.matches(small, zoom: 4) && cities.matches(small, zoom: 8))
        #expect(cities.symbol(zoom: 8, feature: berlin).textSize == 15)
        #expect(cities.symbol(zoom: 8, feature: berlin).haloColor == Color(0xFFFFFF, alpha: 0.9))
    }
}

/// A zoom curve as `scripts/make-whim-light-style.py` samples it: geometric between stops, extended past the ends.
private struct ZoomCurveReference {
    let stops: [(Double, Double)]
    init(_ stops: [(Double, Double)]) { self.stops = stops }
    func value(_ z: Double) -> Double {
        let i = z <= stops[0].0 ? 0 : (z >= stops.last!.0 ? stops.count - 2 : stops.lastIndex { $0.0 < z }!)
        let (z0, v0) = stops[i], (z1, v1) = stops[i + 1]
        return v0 * pow(v1 / v0, (z - z0) / (z1 - z0))
    }
}

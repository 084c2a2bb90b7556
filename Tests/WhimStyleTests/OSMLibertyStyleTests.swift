import Foundation
import Testing
import WhimGraphics
@testable import WhimStyle

/// OSM Liberty (Fixtures/osm-liberty, a copy of Assets/styles/osm-liberty): every layer understood or its
/// unsupported parts warned, and filters and paint evaluating to what the JSON says.
@Suite struct OSMLibertyStyleTests {
    let doc: StyleDocument

    init() throws {
        doc = try StyleDocument.parse(try fixture("osm-liberty/style.json"))
    }

    /// The spec's exponential interpolation between two stops.
    private func expo(_ base: Double, _ z: Double, _ stops: (Double, Double)...) -> Double {
        if z <= stops[0].0 { return stops[0].1 }
        if z >= stops.last!.0 { return stops.last!.1 }
        let i = stops.lastIndex { $0.0 <= z }!
        let s0 = stops[i], s1 = stops[i + 1]
        let t = (pow(base, z - s0.0) - 1) / (pow(base, s1.0 - s0.0) - 1)
        return s0.1 + (s1.1 - s0.1) * t
    }

    @Test func layersAndWarnings() throws {
        #expect(doc.layers.count == 105)
        #expect(doc.layers.filter { $0.type.isDrawable }.count == 104)
        #expect(doc.layers.filter { !$0.type.isDrawable }.map(\.id) == ["natural_earth"])
        // The 3-D buildings are drawn flat, as a fill in their colour; the pattern-filled layers not at all.
        let buildings = try doc.required("building-3d")
        #expect(buildings.type == .fill)
        #expect(buildings.fill(zoom: 16, feature: StaticFeature(.polygon)).color == CSSColor.parse("hsl(35, 8%, 85%)"))
        #expect(!(try doc.required("road_area_pattern")).isDrawn(atZoom: 16))
        #expect(!(try doc.required("landcover_wetland")).isDrawn(atZoom: 16))
        #expect(doc.name == "OSM Liberty")
        #expect(doc.sources["openmaptiles"]?.type == "vector")
        #expect(doc.sources["natural_earth_shaded_relief"]?.maxZoom == 6)
        // Only unsupported names, each once; no value was rejected.
        #expect(doc.warnings.allSatisfy { $0.kind == .unsupportedProperty || $0.kind == .unsupportedLayerType })
        #expect(Set(doc.warnings.map(\.name)) == [
            "raster", "fill-extrusion", "fill-pattern", "fill-translate-anchor", "icon-rotate", "icon-rotation-alignment",
            "text-rotation-alignment", "text-halo-blur",
        ])
        #expect(Set(doc.warnings.map(\.name)).count == doc.warnings.count)
    }

    @Test func motorwayAtThreeZooms() throws {
        let l = try doc.required("road_motorway")
        let motorway = StaticFeature(.lineString, ["class": .string("motorway")])
        for z in [5.0, 12, 15] {
            #expect(l.isDrawn(atZoom: z))
            #expect(l.matches(motorway, zoom: z))
            #expect(!l.matches(StaticFeature(.lineString, ["class": .string("motorway"), "brunnel": .string("bridge")]), zoom: z))
            #expect(!l.matches(StaticFeature(.lineString, ["class": .string("motorway"), "ramp": .number(1)]), zoom: z))
            let paint = l.atZoom(z).line(zoom: z, feature: motorway)
            #expect(close(paint.width, expo(1.2, z, (5, 0), (7, 1), (20, 18))), "z\(z)")
            #expect(paint.cap == .round && paint.join == .round)
            #expect(paint.color == CSSColor.parse(z == 5 ? "hsl(26, 87%, 62%)" : "#fc8"))
        }
        #expect(!l.isDrawn(atZoom: 4.5))
        #expect(close(l.line(zoom: 5.5, feature: motorway).color.red, (CSSColor.parse("hsl(26, 87%, 62%)")!.red + 1) / 2))
    }

    @Test func waterBuildingsAndMinorRoads() throws {
        let water = try doc.required("water")
        for z in [5.0, 12, 15] {
            #expect(water.matches(StaticFeature(.polygon), zoom: z))
            #expect(!water.matches(StaticFeature(.polygon, ["brunnel": .string("tunnel")]), zoom: z))
            #expect(water.fill(zoom: z, feature: StaticFeature(.polygon)).color == Color(red: 158 / 255, green: 189 / 255, blue: 1))
        }
        let building = try doc.required("building")
        #expect([5.0, 12, 13.5, 15].map { building.isDrawn(atZoom: $0) } == [false, false, true, false])
        let outline = try #require(building.fill(zoom: 13.5, feature: StaticFeature(.polygon)).outlineColor)
        #expect(close(outline.alpha, 0.66))
        let minor = try doc.required("road_minor")
        #expect(minor.matches(StaticFeature(.lineString, ["class": .string("minor")]), zoom: 15))
        #expect(!minor.matches(StaticFeature(.polygon, ["class": .string("minor")]), zoom: 15))
        #expect(!minor.matches(StaticFeature(.lineString, ["class": .string("minor"), "brunnel": .string("tunnel")]), zoom: 15))
        #expect(close(minor.line(zoom: 12, feature: StaticFeature.empty).width, 0))
        #expect(close(minor.line(zoom: 15, feature: StaticFeature.empty).width, expo(1.2, 15, (13.5, 0), (14, 2.5), (20, 18))))
        let wood = try doc.required("landcover_wood")
        let woodPaint = wood.fill(zoom: 12, feature: StaticFeature(.polygon, ["class": .string("wood")]))
        #expect(!woodPaint.antialias && woodPaint.opacity == 0.4 && close(woodPaint.color.alpha, 0.7))
    }

    @Test func placesAndPOIs() throws {
        let city = try doc.required("place_city")
        let berlin = StaticFeature(.point, ["class": .string("city"), "name_en": .string("Berlin"), "name": .string("Berlin")])
        #expect(!city.isDrawn(atZoom: 4) && city.isDrawn(atZoom: 5))
        for z in [5.0, 12, 15] {
            #expect(city.matches(berlin, zoom: z))
            let s = city.symbol(zoom: z, feature: berlin)
            #expect(s.text == "Berlin")
            #expect(close(s.textSize, expo(1.2, z, (7, 14), (11, 24))))
            #expect(s.iconImage == (z < 8 ? "dot_9" : ""))
            #expect(s.anchor == .bottom && s.iconAllowOverlap && s.maxWidth == 8)
            #expect(s.font.weight == .medium && s.font.family == "DejaVu Sans")
            #expect(s.textColor == CSSColor.parse("#333") && s.haloWidth == 1.2)
        }
        let poi = try doc.required("poi_z16")
        let florist = StaticFeature(.point, ["class": .string("shop"), "subclass": .string("florist"), "rank": .number(25), "name": .string("Blume")])
        #expect(poi.matches(florist, zoom: 16))
        #expect(!poi.matches(StaticFeature(.point, ["rank": .number(5)]), zoom: 16))
        #expect(poi.symbol(zoom: 16, feature: florist).iconImage == "florist")
        var bakery = florist
        bakery.properties["subclass"] = .string("bakery")
        #expect(poi.symbol(zoom: 16, feature: bakery).iconImage == "shop")
        let shield = try doc.required("road_shield")
        #expect(shield.symbol(zoom: 10, feature: StaticFeature.empty).placement == .point)
        #expect(shield.symbol(zoom: 12, feature: StaticFeature.empty).placement == .line)
        #expect(shield.symbol(zoom: 12, feature: StaticFeature(.lineString, ["ref_length": .number(3)])).iconImage == "default_3")
        let other = try doc.required("place_other")
        let suburb = StaticFeature(.point, ["class": .string("suburb"), "name_en": .string("Mitte")])
        #expect(other.matches(suburb, zoom: 12) && other.symbol(zoom: 12, feature: suburb).text == "MITTE")
        #expect(other.symbol(zoom: 12, feature: suburb).font.italic)
    }
}

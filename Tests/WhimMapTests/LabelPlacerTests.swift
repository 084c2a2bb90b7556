import Foundation
import Testing
import WhimGraphics
@testable import WhimMap

/// The readable map: names repeated at a spacing, never overlapping, places named.
@Suite struct LabelPlacerTests {
    /// The labels the extract's tiles in the app's style place for a camera.
    static func labels(_ model: MapModel, _ camera: Camera) throws -> [LabelPlacer.Label] {
        let surface = try Surface(width: Int(camera.viewportSize.width), height: Int(camera.viewportSize.height), format: .rgb24)
        let renderer = VectorMapRenderer(source: OSMTileSource(model: model), style: try Fixtures.lightStyle())
        return try #require(renderer.placeLabels(camera: camera, measuringWith: Canvas(surface))).labels
    }

    static func text(_ label: LabelPlacer.Label) -> String { label.glyphs.map(\.text).joined() }

    static func centre(_ label: LabelPlacer.Label) -> Point {
        let n = Double(label.glyphs.count)
        return Point(x: label.glyphs.reduce(0) { $0 + $1.center.x } / n, y: label.glyphs.reduce(0) { $0 + $1.center.y } / n)
    }

    @Test("at the zooms the flows use, Helsinki's main streets, stations, stops and parks are named, without overlaps or near repeats",
          arguments: [(60.17095, 24.94325, 16.3), (60.16960, 24.94300, 16.6), (60.17250, 24.94500, 15.6), (60.16800, 24.94600, 17.2)])
    func readableAtFlowZooms(lat: Double, lon: Double, zoom: Double) throws {
        let model = try #require(Fixtures.helsinkiModel)
        let camera = Camera(center: GeoCoordinate(latitude: lat, longitude: lon), zoom: zoom, viewportSize: Size(width: 960, height: 540))
        let labels = try Self.labels(model, camera)
        #expect(labels.count >= 12, "only \(labels.count) names at zoom \(zoom)")
        // No two labels overlap (glyph boxes, shrunk by a pixel for antialiasing).
        var boxes: [(Int, Rect)] = []
        for (i, label) in labels.enumerated() {
            for g in label.glyphs {
                let w = label.glyphs.count == 1 ? g.advance : label.font.size
                boxes.append((i, Rect(x: g.center.x - w / 2 + 1, y: g.center.y - label.font.size / 2 + 1, width: w - 2, height: label.font.size - 2)))
            }
        }
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where a.0 != b.0 {
                #expect(a.1.intersection(b.1) == nil, "\(Self.text(labels[a.0])) overlaps \(Self.text(labels[b.0]))")
            }
        }
        // A name appears again only far from where it already is.
        let byName = Dictionary(grouping: labels, by: Self.text)
        for (name, same) in byName where same.count > 1 {
            for (i, a) in same.enumerated() {
                for b in same[(i + 1)...] {
                    #expect(Self.centre(a).distance(to: Self.centre(b)) >= LabelPlacer.sameNameDistance - 1, "\(name) twice close together")
                }
            }
        }
    }

    @Test("Mannerheimintie is named where it is in view, and places come from the data")
    func namesFromTheData() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let camera = Camera(center: GeoCoordinate(latitude: 60.1700, longitude: 24.9400), zoom: 16.3, viewportSize: Size(width: 960, height: 540))
        let names = Set(try Self.labels(model, camera).map(Self.text))
        #expect(names.contains("Mannerheimintie"))
        let kinds = Set(model.places.map(\.kind))
        #expect(kinds.isSuperset(of: [.station, .tramStop, .bikeDock]))
        // Platforms of one stop are merged: no name twice within 150 m of itself.
        let stops = model.places.filter { $0.kind == .tramStop }
        #expect(Set(stops.map(\.name)).count >= stops.count / 2)
    }

    @Test("a point name is placed only by the view that holds its point, though its text would fit in the reach past it")
    func aPointNameBelongsToTheViewHoldingIt() throws {
        let surface = try Surface(width: 200, height: 200, format: .rgb24)
        var placer = LabelPlacer(viewport: Rect(x: 0, y: 0, width: 100, height: 100))
        placer.reach = Rect(x: -100, y: -100, width: 300, height: 300)
        let lettering = LabelPlacer.Lettering(font: .regular(11), color: 0x4F4A45, symbol: 0x4F4A45)
        let halo = (color: Color.white, width: 3.0)
        for p in [Point(x: 100, y: 50), Point(x: 130, y: 50), Point(x: 50, y: -1)] {
            let placed = placer.placeText("Asema", at: p, lettering: lettering, canvas: Canvas(surface), symbol: true, halo: halo)
            #expect(!placed, "\(p)")
        }
        let placed = placer.placeText("Asema", at: Point(x: 99, y: 50), lettering: lettering, canvas: Canvas(surface), symbol: true, halo: halo)
        #expect(placed)
        #expect(placer.labels.map(\.anchor) == [Point(x: 99, y: 50)])
    }

    @Test("a long street is named again along its length, a short one once")
    func repeatsAlongLongStreets() throws {
        let surface = try Surface(width: 1600, height: 200, format: .rgb24)
        var placer = LabelPlacer(viewport: Rect(x: 0, y: 0, width: 1600, height: 200))
        let lettering = LabelPlacer.Lettering(font: .regular(11), color: 0x4F4A45)
        let halo = (color: Color.white, width: 3.0)
        let long = (0...16).map { Point(x: Double($0) * 100, y: 100) }
        let placed = placer.place("Pitkäkatu", along: long, lettering: lettering, canvas: Canvas(surface), spacing: 360, halo: halo)
        #expect(placed >= 3)
        let short = [Point(x: 0, y: 40), Point(x: 200, y: 40)]
        #expect(placer.place("Lyhyt", along: short, lettering: lettering, canvas: Canvas(surface), spacing: 360, halo: halo) == 1)
    }
}

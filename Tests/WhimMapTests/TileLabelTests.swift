import Foundation
import Testing
import WhimGraphics
import WhimStyle
import WhimTestSupport
import WhimTiles
@testable import WhimMap

/// Labels drawn by tiles: placed per zoom and label region, so a view shows the same labels whatever order
/// its tiles are drawn in, never a name twice close together, and every label whole across tile edges.
@Suite("Labels across tiles")
struct TileLabelTests {
    /// A view: a whole-pixel rectangle of a zoom's pixel space.
    struct View: CustomStringConvertible {
        var zoom: Double
        var rect: PixelRect

        var tiles: [TileKey] {
            guard let grid = TileGrid.tiles(covering: rect) else { return [] }
            return grid.rows.flatMap { y in grid.columns.map { x in TileKey(zoom: zoom, x: x, y: y) } }
        }

        /// The camera that shows exactly this rectangle.
        var camera: Camera {
            let s = WebMercator.worldSize(zoom: zoom)
            return Camera(worldCenter: Point(x: (Double(rect.x) + Double(rect.width) / 2) / s, y: (Double(rect.y) + Double(rect.height) / 2) / s),
                          zoom: zoom, viewportSize: Size(width: Double(rect.width), height: Double(rect.height)))
        }

        /// The rectangle in zoom pixels.
        var shown: Rect { Rect(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height)) }

        var description: String { "view z \(zoom) at \(rect.x),\(rect.y) \(rect.width)×\(rect.height)" }
    }

    static let zooms = [14.6, 15.4, 16, 16.4, 17, 17.7, 18.5]

    /// A random view over the shipped map at one of `zooms`.
    static func randomView(_ model: MapModel, _ random: inout SeededRandom) -> View {
        let zoom = zooms.randomElement(using: &random)!
        let s = WebMercator.worldSize(zoom: zoom)
        let b = model.worldBounds
        let width = Int.random(in: 200...960, using: &random), height = Int.random(in: 150...540, using: &random)
        let x = Int(((b.minX + Double.random(in: 0...1, using: &random) * b.width) * s).rounded()) - width / 2
        let y = Int(((b.minY + Double.random(in: 0...1, using: &random) * b.height) * s).rounded()) - height / 2
        return View(zoom: zoom, rect: PixelRect(x: x, y: y, width: width, height: height))
    }

    /// A random view containing a corner of four label regions inside the data (where their placements
    /// meet), when the data holds one at the view's zoom.
    static func randomViewAcrossRegions(_ model: MapModel, _ random: inout SeededRandom) -> View {
        var view = randomView(model, &random)
        // Where the data spans several regions, at full size.
        view.zoom = [16.4, 17, 17.7, 18.5].randomElement(using: &random)!
        view.rect.width = 960
        view.rect.height = 540
        let side = Double(LabelRegion.side)
        let s = WebMercator.worldSize(zoom: view.zoom), b = model.worldBounds
        let columns = Int((b.minX * s / side).rounded(.up))...max(Int((b.minX * s / side).rounded(.up)), Int((b.maxX * s / side).rounded(.down)))
        let rows = Int((b.minY * s / side).rounded(.up))...max(Int((b.minY * s / side).rounded(.up)), Int((b.maxY * s / side).rounded(.down)))
        let corner = (x: columns.randomElement(using: &random)! * LabelRegion.side, y: rows.randomElement(using: &random)! * LabelRegion.side)
        view.rect.x = corner.x - Int.random(in: 1..<view.rect.width, using: &random)
        view.rect.y = corner.y - Int.random(in: 1..<view.rect.height, using: &random)
        return view
    }

    /// What the tiles draw: the shipped extract's tiles (`OSMTileSource`) or the shipped world tiles, both in
    /// the app's style. Every property here holds for both.
    enum Content: String, CaseIterable, CustomStringConvertible {
        case extract, tiles
        var description: String { rawValue }
    }

    /// One content's drawing: a fresh tile drawer, its base map for a camera, and the data's extent.
    struct Renderer {
        var model: MapModel
        var makeDrawer: () -> MapTileDrawer
        var renderBase: (Canvas, Camera) -> Void
    }

    /// The shipped map's renderer for `content` and a random seed (printed on failure) for a property.
    static func setUp(_ content: Content = .extract) throws -> (renderer: Renderer, seed: UInt64) {
        let model = try #require(Fixtures.helsinkiModel)
        let seed = UInt64.random(in: 0...UInt64.max)
        let source: any TileSource, style: StyleDocument
        switch content {
        case .extract:
            source = OSMTileSource(model: model)
            style = try Fixtures.lightStyle()
        case .tiles:
            let world = try Fixtures.worldTiles()
            source = world.0
            style = world.1
        }
        return (Renderer(model: model, makeDrawer: { MapTileDrawer(vector: VectorMapRenderer(source: source, style: style)) },
                         renderBase: { VectorMapRenderer(source: source, style: style).renderBase(into: $0, camera: $1) }), seed)
    }

    /// One drawn label in zoom pixels: its text and glyph centres (to 1/1000 px, so that the same label
    /// drawn by two tiles compares equal).
    struct Drawn: Hashable {
        var text: String
        var centres: [Int]
    }

    /// The labels the tiles of `view` draw, asked tile by tile in `order`, in zoom pixels.
    static func drawn(_ drawer: MapTileDrawer, _ view: View, order: [TileKey]) -> Set<Drawn> {
        var all = Set<Drawn>()
        let side = Double(TileGrid.side)
        for key in order {
            let tile = Rect(x: Double(key.x) * side, y: Double(key.y) * side, width: side, height: side)
            for label in drawer.labels(touching: tile, zoom: key.zoom) {
                let inZoom = label.offsetBy(dx: tile.minX, dy: tile.minY)
                guard inZoom.inkBounds.overlaps(view.shown) else { continue }
                all.insert(Drawn(text: inZoom.name,
                                 centres: inZoom.glyphs.flatMap { [Int(($0.center.x * 1000).rounded()), Int(($0.center.y * 1000).rounded())] }))
            }
        }
        return all
    }

    @Test("a view's labels are the same whatever order its tiles are drawn in and whatever was drawn before", arguments: Content.allCases)
    func orderIndependent(_ content: Content) throws {
        let (renderer, seed) = try Self.setUp(content)
        var random = SeededRandom(seed: seed)
        let model = renderer.model
        var named = 0
        for _ in 0..<8 {
            let view = Self.randomViewAcrossRegions(model, &random)
            let reference = Self.drawn(renderer.makeDrawer(), view, order: view.tiles)
            named += reference.count
            for _ in 0..<2 {
                // Another drawer wanders first (other views, some at the same zoom), then draws the tiles shuffled.
                let wandering = renderer.makeDrawer()
                for _ in 0..<2 {
                    var other = Self.randomViewAcrossRegions(model, &random)
                    if Bool.random(using: &random) { other.zoom = view.zoom }
                    _ = Self.drawn(wandering, other, order: other.tiles.shuffled(using: &random))
                }
                let shuffled = Self.drawn(wandering, view, order: view.tiles.shuffled(using: &random))
                #expect(shuffled == reference, "\(view): labels depend on the order of tiles (seed \(seed))")
            }
        }
        #expect(named > 0, "no labels in any view (seed \(seed))")
    }

    @Test("in random views at several zooms, no name appears twice within the same-name distance and no labels overlap",
          arguments: Content.allCases)
    func noNearRepeatsNorOverlaps(_ content: Content) throws {
        let (renderer, seed) = try Self.setUp(content)
        var random = SeededRandom(seed: seed)
        let model = renderer.model
        let drawer = renderer.makeDrawer()
        let spacing = LabelPlacer.sameNameDistance
        var named = 0
        for _ in 0..<16 {
            let view = Self.randomView(model, &random)
            let labels = drawer.labels(touching: view.shown, zoom: view.zoom)
            named += labels.count
            for (i, a) in labels.enumerated() {
                for b in labels[(i + 1)...] {
                    if a.name == b.name {
                        #expect(a.anchor.distance(to: b.anchor) >= spacing,
                                "\(a.name) twice, \(Int(a.anchor.distance(to: b.anchor))) px apart, in \(view) (seed \(seed))")
                    }
                    let overlap = a.boxes.contains { p in b.boxes.contains { q in p.intersection(q) != nil } }
                    #expect(!overlap, "\(a.name) overlaps \(b.name) in \(view) (seed \(seed))")
                }
            }
        }
        #expect(named > 0, "no labels in any view (seed \(seed))")
    }

    @Test("a tiled view equals the same view drawn on one surface: no label is cut at a tile or region edge", arguments: Content.allCases)
    func labelsAreWholeAcrossTiles(_ content: Content) throws {
        let (renderer, seed) = try Self.setUp(content)
        var random = SeededRandom(seed: seed)
        let model = renderer.model
        let drawer = renderer.makeDrawer()
        // The centre of Helsinki at the flows' zoom (labels crossing tile and region edges), then random views.
        let s = WebMercator.worldSize(zoom: 16.4)
        let centre = WebMercator.project(GeoCoordinate(latitude: 60.1699, longitude: 24.9460))
        var views = [View(zoom: 16.4, rect: PixelRect(x: Int(centre.x * s) - 480, y: Int(centre.y * s) - 270, width: 960, height: 540))]
        for _ in 0..<3 { views.append(Self.randomView(model, &random)) }
        for view in views {
            let w = view.rect.width, h = view.rect.height
            let tiled = try Surface(width: w, height: h, format: .rgb24)
            for key in view.tiles.shuffled(using: &random) {
                let tile = try #require(drawer.draw(key, isCancelled: { false }))
                tiled.blit(tile, at: PixelPoint(x: key.x * TileGrid.side - view.rect.x, y: key.y * TileGrid.side - view.rect.y),
                           in: tiled.bounds, copy: true)
            }
            // One surface: the base map, then the view's labels drawn once each, unclipped but by the view.
            let whole = try Surface(width: w, height: h, format: .rgb24)
            let canvas = Canvas(whole)
            renderer.renderBase(canvas, view.camera)
            var placer = LabelPlacer(viewport: Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
            placer.labels = drawer.labels(touching: view.shown, zoom: view.zoom)
            placer.draw(into: canvas)
            canvas.flush()
            var differing = 0
            for y in 0..<h {
                for x in 0..<w {
                    let p = tiled.pixel(x: x, y: y), q = whole.pixel(x: x, y: y)
                    if max(abs(p.red - q.red), abs(p.green - q.green), abs(p.blue - q.blue)) > 0.2 { differing += 1 }
                }
            }
            #expect(differing == 0, "\(differing) pixels differ between tiles and one surface in \(view) (seed \(seed))")
        }
    }

    @Test("every label lies in its region, reaches at most the region's reach past it, and regions of one colour never touch")
    func regionsOwnTheirLabels() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let drawer = MapTileDrawer(vector: VectorMapRenderer(source: OSMTileSource(model: model), style: try Fixtures.lightStyle()))
        let side = Double(LabelRegion.side)
        let centre = WebMercator.project(GeoCoordinate(latitude: 60.1699, longitude: 24.9460))
        let s = WebMercator.worldSize(zoom: 17)
        let middle = LabelRegion(zoom: 17, x: Int((centre.x * s / side).rounded(.down)), y: Int((centre.y * s / side).rounded(.down)))
        var count = 0
        for dy in -1...1 {
            for dx in -1...1 {
                let region = LabelRegion(zoom: 17, x: middle.x + dx, y: middle.y + dy)
                for label in drawer.labels(of: region) {
                    count += 1
                    #expect(Rect(x: 0, y: 0, width: side, height: side).contains(label.anchor))
                    #expect(Rect(x: 0, y: 0, width: side, height: side).insetBy(dx: -LabelRegion.reach, dy: -LabelRegion.reach).encloses(label.inkBounds))
                }
                for n in region.earlierNeighbours { #expect(n.colour < region.colour) }
                // The eight around have the other three colours only.
                let around = (-1...1).flatMap { j in (-1...1).map { i in LabelRegion(zoom: 17, x: region.x + i, y: region.y + j) } }
                #expect(around.filter { $0.colour == region.colour } == [region])
            }
        }
        #expect(count > 20)
        let negative = LabelRegion.containing(TileKey(zoom: 17, x: -1, y: -9))
        #expect(negative.x == -1 && negative.y == -2 && negative.colour == 1)
    }
}

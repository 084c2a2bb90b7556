import Foundation
import Testing
import WhimGraphics
import WhimRandom
import WhimStyle
import WhimTiles
@testable import WhimMap

/// `MapView.visibleLabels()`: the names a view shows, read off its drawn tiles, are exactly the labels
/// placed for the view whose anchor is inside it, where they are drawn, each name once, in reading order.
@Suite("The names a view shows")
struct VisibleLabelsTests {
    /// The labels placed for `view` anchored inside it, in its own units, in reading order, each name once:
    /// computed from a fresh drawer's label regions, not from any tile.
    static func reference(_ view: TileLabelTests.View, source: any TileSource, style: StyleDocument) -> [MapLabel] {
        let drawer = MapTileDrawer(vector: VectorMapRenderer(source: source, style: style))
        let inside = Rect(x: 0, y: 0, width: view.shown.width, height: view.shown.height)
        let found = drawer.labels(touching: view.shown, zoom: view.zoom)
            .filter { inside.contains($0.anchor) }
            .map { MapLabel(name: $0.name, frame: $0.inkBounds, anchor: $0.anchor) }
            .sorted { ($0.anchor.y, $0.anchor.x, $0.name) < ($1.anchor.y, $1.anchor.x, $1.name) }
        var seen: Set<String> = []
        return found.filter { seen.insert($0.name).inserted }
    }

    /// A label to 1/1000 of a unit, so the same label reached two ways compares equal.
    static func rounded(_ l: MapLabel) -> [String] {
        func r(_ v: Double) -> String { String(Int((v * 1000).rounded())) }
        return [l.name, r(l.anchor.x), r(l.anchor.y), r(l.frame.minX), r(l.frame.minY), r(l.frame.width), r(l.frame.height)]
    }

    @Test("in random views, the names read off the drawn tiles are the labels placed for the view and anchored in it")
    func namesMatchThePlacedLabels() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let style = try Fixtures.lightStyle()
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededRandom(seed: seed)
        var named = 0
        for _ in 0..<5 {
            var view = TileLabelTests.randomView(model, &random)
            view.rect.width = min(view.rect.width, 480)
            view.rect.height = min(view.rect.height, 320)
            let size = Size(width: Double(view.rect.width), height: Double(view.rect.height))
            let map = MapView(source: OSMTileSource(model: model), style: style, viewportSize: size, camera: view.camera)
            defer { map.worker.stop() }
            _ = try map.prepareFrame()
            let shown = map.visibleLabels()
            let expected = Self.reference(view, source: OSMTileSource(model: model), style: style)
            #expect(shown.map(Self.rounded) == expected.map(Self.rounded), "\(view) (seed \(seed))")
            #expect(Set(shown.map(\.name)).count == shown.count)
            #expect(shown.allSatisfy { Rect(size: size).contains($0.anchor) })
            // A part of the view names only what is anchored in that part.
            let half = Rect(x: 0, y: 0, width: size.width / 2, height: size.height)
            #expect(map.visibleLabels(in: half).map(\.name) == Self.reference(view, source: OSMTileSource(model: model), style: style)
                .filter { half.contains($0.anchor) }.map(\.name))
            named += shown.count
        }
        #expect(named > 0, "no names in any view (seed \(seed))")
    }

    @Test("before any tile is drawn the view names nothing; a cache that let a tile go forgets its names")
    func namesComeAndGoWithTheirTiles() throws {
        let model = try #require(Fixtures.helsinkiModel)
        let size = Size(width: 320, height: 200)
        let camera = Camera(center: GeoCoordinate(latitude: 60.1699, longitude: 24.9460), zoom: 16, viewportSize: size)
        let map = try Fixtures.extractView(model, viewportSize: size, camera: camera)
        defer { map.worker.stop() }
        #expect(map.visibleLabels().isEmpty)
        _ = try map.prepareFrame()
        #expect(!map.visibleLabels().isEmpty)
    }

    @Test func aCachedTileKeepsItsNamesUntilItIsLetGo() throws {
        var cache = TileCache(tiles: 2)
        let surface = try Surface(width: TileGrid.side, height: TileGrid.side, format: .rgb24)
        let a = TileKey(zoom: 16, x: 1, y: 1), b = TileKey(zoom: 16, x: 2, y: 1), c = TileKey(zoom: 16, x: 3, y: 1)
        let name = MapLabel(name: "Kamppi", frame: Rect(x: 10, y: 10, width: 40, height: 12), anchor: Point(x: 30, y: 16))
        cache.insert(surface, labels: [name], for: a)
        cache.insert(surface, for: b)
        #expect(cache.labels(for: a) == [name])
        #expect(cache.labels(for: b) == [])
        #expect(cache.labels(for: c) == nil)
        cache.insert(surface, for: c)
        #expect(cache.labels(for: a) == nil, "the least recently used tile went, and its names with it")
    }
}

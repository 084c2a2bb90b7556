import Foundation
import Testing
import WhimGraphics
@testable import WhimMap
import WhimStyle
import WhimTestSupport
import WhimTiles

/// The shipped extract as a tile source: every tile's features decode, lie in their tile (within its
/// buffer), and every feature of the model is in the tiles covering it from its minimum zoom on and
/// not before; drawn in the app's style it looks like the world tiles built from the same extract.
@Suite("OSM tile source")
struct OSMTileSourceTests {
    static let model = Fixtures.helsinkiModel
    static let source = model.map(OSMTileSource.init(model:))
    static let extent = Int32(OSMTileSource.extent), buffer = Int32(OSMTileSource.buffer)

    /// The tiles at zoom `z` covering the extract.
    static func tiles(covering bounds: GeoBounds, zoom z: Int) -> [TileID] {
        let r = WebMercator.project(bounds)
        let n = Double(1 << z)
        let xs = Int((r.minX * n).rounded(.down))...Int((r.maxX * n).rounded(.down))
        let ys = Int((r.minY * n).rounded(.down))...Int((r.maxY * n).rounded(.down))
        return ys.flatMap { y in xs.map { TileID(z: z, x: $0, y: y) } }
    }

    /// The tile of zoom `z` holding a world point.
    static func tile(at p: Point, zoom z: Int) -> TileID {
        let n = Double(1 << z)
        return TileID(z: z, x: Int((p.x * n).rounded(.down)), y: Int((p.y * n).rounded(.down)))
    }

    @Test(arguments: [7, 10, 12, 13, 14])
    func featuresDecodeAndLieInTheirTileWithinTheBuffer(zoom: Int) throws {
        let source = try #require(Self.source), model = try #require(Self.model)
        var features = 0
        for id in Self.tiles(covering: model.bounds, zoom: zoom) {
            let bytes = try #require(try source.tile(id))
            let tile = try MVTDecoder.decode(bytes, tile: id)
            #expect(tile.skippedFeatures == 0)
            for layer in tile.layers {
                #expect(layer.extent == Int(Self.extent))
                for feature in layer.features {
                    features += 1
                    for p in feature.points {
                        #expect(p.x >= -Self.buffer && p.x <= Self.extent + Self.buffer && p.y >= -Self.buffer && p.y <= Self.extent + Self.buffer,
                                "\(layer.name) feature \(feature.id ?? 0) in \(id) reaches \(p)")
                    }
                    if feature.type == .polygon {
                        // Each polygon starts with an exterior ring (positive area, y down).
                        #expect(PolygonRings.signedArea(feature.part(0).map { Point(x: Double($0.x), y: Double($0.y)) }) > 0)
                    }
                }
            }
        }
        if zoom >= 12 { #expect(features > 1000) }
    }

    @Test func everyFeatureIsInTheTilesCoveringItFromItsMinimumZoomOnly() throws {
        let source = try #require(Self.source), model = try #require(Self.model)
        let store = model.tileFeatures
        #expect(store.count > 3000)
        var tiles: [TileID: [String: Set<UInt64>]] = [:]
        func ids(_ id: TileID) throws -> [String: Set<UInt64>] {
            if let known = tiles[id] { return known }
            var visited = 0
            var byLayer: [String: Set<UInt64>] = [:]
            for layer in source.vectorTile(id, visited: &visited).layers { byLayer[layer.name] = Set(layer.features.compactMap(\.id)) }
            tiles[id] = byLayer
            return byLayer
        }
        /// The names of a tile's `transportation_name` lines (merged per tile: a line keeps its first way's id).
        var names: [TileID: Set<String>] = [:]
        func lineNames(_ id: TileID) -> Set<String> {
            if let known = names[id] { return known }
            var visited = 0
            let layer = source.vectorTile(id, visited: &visited).layers.first { $0.name == "transportation_name" }
            let found = Set(layer.map { l in
                l.features.compactMap { f -> String? in
                    stride(from: 0, to: f.tags.count, by: 2).lazy.compactMap { i -> String? in
                        guard l.keys[Int(f.tags[i])] == "name", case .string(let s) = l.values[Int(f.tags[i + 1])] else { return nil }
                        return s
                    }.first
                }
            } ?? [])
            names[id] = found
            return found
        }
        var checked = 0
        for f in 0..<store.count {
            let part = store.parts(of: f).lowerBound
            let points = store.points(ofPart: part).map { store.points[$0] }
            let layer = store.layers[f].name
            let minZoom = Int(store.minZooms[f])
            for z in Set([minZoom, 14]) {
                // Only features large enough not to vanish when quantised at that zoom: lines 4 units
                // long, areas 4 units wide on average.
                let scale = Double(1 << z) * Double(OSMTileSource.extent)
                let xs = points.map(\.x), ys = points.map(\.y)
                let size = max(xs.max()! - xs.min()!, ys.max()! - ys.min()!) * scale
                let area = PolygonRings.signedArea(points) * scale * scale
                switch store.types[f] {
                case .lineString: guard size >= 4 else { continue }
                case .polygon: guard area >= 4 * size else { continue }
                default: break
                }
                let tile = Self.tile(at: points[0], zoom: z)
                if store.layers[f] == .transportationName, let name = store.string("name", of: f) {
                    #expect(lineNames(tile).contains(name), "line \(f) (\(name)) missing from \(tile)")
                } else {
                    #expect(try ids(tile)[layer]?.contains(UInt64(f)) == true, "feature \(f) (\(layer)) missing from \(tile)")
                }
                checked += 1
            }
            if minZoom > 0 {
                let tile = Self.tile(at: points[0], zoom: minZoom - 1)
                #expect(try ids(tile)[layer]?.contains(UInt64(f)) != true, "feature \(f) (\(layer)) in \(tile), before its zoom \(minZoom)")
            }
        }
        #expect(checked > store.count)
    }

    @Test func copiesShiftedByATileAreTheSameTilesThere() throws {
        let model = try #require(Self.model)
        let id = Self.tile(at: WebMercator.project(GeoCoordinate(latitude: 60.1699, longitude: 24.9384)), zoom: 14)
        let step = 1.0 / 16384
        let copies = MapModel(bounds: model.bounds,
                              tileFeatures: model.tileFeatures.copies(shiftedBy: [Point(x: 0, y: 0), Point(x: 3 * step, y: step)]))
        let source = OSMTileSource(model: copies)
        var visited = 0
        let original = try #require(Self.source).vectorTile(id, visited: &visited)
        for (dx, dy) in [(0, 0), (3, 1)] {
            let shifted = source.vectorTile(TileID(z: 14, x: id.x + dx, y: id.y + dy), visited: &visited)
            #expect(shifted.layers.map(\.name) == original.layers.map(\.name))
            #expect(shifted.layers.map { $0.features.map(\.points) } == original.layers.map { $0.features.map(\.points) })
        }
    }

    @Test func layersAndAttributesFollowTheSchema() throws {
        let source = try #require(Self.source)
        let id = Self.tile(at: WebMercator.project(GeoCoordinate(latitude: 60.1699, longitude: 24.9384)), zoom: 14)
        var visited = 0
        let tile = source.vectorTile(id, visited: &visited)
        let names = Set(tile.layers.map(\.name))
        for expected in ["transportation", "transportation_name", "building", "poi", "landuse", "park", "water"] {
            #expect(names.contains(expected), "no \(expected) layer in \(id)")
        }
        let roads = try #require(tile[layer: "transportation"])
        let classes = Set(roads.features.compactMap { roads.value(of: $0, for: "class") })
        #expect(classes.contains(.string("primary")) && classes.contains(.string("path")))
        let names2 = try #require(tile[layer: "transportation_name"])
        #expect(names2.features.contains { names2.value(of: $0, for: "name") == .string("Mannerheimintie") })
        // Places are points ranked by kind.
        let city = source.vectorTile(TileID(z: 10, x: id.x >> 4, y: id.y >> 4), visited: &visited)
        let places = try #require(city[layer: "place"])
        #expect(places.features.allSatisfy { $0.type == .point && places.value(of: $0, for: "rank")?.number != nil })
    }

    /// The extract through its tiles and the world tiles tilemaker built from the same extract, in the
    /// same style and view: the same map, give or take antialiasing and the credit line.
    @Test(arguments: [14.0, 16])
    func looksLikeTheWorldTilesAtTheSamePlace(zoom: Double) throws {
        let source = try #require(Self.source)
        let (world, style) = try Fixtures.worldTiles()
        let camera = Camera(center: GeoCoordinate(latitude: 60.1699, longitude: 24.9384), zoom: zoom,
                            viewportSize: Size(width: 480, height: 270))
        let ours = try VectorMapExport.render(source: source, style: style, camera: camera, attribution: "")
        let theirs = try VectorMapExport.render(source: world, style: style, camera: camera, attribution: "")
        let difference = ImageComparison.compare(expected: theirs, actual: ours, tolerance: ImageTolerance(maxChannelDelta: 48, maxDifferingPixels: 0))
        // A loose comparison: at most 6% of the pixels differ noticeably.
        #expect(difference.differingPixels * 100 <= difference.pixelCount * 6, "\(difference)")
    }
}

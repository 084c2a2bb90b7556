import Foundation
import Testing
import WhimNet
import WhimTestSupport
import WhimTiles

/// Tiles by URL template and by TileJSON over the test server.
@Suite struct HTTPTileSourceTests {
    /// Writes tiles as `tiles/z/x/y.mvt`, every other one gzipped (as servers store them).
    private func publish(_ served: ServedFolder, count: Int) throws -> [TileID: [UInt8]] {
        var tiles: [TileID: [UInt8]] = [:]
        var random = SeededRandom(seed: 21)
        while tiles.count < count {
            let z = Int.random(in: 0 ... 6, using: &random)
            tiles[TileID(z: z, x: Int.random(in: 0 ..< (1 << z), using: &random), y: Int.random(in: 0 ..< (1 << z), using: &random))] =
                sampleBytes(Int.random(in: 1 ... 300, using: &random), seed: random.next())
        }
        for (index, (id, bytes)) in tiles.enumerated() {
            try FileManager.default.createDirectory(atPath: served.folder.path + "/tiles/\(id.z)/\(id.x)", withIntermediateDirectories: true)
            try served.put("tiles/\(id.z)/\(id.x)/\(id.y).mvt", index.isMultiple(of: 2) ? Decompression.gzip(bytes) : bytes)
        }
        return tiles
    }

    @Test func templateTilesArriveAndMissingOnesAreAbsent() throws {
        let served = try ServedFolder()
        let tiles = try publish(served, count: 40)
        let source = try HTTPTileSources.open(served.server.url("tiles/{z}/{x}/{y}.mvt"), client: served.client())
        for (id, bytes) in tiles { #expect(try source.tile(id) == bytes, "tile \(id)") }
        for z in 0 ... 6 where tiles[TileID(z: z, x: 0, y: 0)] == nil { #expect(try source.tile(TileID(z: z, x: 0, y: 0)) == nil) }
        #expect(throws: TileSourceError.invalidTile(TileID(z: 2, x: 4, y: 0))) { try source.tile(TileID(z: 2, x: 4, y: 0)) }
    }

    @Test func templateAddressesTMSRows() throws {
        let template = try #require(TileURLTemplate("https://h/{z}/{x}/{-y}.pbf"))
        #expect(template.url(for: TileID(z: 3, x: 2, y: 1)) == "https://h/3/2/6.pbf")
        #expect(TileURLTemplate("https://h/{z}/{x}.pbf") == nil)
        #expect(TileURLTemplate("file:///{z}/{x}/{y}") == nil)
    }

    @Test func tileJSONDescribesTheSource() throws {
        let served = try ServedFolder()
        let tiles = try publish(served, count: 10)
        let json = """
            {"tilejson": "3.0.0", "tiles": ["tiles/{z}/{x}/{y}.mvt"], "minzoom": 1, "maxzoom": 5, "name": "Town",
             "attribution": "© Town", "bounds": [24.8, 60.1, 25.1, 60.3], "center": [24.9, 60.2, 12],
             "vector_layers": [{"id": "roads"}, {"id": "water"}]}
            """
        try served.put("tiles.json", Array(json.utf8))
        let source = try HTTPTileSources.open(served.server.url("tiles.json?gzip=1"), client: served.client())
        #expect(source.metadata.minZoom == 1 && source.metadata.maxZoom == 5)
        #expect(source.metadata.name == "Town" && source.metadata.attribution == "© Town")
        #expect(source.metadata.vectorLayers == ["roads", "water"])
        #expect(source.metadata.bounds.map { [$0.west, $0.south, $0.east, $0.north] } == [24.8, 60.1, 25.1, 60.3])
        #expect(source.metadata.center.map { [$0.longitude, $0.latitude, $0.zoom] } == [24.9, 60.2, 12])
        for (id, bytes) in tiles { #expect(try source.tile(id) == ((1 ... 5).contains(id.z) ? bytes : nil)) }
    }

    @Test func malformedTileJSONIsCorrupt() throws {
        let served = try ServedFolder()
        for (index, text) in ["{not json", "[1, 2]", "{\"tiles\": []}", "{\"tiles\": [\"ftp://x/{z}/{x}/{y}\"]}",
                              "{\"tiles\": [\"t/{z}/{x}/{y}\"], \"minzoom\": 9, \"maxzoom\": 2}"].enumerated() {
            try served.put("bad\(index).json", Array(text.utf8))
            #expect(throws: TileSourceError.self) { try HTTPTileSources.open(served.server.url("bad\(index).json"), client: served.client()) }
            do { _ = try HTTPTileSources.open(served.server.url("bad\(index).json"), client: served.client()) } catch {
                guard case .corrupt = error else { Issue.record("\(text): \(error)"); continue }
            }
        }
    }

    /// Server faults on a tile: absent for 404, a one-line error otherwise, over the budget `tooLarge`.
    @Test func tileFaults() throws {
        let served = try ServedFolder()
        try FileManager.default.createDirectory(atPath: served.folder.path + "/t/0/0", withIntermediateDirectories: true)
        try served.put("t/0/0/0.mvt", sampleBytes(5000, seed: 1))
        var limits = HTTPLimits.standard
        limits.maxBodyBytes = 1000
        let big = try HTTPTileSources.open(served.server.url("t/{z}/{x}/{y}.mvt"), client: served.client(), limits: limits)
        #expect(throws: TileSourceError.tooLarge(path: served.server.url("t/0/0/0.mvt"), tile: TileID(z: 0, x: 0, y: 0), bytes: 1001, limit: 1000)) {
            try big.tile(TileID(z: 0, x: 0, y: 0))
        }
        for query in ["status=500", "drop=1", "truncate=10", "status=429"] {
            let source = try HTTPTileSources.open(served.server.url("t/{z}/{x}/{y}.mvt?\(query)"), client: served.client(retry: .never))
            do {
                _ = try source.tile(TileID(z: 0, x: 0, y: 0))
                Issue.record("\(query) gave a tile")
            } catch {
                guard case .unreadable = error else { Issue.record("\(query): \(error)"); continue }
            }
        }
    }
}

import Testing
@testable import WhimTiles

@Suite struct MBTilesMetadataTests {
    static func parse(_ rows: [String: String]) throws -> TileSourceMetadata {
        try MBTilesMetadata.parse(rows, path: "t.mbtiles") { () throws(TileSourceError) in 2...9 }
    }

    @Test func rowsBecomeMetadata() throws {
        let metadata = try Self.parse([
            "name": "Helsinki", "format": "pbf", "minzoom": "0", "maxzoom": " 14", "attribution": "© OSM",
            "bounds": "24.9, 60.1,25.0,60.2", "center": "24.94,60.17",
            "json": #"{"vector_layers": [{"id": "water", "fields": {}}, {"id": "place"}, {"fields": {}}]}"#,
        ])
        #expect(metadata == TileSourceMetadata(minZoom: 0, maxZoom: 14, bounds: (24.9, 60.1, 25.0, 60.2), center: (24.94, 60.17, 0),
                                               format: .mvt, name: "Helsinki", attribution: "© OSM", vectorLayers: ["water", "place"]))
    }

    @Test(arguments: [
        (["format": "jpg"], TileFormat.jpeg), (["format": "PNG"], .png), (["format": "webp"], .webp), (["format": "mvt"], .mvt),
        (["format": "tiff"], .unknown), ([:], .unknown), (["json": #"{"vector_layers": [{"id": "roads"}]}"#], .mvt),
    ] as [([String: String], TileFormat)])
    func formatsAreNamedOrInferred(rows: [String: String], format: TileFormat) throws {
        #expect(try Self.parse(rows).format == format)
    }

    @Test func missingZoomsComeFromTheTiles() throws {
        let both = try Self.parse([:])
        #expect((both.minZoom, both.maxZoom) == (2, 9))
        let onlyMin = try Self.parse(["minzoom": "5"])
        #expect((onlyMin.minZoom, onlyMin.maxZoom) == (5, 9))
        #expect(throws: TileSourceError.corrupt(path: "t.mbtiles", detail: "metadata minzoom 9 is above maxzoom 3")) {
            try Self.parse(["minzoom": "9", "maxzoom": "3"])
        }
    }

    @Test func writtenRowsReadBack() throws {
        let metadata = TileSourceMetadata(minZoom: 1, maxZoom: 12, bounds: (-180, -85, 180, 85), center: (0, 0, 2), format: .mvt,
                                          name: "n", attribution: "a", vectorLayers: ["b", "a"])
        let rows = Dictionary(uniqueKeysWithValues: MBTilesMetadata.rows(for: metadata).map { ($0.name, $0.value) })
        #expect(rows["format"] == "pbf")
        #expect(try Self.parse(rows) == metadata)
    }
}

import Testing
import WhimTiles
@testable import WhimMap

/// A decoded layer's property look-up by key index (`DecodedLayer.value(ofFeature:for:)`) against the
/// layer's own look-up by key string (`VectorTileLayer.value(of:for:)`).
struct DecodedLayerTests {
    /// Property, over every feature of the real Helsinki tiles of zooms 12–14 and every key of its layer
    /// (and one no layer has): the same value, or none, as the layer's own look-up.
    @Test func aRealTilesValuesAreTheLayersOwn() throws {
        var compared = 0
        for tile in try SourceTileCacheTests.helsinkiTiles() {
            for data in tile.layers {
                let layer = DecodedLayer(data)
                #expect(layer.keyIndex != nil, "\(data.name) lists a key twice")
                for i in data.features.indices {
                    for key in data.keys + ["no such key"] {
                        #expect(layer.value(ofFeature: i, for: key) == data.value(of: data.features[i], for: key))
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 10_000)
    }

    /// Hand-made layers the decoder would not give: a key listed twice (no index; the strings are compared)
    /// and pairs whose value lies outside the table (skipped; a later pair of the same key answers).
    @Test func oddTablesAnswerAsTheLayersOwn() {
        let features = [
            VectorTileFeature(type: .point, tags: [0, 0, 1, 1, 2, 0], points: [TilePoint(x: 1, y: 1)], partStarts: [0]),
            VectorTileFeature(type: .point, tags: [1, 9, 0, 7, 1, 1], points: [TilePoint(x: 2, y: 2)], partStarts: [0]),
            VectorTileFeature(type: .point, tags: [2, 1, 2, 0], points: [TilePoint(x: 3, y: 3)], partStarts: [0]),
        ]
        let values: [TileValue] = [.string("a"), .int(2)]
        for keys in [["name", "class", "name"], ["name", "class", "rank"]] {
            let data = VectorTileLayer(name: "odd", keys: keys, values: values, features: features)
            let layer = DecodedLayer(data)
            #expect((layer.keyIndex == nil) == (keys == ["name", "class", "name"]))
            for i in features.indices {
                for key in ["name", "class", "rank", "none"] {
                    #expect(layer.value(ofFeature: i, for: key) == data.value(of: features[i], for: key), "feature \(i), \(key), keys \(keys)")
                }
            }
        }
    }
}

import WhimTestSupport
import Testing
@testable import WhimTiles

@Suite struct MVTRoundTripTests {
    @Test(arguments: 0..<200)
    func encodeThenDecodeGivesTheTileBack(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let tile = RandomVectorTile.make(using: &rng)
        let decoded = try MVTDecoder.decode(MVTEncoder.encode(tile))
        #expect(decoded.skippedFeatures == 0)
        #expect(decoded.layers == tile.layers)
    }

    @Test func gzippedTilesAreInflated() throws {
        var rng = SeededRandom(seed: 7)
        var tile = RandomVectorTile.make(using: &rng)
        tile.layers.append(VectorTileLayer(name: "extra", features: [RandomVectorTile.geometry(using: &rng)]))
        let decoded = try MVTDecoder.decode(Decompression.gzip(MVTEncoder.encode(tile)))
        #expect(decoded.layers == tile.layers)
    }

    @Test func partsFollowTheGeometryType() throws {
        let points = [TilePoint(x: 1, y: 2), TilePoint(x: 3, y: 4), TilePoint(x: 5, y: 9)]
        let layer = VectorTileLayer(name: "l", features: [
            VectorTileFeature(type: .point, points: points, partStarts: [0, 1, 2]),
            VectorTileFeature(type: .lineString, points: points, partStarts: [0]),
            VectorTileFeature(type: .polygon, points: [TilePoint(x: 0, y: 0), TilePoint(x: 10, y: 0), TilePoint(x: 10, y: 10)], partStarts: [0]),
        ])
        let decoded = try MVTDecoder.decode(MVTEncoder.encode(VectorTile(layers: [layer])))
        let features = try #require(decoded[layer: "l"]).features
        #expect(features[0].partCount == 3 && Array(features[0].part(2)) == [points[2]])
        #expect(features[1].partCount == 1 && Array(features[1].part(0)) == points)
        #expect(features[2].partCount == 1 && features[2].part(0).count == 3)
        #expect(MVTGeometryDecoder.signedArea(features[2].part(0)) > 0)
        #expect(decoded[layer: "missing"] == nil)
    }

    @Test func propertiesAndValueLookups() throws {
        var layer = VectorTileLayer(name: "roads", keys: ["class", "lanes", "oneway"], values: [.string("primary"), .uint(2), .bool(true)])
        layer.features = [VectorTileFeature(id: 0, type: .point, tags: [0, 0, 1, 1, 0, 2], points: [TilePoint(x: 1, y: 1)], partStarts: [0])]
        let decoded = try #require(try MVTDecoder.decode(MVTEncoder.encode(VectorTile(layers: [layer])))[layer: "roads"])
        let feature = decoded.features[0]
        #expect(feature.id == 0)
        #expect(decoded.value(of: feature, for: "class") == .string("primary"))
        #expect(decoded.value(of: feature, for: "lanes")?.number == 2)
        #expect(decoded.value(of: feature, for: "oneway") == nil)
        #expect(decoded.properties(of: feature) == ["class": .string("primary"), "lanes": .uint(2)])
    }

    @Test func errorsNameTheTile() throws {
        let bytes: [UInt8] = [0x1a, 0x03, 0x28, 0x80, 0x20]  // a layer with only an extent: no name
        let tile = TileID(z: 3, x: 1, y: 2)
        do {
            _ = try MVTDecoder.decode(bytes, tile: tile)
            Issue.record("decoded a layer without a name")
        } catch {
            #expect(error.tile == tile)
            #expect(error.description.contains("3/1/2"))
        }
    }
}

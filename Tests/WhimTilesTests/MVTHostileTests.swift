import WhimTestSupport
import Testing
@testable import WhimTiles

/// Broken and hostile tiles: each is a typed error or a skipped feature, never a crash or a huge allocation.
@Suite struct MVTHostileTests {
    /// A version 2 tile with one layer "l" (keys k0, values 1) holding one feature of `type` and `geometry`.
    static func tile(type: UInt64 = 2, geometry: [UInt32], tags: [UInt32] = [], version: UInt64 = 2) -> [UInt8] {
        var feature = WireWriter()
        feature.varintField(1, 1)
        feature.packedField(2, tags)
        feature.varintField(3, type)
        feature.packedField(4, geometry)
        var value = WireWriter()
        value.varintField(5, 1)
        var layer = WireWriter()
        layer.varintField(15, version)
        layer.bytesField(1, Array("l".utf8))
        layer.bytesField(2, feature.bytes)
        layer.bytesField(3, Array("k0".utf8))
        layer.bytesField(4, value.bytes)
        layer.varintField(5, 4096)
        var tile = WireWriter()
        tile.bytesField(3, layer.bytes)
        return tile.bytes
    }

    static func zz(_ v: Int32) -> UInt32 { UInt32(bitPattern: (v << 1) ^ (v >> 31)) }

    @Test func aWellFormedFeatureDecodes() throws {
        let decoded = try MVTDecoder.decode(Self.tile(geometry: [9, Self.zz(2), Self.zz(2), 10, Self.zz(3), Self.zz(4)]))
        #expect(decoded.layers[0].features.count == 1)
        #expect(decoded.layers[0].features[0].points == [TilePoint(x: 2, y: 2), TilePoint(x: 5, y: 6)])
    }

    @Test func badCommandCountsAreFatal() {
        // LineTo claims 1000 points with one pair; MoveTo of 2 points in a line; ClosePath count 2; unknown command 5.
        for geometry: [UInt32] in [[9, 4, 4, (1000 << 3) | 2, 2, 2], [17, 4, 4, 6, 6], [9, 4, 4, 18, 2, 2, 4, 4, 23], [5]] {
            #expect(throws: MVTError.self, "\(geometry)") { try MVTDecoder.decode(Self.tile(type: 3, geometry: geometry)) }
        }
        #expect(throws: MVTError.self) { try MVTDecoder.decode(Self.tile(type: 1, geometry: [(0x1fff_ffff << 3) | 1, 2, 2])) }
    }

    @Test func coordinateOverflowSkipsTheFeature() throws {
        // x reaches Int32.max, then one more step right.
        let decoded = try MVTDecoder.decode(Self.tile(geometry: [9, Self.zz(Int32.max), 0, 10, 2, 0]))
        #expect(decoded.skippedFeatures == 1)
        #expect(decoded.layers[0].features.isEmpty)
        // Many steps that each fit 32 bits but sum past them.
        let big = Self.zz(Int32.max)
        let steps: [UInt32] = [9, big, 0, (3 << 3) | 2, big, 0, big, 0, big, 0]
        #expect(try MVTDecoder.decode(Self.tile(geometry: steps)).skippedFeatures == 1)
    }

    @Test func ringsOfFewerThanFourPointsAreSkipped() throws {
        // A ring of two distinct points (three with the closing one), and a ring with no area.
        let short = try MVTDecoder.decode(Self.tile(type: 3, geometry: [9, 0, 0, 10, 20, 20, 15]))
        #expect(short.skippedFeatures == 1)
        let flat = try MVTDecoder.decode(Self.tile(type: 3, geometry: [9, 0, 0, 18, 20, 0, 20, 0, 15]))
        #expect(flat.skippedFeatures == 1)
        // A version 2 polygon must start with an exterior ring (positive area).
        let reversed = try MVTDecoder.decode(Self.tile(type: 3, geometry: [9, 0, 0, 18, 0, 20, 20, 0, 15]))
        #expect(reversed.skippedFeatures == 1)
        let exterior = try MVTDecoder.decode(Self.tile(type: 3, geometry: [9, 0, 0, 18, 20, 0, 0, 20, 15]))
        #expect(exterior.skippedFeatures == 0)
    }

    @Test func tagIndicesOutOfRangeAreFatal() throws {
        #expect(throws: MVTError.self) { try MVTDecoder.decode(Self.tile(geometry: [9, 2, 2], tags: [1, 0])) }
        #expect(throws: MVTError.self) { try MVTDecoder.decode(Self.tile(geometry: [9, 2, 2], tags: [0, 1])) }
        #expect(try MVTDecoder.decode(Self.tile(type: 1, geometry: [9, 2, 2], tags: [0])).skippedFeatures == 1)
    }

    @Test func everyTruncationOfAValidTileIsHandled() throws {
        var rng = SeededRandom(seed: 99)
        var tile = RandomVectorTile.make(using: &rng)
        tile.layers.append(VectorTileLayer(name: "x", keys: ["a"], values: [.string("b")], features: [RandomVectorTile.geometry(using: &rng)]))
        let bytes = MVTEncoder.encode(tile)
        var errors = 0
        for length in 0..<bytes.count {
            do {
                _ = try MVTDecoder.decode(Array(bytes.prefix(length)))
            } catch {
                errors += 1
            }
        }
        // Cutting a tile almost always breaks a length prefix; the exact count depends on the layout.
        #expect(errors > bytes.count / 2)
        let gz = Decompression.gzip(bytes)
        for length in 2..<gz.count {
            #expect(throws: MVTError.self) { try MVTDecoder.decode(Array(gz.prefix(length))) }
        }
    }

    @Test func aGzipBombStopsAtTheByteLimit() {
        let bomb = Decompression.gzip([UInt8](repeating: 0, count: 50 << 20))
        let limits = MVTLimits(maxLayers: 10, maxFeaturesPerLayer: 10, maxPointsPerTile: 10, maxBytes: 1 << 20)
        #expect(throws: MVTError.tooLarge(limit: 1 << 20, tile: nil)) { try MVTDecoder.decode(bomb, limits: limits) }
        #expect(throws: MVTError.tooLarge(limit: 1 << 20, tile: nil)) {
            try MVTDecoder.decode([UInt8](repeating: 0, count: 2 << 20), limits: limits)
        }
    }

    @Test func limitsOnLayersFeaturesAndPoints() {
        let limits = MVTLimits(maxLayers: 1, maxFeaturesPerLayer: 1, maxPointsPerTile: 3, maxBytes: 1 << 20)
        let two = Self.tile(geometry: [9, 2, 2, 10, 2, 2]) + Self.tile(geometry: [9, 2, 2, 10, 2, 2])
        #expect(throws: MVTError.self) { try MVTDecoder.decode(two, limits: limits) }
        #expect(throws: MVTError.overLimit("points", limit: 3, tile: nil)) {
            try MVTDecoder.decode(Self.tile(type: 1, geometry: [(4 << 3) | 1, 2, 2, 2, 2, 2, 2, 2, 2]), limits: limits)
        }
    }

    @Test func aClosePathInALineClosesItInVersionOneOnly() throws {
        let geometry: [UInt32] = [9, 4, 4, 18, 0, 16, 16, 0, 15]
        let decoded = try MVTDecoder.decode(Self.tile(geometry: geometry, version: 1))
        #expect(decoded.layers[0].features[0].points == [TilePoint(x: 2, y: 2), TilePoint(x: 2, y: 10), TilePoint(x: 10, y: 10), TilePoint(x: 2, y: 2)])
        #expect(throws: MVTError.self) { try MVTDecoder.decode(Self.tile(geometry: geometry, version: 2)) }
    }

    @Test func versionsOtherThanOneAndTwoAreFatal() {
        #expect(throws: MVTError.unsupportedVersion(3, layer: "l", tile: nil)) { try MVTDecoder.decode(Self.tile(geometry: [9, 2, 2], version: 3)) }
    }

    @Test func randomBytesNeverCrash() {
        var rng = SeededRandom(seed: 5)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...64, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            _ = try? MVTDecoder.decode(bytes)
        }
    }
}

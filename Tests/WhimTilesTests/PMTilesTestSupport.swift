import WhimTestSupport
import Foundation
@testable import WhimTiles

/// Temporary archives for the PMTiles tests, removed when the value is dropped.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "whimtiles-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}

enum PMTilesSamples {
    static let metadata = TileSourceMetadata(minZoom: 0, maxZoom: 14, bounds: (west: -10, south: 40, east: 5, north: 55),
                                             center: (longitude: -2, latitude: 51, zoom: 6), format: .mvt,
                                             name: "Sample", attribution: "© Test", vectorLayers: ["water", "roads"])

    /// `count` distinct random tiles at zooms 0–14 with random contents, some runs of identical tiles.
    static func tiles(_ count: Int, seed: UInt64) -> [TileID: [UInt8]] {
        var rng = SeededRandom(seed: seed)
        var tiles: [TileID: [UInt8]] = [:]
        while tiles.count < count {
            let z = Int.random(in: 0...14, using: &rng)
            let id = TileID(z: z, x: Int.random(in: 0..<(1 << z), using: &rng), y: Int.random(in: 0..<(1 << z), using: &rng))
            tiles[id] = (0..<Int.random(in: 1...300, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        }
        return tiles
    }

    static func write(_ tiles: [TileID: [UInt8]], to path: String, compression: PMTilesCompression = .gzip) throws {
        var writer = PMTilesWriter(metadata: metadata, tileCompression: compression)
        for (id, bytes) in tiles { try writer.add(bytes, for: id) }
        try writer.write(to: path)
    }
}

import Foundation
import Testing
import WhimTiles
@testable import WhimMap

/// The decoded-tile cache's byte estimate against the heap the tile really holds, and its budget.
struct SourceTileCacheTests {
    /// glibc's `malloc_usable_size`, looked up at run time (its header is not part of the Glibc module).
    static let usableSize: (@convention(c) (UnsafeMutableRawPointer?) -> Int)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
    }()

    /// The heap chunk an array's storage takes (its usable size and the 8-byte size word); none when it
    /// has no storage of its own.
    static func heapBytes<T>(_ array: [T], _ usableSize: @convention(c) (UnsafeMutableRawPointer?) -> Int) -> Int {
        guard array.capacity > 0 else { return 0 }
        return usableSize(unsafeBitCast(array, to: UnsafeMutableRawPointer.self)) + 8
    }

    /// The real Helsinki tiles of zooms 12–14 (the largest the app ships), decoded.
    static func helsinkiTiles() throws -> [VectorTile] {
        let (source, _) = try Fixtures.worldTiles()
        var tiles: [VectorTile] = []
        for z in 12...14 {
            let n = Double(1 << z)
            let station = WebMercator.project(latitude: 60.1710, longitude: 24.9414)
            for dy in -1...1 {
                for dx in -1...1 {
                    let id = TileID(z: z, x: Int(station.x * n) + dx, y: Int(station.y * n) + dy)
                    if let bytes = try source.tile(id) { tiles.append(try MVTDecoder.decode(bytes, tile: id)) }
                }
            }
        }
        return tiles
    }

    /// The estimate covers every array the tile allocated, measured by the allocator itself, and is not
    /// far above it (what it adds beyond arrays is the tables' long strings and a few fixed objects).
    @Test func theEstimateCoversEveryArrayTheTileAllocated() throws {
        let usableSize = try #require(Self.usableSize)
        let tiles = try Self.helsinkiTiles()
        #expect(tiles.count >= 5)
        for tile in tiles {
            var measured = Self.heapBytes(tile.layers, usableSize)
            for layer in tile.layers {
                measured += Self.heapBytes(layer.keys, usableSize) + Self.heapBytes(layer.values, usableSize)
                measured += Self.heapBytes(layer.features, usableSize) + Self.heapBytes([DecodedTile.Box](repeating: .init(minX: 0, minY: 0, maxX: 0, maxY: 0), count: layer.features.count), usableSize)
                for f in layer.features {
                    measured += Self.heapBytes(f.tags, usableSize) + Self.heapBytes(f.points, usableSize) + Self.heapBytes(f.partStarts, usableSize)
                }
            }
            let estimate = SourceTileCache.estimatedBytes(tile)
            #expect(estimate >= measured, "tile of \(measured) heap bytes in arrays estimated at \(estimate)")
            #expect(Double(estimate) <= Double(measured) * 1.25 + 16_384, "tile of \(measured) heap bytes in arrays estimated at \(estimate)")
        }
    }

    /// Past its budget the cache drops the least recently used tiles, never the one just asked for.
    @Test func itKeepsWithinItsBudgetDroppingTheLeastRecentlyUsed() throws {
        let (source, _) = try Fixtures.worldTiles()
        let ids = (0..<4).flatMap { y in (0..<4).map { x in TileID(z: 2, x: x, y: y) } }
        let sizes = try ids.map { id in try source.tile(id).map { SourceTileCache.estimatedBytes(try MVTDecoder.decode($0, tile: id)) } ?? 64 }
        let budget = sizes.sorted().suffix(3).reduce(0, +)
        let cache = SourceTileCache(budget: budget)
        for id in ids {
            _ = cache.tile(id, from: source)
            #expect(cache.heldBytes <= max(budget, sizes.max()!))
            #expect(cache.isHolding(id))
        }
        #expect(cache.count < ids.count)
        #expect(!cache.isHolding(ids[0]))
    }

    /// Property, over tiles read one by one into a small budget: the free pages are given back exactly
    /// when the tiles dropped since the last time come to a quarter of the budget (a reference count of
    /// the bytes dropped, read off the held bytes), and never while nothing is dropped.
    @Test func itGivesFreePagesBackAfterDroppingAQuarterOfItsBudget() throws {
        let (source, _) = try Fixtures.worldTiles()
        let ids = (0..<8).flatMap { y in (0..<8).map { x in TileID(z: 3, x: x, y: y) } }
        let sizes = try ids.map { id in try source.tile(id).map { SourceTileCache.estimatedBytes(try MVTDecoder.decode($0, tile: id)) } ?? 64 }
        let budget = sizes.sorted().suffix(4).reduce(0, +)
        var releases = 0
        let cache = SourceTileCache(budget: budget, releasePages: { releases += 1 })
        var dropped = 0, expected = 0
        for (id, size) in zip(ids, sizes) {
            let before = cache.heldBytes
            _ = cache.tile(id, from: source)
            dropped += before + size - cache.heldBytes
            if dropped >= budget / SourceTileCache.releaseShare {
                dropped = 0
                expected += 1
            }
            #expect(releases == expected, "after reading \(id)")
        }
        #expect(expected >= 2)
    }
}

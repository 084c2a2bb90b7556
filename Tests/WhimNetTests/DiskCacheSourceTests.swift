import Foundation
import Synchronization
import Testing
import WhimNet
import WhimTestSupport
import WhimTiles

/// The HTTP tile sources with a disk cache: what a later run revalidates or reads without asking, what an
/// offline run still has, and a damaged entry fetched again.
@Suite struct DiskCacheSourceTests {
    private func openCache(_ folder: TemporaryFolder) -> DiskTileCache {
        DiskTileCache(directory: folder.path + "/cache", budget: 1 << 26, warn: { Issue.record("cache warning: \($0)") })
    }

    /// Tiles `tiles/z/x/y.mvt` at zooms 0–3, every other one gzipped.
    private func publishTiles(_ served: ServedFolder) throws -> [TileID: [UInt8]] {
        var tiles: [TileID: [UInt8]] = [:]
        for z in 0 ... 3 {
            for x in 0 ..< (1 << z) {
                let id = TileID(z: z, x: x, y: 0)
                tiles[id] = sampleBytes(50 + 10 * x, seed: UInt64(z * 16 + x))
                try FileManager.default.createDirectory(atPath: served.folder.path + "/tiles/\(z)/\(x)", withIntermediateDirectories: true)
                try served.put("tiles/\(z)/\(x)/0.mvt", x.isMultiple(of: 2) ? Decompression.gzip(tiles[id]!) : tiles[id]!)
            }
        }
        return tiles
    }

    @Test func templateTilesComeFromTheCacheWhenOfflineAndRevalidateOtherwise() throws {
        let served = try ServedFolder()
        let cacheFolder = try TemporaryFolder()
        let tiles = try publishTiles(served)
        let template = served.server.url("tiles/{z}/{x}/{y}.mvt")
        let first = try HTTPTileSources.open(template, client: served.client(), cache: openCache(cacheFolder))
        for (id, bytes) in tiles { #expect(try first.tile(id) == bytes) }
        // A later run: a changed tile comes back new (the server's ETag changed), the others as they were.
        let changed = TileID(z: 1, x: 1, y: 0)
        try served.put("tiles/1/1/0.mvt", [9, 9, 9])
        let second = try HTTPTileSources.open(template, client: served.client(), cache: openCache(cacheFolder))
        for (id, bytes) in tiles { #expect(try second.tile(id) == (id == changed ? [9, 9, 9] : bytes)) }
        // Offline: every tile fetched before is there, a tile never fetched is an error naming its URL.
        served.server.stop()
        let offline = try HTTPTileSources.open(template, client: served.client(retry: .never), cache: openCache(cacheFolder))
        for (id, bytes) in tiles { #expect(try offline.tile(id) == (id == changed ? [9, 9, 9] : bytes)) }
        #expect(throws: TileSourceError.self) { try offline.tile(TileID(z: 3, x: 0, y: 1)) }
        let uncached = try HTTPTileSources.open(template, client: served.client(retry: .never))
        #expect(throws: TileSourceError.self) { try uncached.tile(TileID(z: 0, x: 0, y: 0)) }
    }

    /// A tile the server calls fresh (`max-age`) is used without asking until it goes stale, then
    /// revalidated (the 304 renews it); without `max-age`, and with `no-cache`, every use asks.
    @Test func freshTilesAreUsedWithoutAskingUntilTheyGoStale() throws {
        let served = try ServedFolder()
        let cacheFolder = try TemporaryFolder()
        _ = try publishTiles(served)
        let clock = Atomic<Int64>(1_700_000_000 * 1_000_000_000)
        let cache = DiskTileCache(directory: cacheFolder.path + "/cache", budget: 1 << 26, stamp: { clock.load(ordering: .relaxed) },
                                  warn: { Issue.record("cache warning: \($0)") })
        func advance(seconds: Int64) { clock.add(seconds * 1_000_000_000, ordering: .relaxed) }
        let id = TileID(z: 0, x: 0, y: 0)
        func requests(_ query: String, uses: Int, secondsApart: Int64 = 0) throws -> [Int] {
            let source = try HTTPTileSources.open(served.server.url("tiles/{z}/{x}/{y}.mvt" + query), client: served.client(), cache: cache)
            return try (0 ..< uses).map { _ in
                _ = try source.tile(id)
                advance(seconds: secondsApart)
                return try served.count("tiles/0/0/0.mvt" + query)
            }
        }
        // Fresh for an hour: one request, then none until the hour is over, then one revalidation.
        #expect(try requests("?max_age=3600", uses: 3, secondsApart: 1000) == [1, 1, 1])
        advance(seconds: 599)
        #expect(try requests("?max_age=3600", uses: 1) == [1])
        advance(seconds: 2)
        #expect(try requests("?max_age=3600", uses: 1) == [2])
        #expect(try requests("?max_age=3600", uses: 2, secondsApart: 1800) == [2, 2])
        #expect(try requests("?max_age=3600", uses: 1) == [3])
        // Said nothing, or no-cache: every use revalidates.
        #expect(try requests("", uses: 3, secondsApart: 10) == [1, 2, 3])
        #expect(try requests("?no_cache=1", uses: 3) == [1, 2, 3])
        // A fresh tile is read without the network, and after it goes stale the offline copy still serves.
        served.server.stop()
        let offline = try HTTPTileSources.open(served.server.url("tiles/{z}/{x}/{y}.mvt?max_age=3600"), client: served.client(retry: .never), cache: cache)
        #expect(try offline.tile(id) != nil)
        advance(seconds: 7200)
        #expect(try offline.tile(id) != nil)
    }

    @Test func cacheControlGivesTheFreshnessLifetime() {
        let cases: [(String, Double?)] = [
            ("max-age=60", 60), ("public, max-age=60", 60), ("max-age=\"60\"", 60), ("MAX-AGE = 5", 5), ("no-cache, max-age=60", 0),
            ("no-store", 0), ("max-age=abc", nil), ("max-age=-1", nil), ("max-age=", nil), ("", nil), ("public", nil),
            ("max-age=99999999999999999999999", HTTPResponse.maximumAge),
        ]
        for (value, age) in cases { #expect(HTTPResponse.maxAge(cacheControl: value) == age, "\(value)") }
    }

    @Test func aDamagedCacheEntryIsFetchedAgain() throws {
        let served = try ServedFolder()
        let cacheFolder = try TemporaryFolder()
        let tiles = try publishTiles(served)
        let template = served.server.url("tiles/{z}/{x}/{y}.mvt")
        let source = try HTTPTileSources.open(template, client: served.client(), cache: openCache(cacheFolder))
        for (id, _) in tiles { _ = try source.tile(id) }
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path + "/cache").filter { $0.hasPrefix("e") }
        #expect(entries.count == tiles.count)
        for name in entries {
            let url = URL(fileURLWithPath: cacheFolder.path + "/cache/" + name)
            var bytes = try [UInt8](Data(contentsOf: url))
            bytes[bytes.count - 1] ^= 1
            try Data(bytes).write(to: url)
        }
        let before = try served.count("tiles/0/0/0.mvt")
        let again = try HTTPTileSources.open(template, client: served.client(), cache: openCache(cacheFolder))
        for (id, bytes) in tiles { #expect(try again.tile(id) == bytes) }
        #expect(try served.count("tiles/0/0/0.mvt") == before + 1)
        // Fetched again whole and stored whole: offline now reads them.
        served.server.stop()
        let offline = try HTTPTileSources.open(template, client: served.client(retry: .never), cache: openCache(cacheFolder))
        for (id, bytes) in tiles { #expect(try offline.tile(id) == bytes) }
    }

    /// A PMTiles archive read once is read again from the cache: its ranges without a request, its first
    /// bytes revalidated, and all of it with the server gone.
    @Test func pmtilesRangesAreKeptByETag() throws {
        let served = try ServedFolder()
        let cacheFolder = try TemporaryFolder()
        var random = SeededRandom(seed: 4)
        var tiles: [TileID: [UInt8]] = [:]
        while tiles.count < 2000 {
            let z = Int.random(in: 0 ... 11, using: &random)
            tiles[TileID(z: z, x: Int.random(in: 0 ..< (1 << z), using: &random), y: Int.random(in: 0 ..< (1 << z), using: &random))] =
                sampleBytes(Int.random(in: 1 ... 300, using: &random), seed: random.next())
        }
        var writer = PMTilesWriter(metadata: TileSourceMetadata(minZoom: 0, maxZoom: 11, name: "Kept", vectorLayers: ["roads"]))
        for (id, bytes) in tiles { try writer.add(bytes, for: id) }
        try writer.write(to: served.folder.path + "/a.pmtiles")
        let url = served.server.url("a.pmtiles")
        let probes = Array(tiles.keys.shuffled(using: &random).prefix(120))
        let first = try HTTPTileSources.open(url, client: served.client(), cache: openCache(cacheFolder))
        for id in probes { #expect(try first.tile(id) == tiles[id]) }
        let asked = try served.count("a.pmtiles")
        let second = try HTTPTileSources.open(url, client: served.client(), cache: openCache(cacheFolder))
        for id in probes { #expect(try second.tile(id) == tiles[id]) }
        #expect(try served.count("a.pmtiles") == asked + 1, "only the first bytes are asked for again (revalidated)")
        served.server.stop()
        let offline = try HTTPTileSources.open(url, client: served.client(retry: .never), cache: openCache(cacheFolder))
        #expect(offline.metadata == first.metadata)
        for id in probes { #expect(try offline.tile(id) == tiles[id]) }
    }
}

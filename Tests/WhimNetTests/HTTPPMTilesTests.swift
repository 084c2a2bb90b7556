import Foundation
import Testing
import WhimNet
import WhimTestSupport
import WhimTiles

/// PMTiles over range requests against the same archive read from disk (the reference).
@Suite struct HTTPPMTilesTests {
    /// An archive of `count` random tiles at zooms 0–`maxZoom`, written into the served folder.
    private func archive(_ served: ServedFolder, _ name: String, count: Int, seed: UInt64) throws -> [TileID: [UInt8]] {
        var random = SeededRandom(seed: seed)
        var tiles: [TileID: [UInt8]] = [:]
        while tiles.count < count {
            let z = Int.random(in: 0 ... 12, using: &random)
            let id = TileID(z: z, x: Int.random(in: 0 ..< (1 << z), using: &random), y: Int.random(in: 0 ..< (1 << z), using: &random))
            tiles[id] = sampleBytes(Int.random(in: 1 ... 400, using: &random), seed: random.next())
        }
        var writer = PMTilesWriter(metadata: TileSourceMetadata(minZoom: 0, maxZoom: 12, name: "Served", vectorLayers: ["roads"]))
        for (id, bytes) in tiles { try writer.add(bytes, for: id) }
        try writer.write(to: served.folder.path + "/" + name)
        return tiles
    }

    /// Property: every tile (and every absent address probed) reads the same over HTTP as from the file.
    @Test func servedArchiveReadsLikeTheFile() throws {
        let served = try ServedFolder()
        for (index, count) in [5, 3000].enumerated() {
            let name = "a\(index).pmtiles"
            let tiles = try archive(served, name, count: count, seed: UInt64(index))
            let local = try PMTilesArchive(path: served.folder.path + "/" + name)
            let remote = try HTTPTileSources.open(served.server.url(name), client: served.client())
            #expect(remote.metadata == local.metadata)
            var random = SeededRandom(seed: 5)
            var probes = Array(tiles.keys.shuffled(using: &random).prefix(150))
            probes += (0 ..< 50).map { _ in TileID(z: 12, x: Int.random(in: 0 ..< 4096, using: &random), y: Int.random(in: 0 ..< 4096, using: &random)) }
            for id in probes {
                #expect(try remote.tile(id) == local.tile(id), "tile \(id)")
                #expect(try remote.tile(id) == tiles[id])
            }
        }
    }

    /// Opening costs one request (header, root directory and metadata come in the first range); a tile
    /// inside that range costs none, and one past it exactly one (its directory is not fetched again).
    @Test func headerAndDirectoriesAreFetchedOnce() throws {
        let served = try ServedFolder()
        let tiles = try archive(served, "small.pmtiles", count: 20, seed: 9)
        let size = try FileManager.default.attributesOfItem(atPath: served.folder.path + "/small.pmtiles")[.size] as! Int
        #expect(size < Int(HTTPArchiveBytes.prefixLength))
        let small = try HTTPTileSources.open(served.server.url("small.pmtiles"), client: served.client())
        for id in tiles.keys { _ = try small.tile(id) }
        #expect(try served.count("small.pmtiles") == 1)

        let many = try archive(served, "large.pmtiles", count: 200, seed: 10)
        let large = try HTTPTileSources.open(served.server.url("large.pmtiles"), client: served.client())
        #expect(try served.count("large.pmtiles") == 1)
        let ids = Array(many.keys)
        for id in ids { _ = try large.tile(id) }
        let afterOnePass = try served.count("large.pmtiles")
        for id in ids { _ = try large.tile(id) }
        let secondPass = try served.count("large.pmtiles") - afterOnePass
        #expect(afterOnePass == 1 + secondPass, "no directory is fetched after the first read")
        #expect(secondPass > 0 && secondPass <= ids.count)
    }

    /// An archive replaced on the server after it was opened is reported as changed, not read as a mix.
    @Test func aChangedArchiveIsDetected() throws {
        let served = try ServedFolder()
        let tiles = try archive(served, "moving.pmtiles", count: 3000, seed: 1)
        let remote = try HTTPTileSources.open(served.server.url("moving.pmtiles"), client: served.client())
        _ = try archive(served, "moving.pmtiles", count: 3000, seed: 2)
        do {
            for id in tiles.keys { _ = try remote.tile(id) }
            Issue.record("the replaced archive was read")
        } catch {
            guard case let .corrupt(path, detail) = error else { Issue.record("got \(error)"); return }
            #expect(path == served.server.url("moving.pmtiles"))
            #expect(detail.contains("changed on the server"))
        }
    }

    @Test func faultsAreOneLineErrors() throws {
        let served = try ServedFolder()
        _ = try archive(served, "f.pmtiles", count: 10, seed: 3)
        try served.put("garbage.pmtiles", sampleBytes(20_000, seed: 4))
        let client = served.client(retry: .never)
        let cases: [(String, (TileSourceError) -> Bool)] = [
            ("missing.pmtiles", { if case .unreadable = $0 { true } else { false } }),
            ("f.pmtiles?status=500", { if case .unreadable = $0 { true } else { false } }),
            ("f.pmtiles?truncate=50", { if case .unreadable = $0 { true } else { false } }),
            ("garbage.pmtiles", { if case .notThisFormat = $0 { true } else { false } }),
        ]
        for (path, expected) in cases {
            do {
                _ = try HTTPTileSources.open(served.server.url(path), client: client)
                Issue.record("\(path) opened")
            } catch {
                #expect(expected(error), "\(path): \(error)")
                #expect(!error.description.contains("\n"))
            }
        }
    }
}

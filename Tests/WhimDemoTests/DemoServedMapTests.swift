import Foundation
import Testing
import WhimDemo
import WhimMapBackdrop
import WhimTestSupport
import WhimTiles

/// `--map http://…`: the demo's map from the test server, the same as from the file; a server that is
/// down is one line naming the URL.
@Suite struct DemoServedMapTests {
    @Test func aServedArchiveIsTheSameMapAsTheFile() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: DemoAssets.worldTiles().path, toPath: folder.path + "/world.pmtiles")
        let server = try TestHTTPServer(root: folder.path)
        let served = try DemoMapChoice.load(map: server.url("world.pmtiles"), style: nil)
        let local = try DemoMapChoice.load(map: folder.path + "/world.pmtiles", style: nil)
        guard case let .tiles(remoteSource, _, _) = served.backdrop, case let .tiles(localSource, _, _) = local.backdrop else {
            Issue.record("not a tiles backdrop")
            return
        }
        #expect(remoteSource.metadata == localSource.metadata)
        #expect(try (0 ... 2).allSatisfy { z in try remoteSource.tile(.init(z: z, x: 0, y: 0)) == localSource.tile(.init(z: z, x: 0, y: 0)) })
    }

    @Test func mapInfoReadsAServer() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: DemoAssets.worldTiles().path, toPath: folder.path + "/world.pmtiles")
        let server = try TestHTTPServer(root: folder.path)
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let local = try BuiltExecutable.run(executable, ["map", "info", folder.path + "/world.pmtiles"])
        let remote = try BuiltExecutable.run(executable, ["map", "info", server.url("world.pmtiles")])
        #expect(remote.status == 0, "\(remote.stderr)")
        #expect(remote.stdout.replacingOccurrences(of: "kind: http", with: "kind: pmtiles") == local.stdout)

        let down = try BuiltExecutable.run(executable, ["map", "info", server.url("missing.pmtiles")])
        #expect(down.status != 0)
        #expect(down.stderr.hasPrefix("whim-demo: ") && down.stderr.split(separator: "\n").count == 1, "\(down.stderr)")
        #expect(down.stderr.contains(server.url("missing.pmtiles")))
    }
}

import Foundation
import Testing
import WhimNet
import WhimTestSupport
import WhimTiles

/// The client's view of the network, with the test server stopped (the network away) and started again.
@Suite struct NetworkStatusTests {
    @Test func offlineWhileTheServerIsDownAndBackWhenItAnswers() throws {
        let served = try ServedFolder()
        try served.put("a.bin", [1, 2, 3])
        let client = served.client(retry: RetryPolicy(attempts: 4, baseDelay: 0.25, maxDelay: 1))
        #expect(try client.fetch(served.request("a.bin")).body == [1, 2, 3])
        #expect(!client.network.isOffline)
        // A 404 is an answer: the network is there.
        #expect(throws: HTTPError.self) { try client.fetch(served.request("missing")) }
        #expect(!client.network.isOffline)

        served.server.stop()
        #expect(throws: HTTPError.self) { try client.fetch(served.request("a.bin")) }
        #expect(client.network.isOffline)
        #expect(served.pauses.recorded.count == 3, "the request that found the network away was retried")
        // Known to be offline: the next request fails at once, without waiting through the retries.
        #expect(throws: HTTPError.self) { try client.fetch(served.request("a.bin")) }
        #expect(served.pauses.recorded.count == 3)
        #expect(client.network.recoveries == 0)

        try served.restart()
        #expect(try client.fetch(served.request("a.bin")).body == [1, 2, 3])
        #expect(!client.network.isOffline)
        #expect(client.network.recoveries == 1)
    }

    @Test func sourcesOverHTTPShareTheirClientsStatus() throws {
        let served = try ServedFolder()
        var writer = PMTilesWriter(metadata: TileSourceMetadata(minZoom: 0, maxZoom: 2, name: "N", vectorLayers: ["roads"]))
        try writer.add([1, 2, 3], for: TileID(z: 1, x: 1, y: 1))
        try writer.write(to: served.folder.path + "/n.pmtiles")
        let client = served.client()
        let archive = try HTTPTileSources.open(served.server.url("n.pmtiles"), client: client)
        let template = try HTTPTileSources.open(served.server.url("t/{z}/{x}/{y}.mvt"), client: client)
        #expect((archive as? any NetworkTileSource)?.network === client.network)
        #expect((template as? any NetworkTileSource)?.network === client.network)
    }
}

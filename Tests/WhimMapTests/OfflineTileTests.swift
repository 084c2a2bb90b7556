import Foundation
import Synchronization
import Testing
import WhimGraphics
import WhimNet
import WhimTestSupport
import WhimTiles
@testable import WhimMap

/// Tiles that could not be read (the network away) are asked for again in a later draw and drawn again
/// when the network returns; tiles the source lacks, or that are damaged, are not.
@Suite struct OfflineTileTests {
    /// A source whose tiles `unreadable` throws `.unreadable` for, counting every request.
    final class FlakySource: TileSource, @unchecked Sendable {
        let metadata = TileSourceMetadata(minZoom: 0, maxZoom: 4)
        let bytes = MVTEncoder.encode(VectorTile(layers: []))
        var unreadable: Set<TileID> = []
        var damaged: Set<TileID> = []
        var present: Set<TileID> = []
        private(set) var asked: [TileID: Int] = [:]

        func tile(_ id: TileID) throws(TileSourceError) -> [UInt8]? {
            asked[id, default: 0] += 1
            if unreadable.contains(id) { throw .unreadable(path: "flaky", reason: "cannot connect") }
            if damaged.contains(id) { throw .corrupt(path: "flaky", detail: "bad tile") }
            return present.contains(id) ? bytes : nil
        }
    }

    @Test func anUnreadableTileIsAskedForAgainInALaterDrawOnly() {
        let source = FlakySource()
        let (flaky, missing, damaged, fine) = (TileID(z: 2, x: 1, y: 1), TileID(z: 2, x: 0, y: 0), TileID(z: 2, x: 3, y: 3), TileID(z: 2, x: 2, y: 2))
        source.unreadable = [flaky]
        source.damaged = [damaged]
        source.present = [flaky, fine]
        let cache = SourceTileCache()
        for draw in 1 ... 4 {
            cache.beginDraw()
            for _ in 0 ..< 3 { for id in [flaky, missing, damaged, fine] { _ = cache.tile(id, from: source) } }
            #expect(cache.drawIsProvisional == (draw < 3), "draw \(draw)")
            #expect(source.asked[flaky] == min(draw, 3), "draw \(draw): once per draw while unreadable, then kept")
            if draw == 2 { source.unreadable = [] }
        }
        #expect(source.asked[missing] == 1 && source.asked[damaged] == 1 && source.asked[fine] == 1)
        #expect(cache.tile(flaky, from: source) != nil)
    }

    /// The map over a served archive: tiles drawn while the server is down are provisional, retried with a
    /// growing wait, and once it is back the view is the same as one over the file that never lost it.
    @Test func aViewDrawnWithoutTheServerIsDrawnAgainWhenItReturns() throws {
        let (local, style) = try Fixtures.worldTiles()
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: local.path, toPath: folder.path + "/world.pmtiles")
        var server = try TestHTTPServer(root: folder.path)
        let client = HTTPClient(configuration: HTTPClient.Configuration(retry: RetryPolicy(attempts: 2, baseDelay: 0.01, maxDelay: 0.01), threads: 1))
        let source = try HTTPTileSources.open(server.url("world.pmtiles"), client: client)
        let size = Size(width: 320, height: 200)
        func view(over source: any TileSource) -> MapView {
            let renderer = VectorMapRenderer(source: source, style: style)
            return MapView(content: .tiles(renderer: renderer), drawing: MapTileDrawer(vector: renderer), viewportSize: size,
                           camera: Camera(center: GeoCoordinate(latitude: 60.17, longitude: 24.94), zoom: 4, viewportSize: size),
                           tileLoading: .waitForTiles)
        }
        let served = view(over: source), reference = view(over: local)
        defer { served.worker.stop(); reference.worker.stop() }
        #expect(served.content.network === client.network)
        _ = try served.prepareFrame()
        #expect(served.provisionalTiles.isEmpty)

        server.stop()
        let elsewhere = Camera(center: GeoCoordinate(latitude: -15, longitude: -60), zoom: 5, viewportSize: size)
        served.setCamera(elsewhere)
        _ = try served.prepareFrame()
        let provisional = served.provisionalTiles
        #expect(!provisional.isEmpty)
        #expect(client.network.isOffline)
        let drawn = served.renderCount
        served.retryTiles(at: 0)
        served.retryTiles(at: 0.9)
        _ = try served.prepareFrame()
        #expect(served.renderCount == drawn, "nothing is drawn again before the first wait (1 s) is over")
        served.retryTiles(at: 1.0)
        _ = try served.prepareFrame()
        #expect(served.renderCount == drawn + provisional.count, "drawn again, still without the server")
        #expect(served.provisionalTiles == provisional)

        server = try TestHTTPServer(root: folder.path, port: server.port)
        served.retryTiles(at: 2.9)
        _ = try served.prepareFrame()
        #expect(served.renderCount == drawn + provisional.count, "the second wait is twice the first")
        served.retryTiles(at: 3.0)
        _ = try served.prepareFrame()
        #expect(served.provisionalTiles.isEmpty)
        #expect(!client.network.isOffline)
        reference.setCamera(elsewhere)
        #expect(try pixels(served.prepareFrame(), size) == pixels(reference.prepareFrame(), size))
    }

    private func pixels(_ frame: MapFrame, _ size: Size) throws -> [UInt8] {
        let s = try Surface(width: Int(size.width), height: Int(size.height), format: .rgb24)
        frame.draw(into: s, canvas: Canvas(s), in: s.bounds)
        return s.withPixelsReadOnly { Array($0) }
    }
}

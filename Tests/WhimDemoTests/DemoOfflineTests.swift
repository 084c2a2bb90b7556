import Foundation
import Testing
import WhimAnimation
import WhimDemo
import WhimGraphics
import WhimMap
import WhimNet
import WhimTestSupport

/// The demo on a served map whose server goes away and comes back: one banner says so, and it goes by
/// itself once tiles arrive again.
@Suite struct DemoOfflineTests {
    @Test func theBannerShowsOnceWhileTheServerIsAwayAndGoesWhenItIsBack() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: DemoAssets.worldTiles().path, toPath: folder.path + "/world.pmtiles")
        var server = try TestHTTPServer(root: folder.path)
        let choice = try DemoMapChoice.load(map: server.url("world.pmtiles"), style: nil)
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 640, height: 400), clock: clock, map: choice.model, backdropMap: choice.backdrop)
        let view = app.backdrop.mapView
        let network = try #require(view.content.network, "a served map has a network status")
        func frames(_ count: Int) {
            for _ in 0 ..< count {
                clock.advance(by: 1.0 / 60)
                app.container.update()
                _ = app.container.renderFrame()
                app.updateNetworkBanner()
            }
        }
        func banners() -> Int { app.container.overlays.filter { $0.panel is OfflineBannerPanel }.count }
        frames(10)
        #expect(!app.showsOfflineBanner && banners() == 0)

        server.stop()
        // Tiles never fetched: another part of the world.
        view.setCamera(Camera(center: GeoCoordinate(latitude: -15, longitude: -60), zoom: 5, viewportSize: view.viewportSize))
        frames(30)
        #expect(network.isOffline)
        #expect(!view.provisionalTiles.isEmpty)
        #expect(app.showsOfflineBanner && banners() == 1, "one banner, however many tiles failed")

        server = try TestHTTPServer(root: folder.path, port: server.port)
        frames(60 * 4)
        #expect(!network.isOffline)
        #expect(view.provisionalTiles.isEmpty, "the tiles drawn without the server are drawn again")
        #expect(!app.showsOfflineBanner && banners() == 0)
    }
}

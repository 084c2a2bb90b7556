import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimSDL
import WhimTestSupport

/// A script played through a window host (`ScriptPlayer.drawFrame`, what `whim-demo bench --tour --window`
/// times): every frame is the host's own — update, composed into the streaming texture, uploaded — and the
/// script ends on the same pixels as when the player draws its frames itself. In the serialized SDL suite:
/// one window host at a time in a process (a suite of its own ran beside it and failed a host test under
/// ASan with "a window host is already open").
extension WindowHostTests {
    static let scriptThroughWindow = "wait 0.3\nrow 0 #options\nwait 0.8\nkey escape\nwait 0.3"

    @Test func everyFrameIsTheHostsAndTheLastFrameIsTheSame() throws {
        let size = Size(width: 480, height: 270)
        let script = try DemoScript(parsing: Self.scriptThroughWindow)

        let plainClock = ManualClock()
        let plain = try DemoApp(size: size, clock: plainClock, map: sharedHelsinki)
        let plainPlayer = ScriptPlayer(app: plain, clock: plainClock)
        var plainFrames = 0
        plainPlayer.onFrame = { _ in plainFrames += 1 }
        try plainPlayer.play(script)

        let clock = ManualClock()
        let app = try DemoApp(size: size, clock: clock, map: sharedHelsinki)
        let host = try WindowHost(container: app.container, configuration: .headless(size: size))
        defer { host.close() }
        #expect(host.composesIntoTexture || host.rendererName == "software")
        let player = ScriptPlayer(app: app, clock: clock)
        var drawn: [Int] = []
        player.drawFrame = {
            host.setNeedsFrame()
            host.run(maxFrames: 1)
            drawn.append(host.statistics.framesDrawn)
        }
        try player.play(script)
        // One host frame per script frame, in order, and as many as the player draws by itself.
        #expect(drawn.count == plainFrames)
        #expect(drawn == Array(drawn.indices.map { (drawn.first ?? 0) + $0 }))
        #expect(app.container.destination?.panels.map(\.title) == plain.container.destination?.panels.map(\.title))
        let d = ImageComparison.compare(expected: plain.container.frame, actual: app.container.frame, tolerance: ImageTolerance(maxChannelDelta: 0, maxDifferingPixels: 0))
        #expect(d.isWithin(ImageTolerance(maxChannelDelta: 0, maxDifferingPixels: 0)), "\(d)")
    }
}

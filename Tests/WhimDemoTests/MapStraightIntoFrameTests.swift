import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics

/// A moving map is drawn straight into the compositor's frame (`MapBackdrop.drawStraight(into:visible:damage:)`) instead of
/// into its cached surface and then copied. The built-in tour, every frame: the same pixels either way.
@Suite(.serialized) struct MapStraightIntoFrameTests {
    /// A fingerprint of every frame of the tour, and how many frames the map drew straight into.
    func playTour(straight: Bool) throws -> (digests: [UInt64], straight: Int) {
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 960, height: 540), clock: clock, map: sharedHelsinki)
        app.backdrop.drawsStraightIntoFrames = straight
        let player = ScriptPlayer(app: app, clock: clock)
        var digests: [UInt64] = []
        player.onFrame = { _ in
            let frame = app.container.frame
            digests.append(frame.withPixelsReadOnly { bytes in
                // FNV-1a over 64-bit words (the stride is a multiple of 8 at this width).
                var h: UInt64 = 0xcbf2_9ce4_8422_2325
                for word in bytes.bindMemory(to: UInt64.self) { h = (h ^ word) &* 0x100_0000_01b3 }
                return h
            })
        }
        try player.play(DemoScript(parsing: Tour.script))
        return (digests, app.backdrop.framesDrawnStraight)
    }

    @Test func theTourLooksTheSameWhetherTheMovingMapIsDrawnStraightIn() throws {
        let copied = try playTour(straight: false)
        let straight = try playTour(straight: true)
        #expect(copied.digests.count == straight.digests.count)
        let first = zip(copied.digests, straight.digests).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(first == nil, "frame \(first?.offset ?? -1) differs")
        // The map moved in a good part of the tour (fits, the wheel zoom, the pan), and was drawn straight in
        // only when asked to.
        #expect(straight.straight > 100)
        #expect(copied.straight == 0)
    }
}

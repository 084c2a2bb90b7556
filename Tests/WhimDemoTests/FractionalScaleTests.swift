import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimTestSupport

/// Frames are composed at device pixels at fractional scales too: the container's frame is the window's
/// logical size times the scale, and panels draw their text, hairlines and icons at that scale (the golden
/// at 1.5 shows it), and so does the map: its tiles are drawn at the device pixels too (`MapPixelRatioTests`).
@Suite struct FractionalScaleTests {
    @Test("the frame has the device pixels of every desktop scale", arguments: [1.0, 1.25, 1.5, 2.0])
    func frameIsDevicePixels(scale: Double) throws {
        let size = Size(width: 480, height: 270)
        let clock = ManualClock()
        let app = try DemoApp(size: size, scale: scale, clock: clock, map: sharedHelsinki)
        app.container.renderFrame()
        #expect(app.container.scale == scale)
        #expect(app.container.frame.pixelSize == PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded())))
    }

    @Test("golden at scale 1.5 (640×360 points, 960×540 pixels): home, and City bikes over the map", arguments: ["home", "home/bikes"])
    func goldenAtOneAndAHalf(path: String) throws {
        let clock = ManualClock()
        let app = try DemoApp(size: Size(width: 640, height: 360), scale: 1.5, clock: clock, map: sharedHelsinki)
        if path != "home" { try app.open("whim://" + path) }
        app.settle(on: clock)
        assertGolden(app.container.frame.copy(), named: path.replacingOccurrences(of: "/", with: "-") + "@1.5",
                     tolerance: ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 400))
    }
}

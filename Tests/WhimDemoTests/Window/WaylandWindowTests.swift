import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimSDL
import WhimTestSupport

/// The window under a Wayland compositor: headless sway (`SwayServer`) at output scales 1 and 1.5, SDL's
/// Wayland driver. The click is a synthetic SDL event (`WindowHost.postClick`, the host's test hook: the
/// headless compositor has no pointer device, and no Debian tool adds a virtual one); the key is a real
/// key press through the compositor (`wtype`'s virtual keyboard). After each, `grim`'s screenshot of the
/// output must match the offscreen frame of the same state composed at the output's scale.
///
/// Measured with SDL 2.26.5 under sway 1.7 at output scale 1.5: with an OpenGL renderer (Mesa's llvmpipe
/// here) SDL's drawable is the output's device pixels (a 640×400 window draws 960×600) and sway shows them
/// one to one; with SDL's software renderer the drawable stays at the logical size and sway stretches it
/// (blurred). So the test lets SDL choose the renderer, as the app does, and expects the device pixels.
extension WindowHostTests {
    @Test("sway (Wayland): the window's pixels match the offscreen frame after a click and a key, at output scales 1 and 1.5",
          .enabled(if: SwayServer.isInstalled, "sway, grim or wtype is not installed (apt-get install sway grim wtype; scripts/bootstrap does)"),
          arguments: [1.0, 1.5])
    func waylandScreenshotMatchesOffscreenFrame(outputScale: Double) throws {
        let size = Self.windowSize
        let mode = PixelSize(width: Int(size.width * outputScale), height: Int(size.height * outputScale))
        let server: SwayServer
        do { server = try SwayServer(mode: mode, scale: outputScale) } catch { try Test.cancel("\(error)") }
        defer { server.stop() }
        let tolerance = Self.screenTolerance

        try withEnvironment(server.environment) {
            let scene = try WindowTestScene(size: size, clock: MonotonicClock())
            let config = WindowConfiguration(title: "WhimCore Wayland test", videoDriver: "wayland")
            let host = try WindowHost(container: scene.container, configuration: config)
            defer { host.close() }
            #expect(host.videoDriver == "wayland")
            // Sway's first configure sizes the window to the output (its logical size is the window's).
            host.run(timeout: 5) { host.windowSize == size && host.isIdle && host.statistics.framesDrawn > 0 }
            #expect(host.windowSize == size)
            print("WAYLAND-STATS output scale \(outputScale): window \(host.windowSize), buffer \(host.outputPixelSize), container scale \(host.container.scale)")
            #expect(host.container.scale == outputScale, "frames are composed at the output's device pixels (renderer \(host.rendererName))")
            #expect(host.outputPixelSize == mode)

            try expectOutput(server, host, matches: try WindowTestScene.offscreenFrame(size: size, scale: outputScale) { _ in }, tolerance: tolerance, name: "home@\(outputScale)")

            #expect(host.postClick(at: Point(x: 320, y: 200)))
            #expect(host.runUntilIdle())
            #expect(scene.stack.scenes.count == 2)
            try expectOutput(server, host, matches: try WindowTestScene.offscreenFrame(size: size, scale: outputScale) { $0.pushDetails() },
                             tolerance: tolerance, name: "details@\(outputScale)")

            let wtype = try server.pressKey("Escape")
            host.run(timeout: 10) { scene.stack.scenes.count == 1 }
            wtype.waitUntilExit()
            #expect(scene.stack.scenes.count == 1, "Esc through the compositor's virtual keyboard went back")
            #expect(host.runUntilIdle())
            try expectOutput(server, host, matches: try WindowTestScene.offscreenFrame(size: size, scale: outputScale) { _ in }, tolerance: tolerance, name: "home-again@\(outputScale)")

            // The window moves to a second screen of scale 2 (same pixels, half the points): it follows at
            // once, composed at the new scale.
            guard outputScale == 1 else { return }
            try server.command(["create_output"])
            try server.command(["output", "HEADLESS-2", "mode", "\(mode.width)x\(mode.height)", "scale", "2", "position", "\(mode.width) 0"])
            try server.command(["move", "container", "to", "output", "HEADLESS-2"])
            let half = Size(width: size.width / 2, height: size.height / 2)
            host.run(timeout: 5) { host.container.scale == 2 && host.windowSize == half && host.isIdle }
            #expect(host.container.scale == 2 && host.windowSize == half)
            #expect(host.outputPixelSize == mode)
            try expectOutput(server, host, output: "HEADLESS-2", matches: try WindowTestScene.offscreenFrame(size: half, scale: 2) { _ in }, tolerance: tolerance, name: "home@2")
        }
    }

    /// Takes a grim screenshot of the output (the window fills it) once the host is idle and compares it
    /// with `expected`. Writes the images on failure.
    private func expectOutput(_ server: SwayServer, _ host: WindowHost, output: String = "HEADLESS-1", matches expected: Surface,
                              tolerance: ImageTolerance, name: String) throws {
        // Sway shows a committed buffer on its next output frame.
        host.run(timeout: 0.2)
        let shot = try server.screenshot(output: output)
        let d = ImageComparison.compare(expected: expected, actual: shot, tolerance: tolerance)
        print("WAYLAND-STATS screenshot \(name) \(shot.pixelSize.width)x\(shot.pixelSize.height) vs offscreen: \(d)")
        if !d.isWithin(tolerance) {
            let folder = goldenArtifactsDirectory.appendingPathComponent("WaylandWindowTests", isDirectory: true)
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? shot.writePNG(to: folder.appendingPathComponent("\(name).window.png").path)
            try? expected.writePNG(to: folder.appendingPathComponent("\(name).offscreen.png").path)
            Issue.record("output \(name) differs from the offscreen render: \(d); images in \(folder.path)")
        }
    }
}

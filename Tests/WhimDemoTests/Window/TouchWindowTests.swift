import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap
import WhimSDL

/// Synthetic SDL finger events through the real window host (SDL's dummy video driver): a finger taps
/// like a click, SDL's mouse events made up from a touch are dropped, and two fingers on the demo's map
/// pinch the camera about their centre. In the serialized SDL suite (one window host per process).
extension WindowHostTests {
    @Test("headless: a finger tap pushes like a click, SDL's touch-made mouse events are dropped, focus loss cancels a finger")
    func fingerTapThroughTheHost() throws {
        let scene = try WindowTestScene(size: Self.windowSize, clock: MonotonicClock())
        let host = try WindowHost(container: scene.container, configuration: .headless())
        defer { host.close() }
        #expect(host.runUntilIdle())
        let p = Point(x: 320, y: 200)
        // What SDL synthesises from a touch: dropped, so a touch is not seen twice.
        #expect(host.postMouseFromTouch(.pointerDown(p, .primary)))
        #expect(host.postMouseFromTouch(.pointerUp(p, .primary)))
        #expect(host.runUntilIdle())
        #expect(scene.stack.scenes.count == 1, "a mouse event SDL made up from a touch was taken")
        #expect(host.postTouch(TouchEvent(finger: 40, .down, at: p)))
        #expect(host.postTouch(TouchEvent(finger: 40, .up, at: p)))
        #expect(host.runUntilIdle())
        #expect(scene.stack.scenes.count == 2, "a finger tap pushes Details")

        // A finger drags in from the left edge; the window loses focus: the pop lets go and does not happen.
        #expect(host.postFocus(true))
        #expect(host.postTouch(TouchEvent(finger: 7, .down, at: Point(x: 4, y: 200))))
        for x in stride(from: 20.0, through: 200, by: 30) { #expect(host.postTouch(TouchEvent(finger: 7, .move, at: Point(x: x, y: 202)))) }
        #expect(host.run(maxFrames: 2, timeout: 2) != .closed)
        #expect(scene.container.isInteractive, "the finger drives the edge pop")
        #expect(host.postFocus(false))
        #expect(host.runUntilIdle())
        #expect(!scene.container.isInteractive)
        #expect(host.postTouch(TouchEvent(finger: 7, .up, at: Point(x: 200, y: 202))))
        #expect(host.runUntilIdle())
        #expect(scene.stack.scenes.count == 2, "the lift of a cancelled finger does nothing")
    }

    @Test("headless: two fingers on the demo's map pinch-zoom about their centre through SDL's finger events")
    func pinchOnTheMapThroughTheHost() throws {
        let size = Size(width: 640, height: 900)
        let clock = ManualClock()
        let app = try DemoApp(size: size, clock: clock, map: sharedHelsinki)
        app.settle(on: clock)
        let host = try WindowHost(container: app.container, configuration: .headless(size: size))
        defer { host.close() }
        #expect(host.runUntilIdle())
        let view = app.backdrop.mapView
        // Two fingers on the map between the top bar and the card, 60 apart, spread to 240 apart about a
        // moving centre.
        let y = try #require(stride(from: 0.0, to: size.height, by: 10).first { y in
            stride(from: 150.0, through: 490, by: 10).allSatisfy { app.container.panel(at: Point(x: $0, y: y)) == nil && app.container.panel(at: Point(x: $0, y: y + 30)) == nil }
        }, "a band of map between the panels")
        let a = Point(x: 260, y: y), b = Point(x: 320, y: y)
        let zoom = view.camera.zoom
        let pinned = view.camera.worldPoint(forScreen: Point(x: 290, y: y))
        #expect(host.postTouch(TouchEvent(finger: 1, .down, at: a)))
        #expect(host.postTouch(TouchEvent(finger: 2, .down, at: b)))
        var centre = Point(x: 290, y: y)
        for i in 1...6 {
            let half = 30.0 + Double(i) * 15, c = Point(x: 290 + Double(i) * 5, y: y + Double(i) * 3)
            #expect(host.postTouch(TouchEvent(finger: 1, .move, at: Point(x: c.x - half, y: c.y))))
            #expect(host.postTouch(TouchEvent(finger: 2, .move, at: Point(x: c.x + half, y: c.y))))
            centre = c
        }
        #expect(host.postTouch(TouchEvent(finger: 1, .up, at: Point(x: centre.x - 120, y: centre.y))))
        #expect(host.postTouch(TouchEvent(finger: 2, .up, at: Point(x: centre.x + 120, y: centre.y))))
        #expect(host.runUntilIdle())
        #expect(abs(view.camera.zoom - (zoom + 2)) < 1e-6, "spread from 60 to 240 apart: two levels in (\(zoom) → \(view.camera.zoom))")
        let drift = view.camera.screenPoint(forWorld: pinned) - centre
        #expect(abs(drift.x) < 0.01 && abs(drift.y) < 0.01, "the map point under the fingers' centre stayed under it (drift \(drift))")
    }
}

import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap
import WhimRestoration
import WhimTestSupport

/// The map you can touch, in a real window under Xvfb driven by xdotool: a click on the map followed by
/// a move with no button held does not pan, and a click on a car-rental marker selects its station
/// ("Choose dates" then leads on). Where to click is worked out on a headless demo of the same size.
@Suite(.serialized) struct MapTouchWindowTests {
    static let size = Size(width: 960, height: 540)
    static var isInstalled: Bool { XvfbServer.isInstalled && XvfbServer.executable("xdotool") != nil }

    /// `whim-demo run` in a window of its own; `drive` gets the server and the window's origin on screen.
    static func run(_ arguments: [String], home: String, seconds: Int = 45, drive: (XvfbServer, PixelPoint) throws -> Void) throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let server: XvfbServer
        do { server = try XvfbServer() } catch { try Test.cancel("\(error)") }
        defer { server.stop() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // The shipped tiles, as the headless demo draws them, so the camera is the same.
        process.arguments = ["run", "--size", "\(Int(size.width))x\(Int(size.height))", "--seconds", "\(seconds)"] + arguments
        process.environment = ["DISPLAY": server.name, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software", "HOME": home,
                               "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Asked to quit once the steps are done (SDL makes SIGTERM a quit request: the state is saved); `--seconds`
        // only bounds a run whose steps hang.
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let geometry = try xdotool(server, ["search", "--sync", "--classname", "whim-demo", "getwindowgeometry", "--shell"])
        func value(_ key: String) -> Int? {
            geometry.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
        }
        let origin = PixelPoint(x: try #require(value("X")), y: try #require(value("Y")))
        _ = try settled(server, origin)
        try drive(server, origin)
    }

    /// Runs xdotool on the server's display and returns what it printed.
    @discardableResult
    static func xdotool(_ server: XvfbServer, _ arguments: [String]) throws -> String {
        let tool = try #require(XvfbServer.executable("xdotool"))
        let result = try BuiltExecutable.run(tool, arguments, environment: ["DISPLAY": server.name])
        return result.stdout
    }

    /// The window's pixels once they stayed the same for 1.5 s (tiles drawn in the background land over
    /// several frames, slower on a loaded machine), within 30 s.
    static func settled(_ server: XvfbServer, _ origin: PixelPoint) throws -> Surface {
        let rect = PixelRect(x: origin.x, y: origin.y, width: Int(size.width), height: Int(size.height))
        var last: Surface?
        var unchangedSince = Date()
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.3)
            let shot = try server.screenshot().cropped(to: rect)
            if let last, !HelloMapWindowTests.differ(last, shot, in: PixelRect(x: 0, y: 0, width: rect.width, height: rect.height)) {
                if Date().timeIntervalSince(unchangedSince) >= 1.5 { return shot }
            } else {
                unchangedSince = Date()
            }
            last = shot
        }
        return try #require(last)
    }

    static func click(_ server: XvfbServer, _ origin: PixelPoint, _ p: Point) throws {
        try xdotool(server, ["mousemove", "\(origin.x + Int(p.x.rounded()))", "\(origin.y + Int(p.y.rounded()))", "click", "1"])
    }

    @Test(.enabled(if: isInstalled, "Xvfb, xwd or xdotool is not installed (apt-get install xvfb x11-apps xdotool)"))
    func aClickOnTheMapThenAMoveDoesNotPan() throws {
        let folder = try TemporaryFolder()
        let p = Point(x: 480, y: 150)
        try Self.run(["--no-restore", "--state", folder.path + "/state.json"], home: folder.path) { server, origin in
            try Self.click(server, origin, p)
            let clicked = try Self.settled(server, origin)
            for i in 1...12 {
                try Self.xdotool(server, ["mousemove", "\(origin.x + 480 + i * 20)", "\(origin.y + 150 + i * 10)"])
            }
            let moved = try Self.settled(server, origin)
            #expect(!HelloMapWindowTests.differ(clicked, moved, in: PixelRect(x: 0, y: 0, width: 960, height: 540)), "the map moved with the pointer")
        }
    }

    @Test(.enabled(if: isInstalled, "Xvfb, xwd or xdotool is not installed (apt-get install xvfb x11-apps xdotool)"))
    func aClickOnACarRentalMarkerEnablesChooseDates() throws {
        // Where the marker and the button are, on a headless demo of the same size at the same screen.
        let clock = ManualClock()
        let headless = try DemoApp(size: Self.size, clock: clock, map: sharedHelsinki)
        try headless.open("whim://home/car-rental")
        headless.settle(on: clock)
        let layer = try #require(headless.backdrop.layers.activeLayer)
        let camera = headless.backdrop.mapView.camera
        let target = try #require(layer.markers.first { marker in
            let q = camera.screenPoint(for: marker.coordinate)
            return marker.id != "you" && q.x > 40 && q.y > 10 && q.x < Self.size.width - 10 && q.y < Self.size.height - 10
                && headless.container.panel(at: q) == nil && layer.item(at: q, camera: camera)?.marker?.id == marker.id
        })
        let markerPoint = camera.screenPoint(for: target.coordinate)
        let next = try #require(headless.point(ofWidget: "next"))

        let folder = try TemporaryFolder()
        let file = folder.path + "/state.json"
        let tree = DemoRoutes.tree()
        try NavigationStateStore(path: file, clock: ManualClock()) { _ in }.save(try tree.state(forPath: "/home/car-rental"))
        try Self.run(["--state", file], home: folder.path) { server, origin in
            try Self.click(server, origin, markerPoint)
            _ = try Self.settled(server, origin)
            try Self.click(server, origin, next)
            _ = try Self.settled(server, origin)
        }
        let restored = NavigationStateStore(path: file, clock: ManualClock()) { Issue.record("\($0)") }.restore(validatingWith: tree)
        #expect(restored.map { tree.path(for: $0) } == "/home/car-rental?station=\(target.id)", "Choose dates led on to the dates of the station clicked")
    }

    @Test(.enabled(if: isInstalled, "Xvfb, xwd or xdotool is not installed (apt-get install xvfb x11-apps xdotool)"))
    func focusIsLeftByEscAMapClickAndACardClickAndEnterSearches() throws {
        // Where the field, the map and the card are, on a headless demo of the same size.
        let clock = ManualClock()
        let headless = try DemoApp(size: Self.size, clock: clock, map: sharedHelsinki)
        headless.settle(on: clock)
        let fieldWidget = try #require(headless.container.destination?.panels.first?.root?.widget(withIdentifier: "search"))
        let field = try #require(headless.container.rectInContainerPixels(of: fieldWidget))
        // The field's right end: a click there puts the caret after the text.
        let fieldEnd = Point(x: field.maxX - 30, y: field.midY)
        let map = Point(x: 480, y: 150)
        let card = try #require(headless.point(ofWidget: "card-handle"))

        let folder = try TemporaryFolder()
        let file = folder.path + "/state.json"
        try Self.run(["--no-restore", "--state", file], home: folder.path) { server, origin in
            func type(_ text: String) throws {
                try Self.xdotool(server, ["type", "--delay", "40", text])
                _ = try Self.settled(server, origin)
            }
            func key(_ name: String) throws {
                try Self.xdotool(server, ["key", name])
                _ = try Self.settled(server, origin)
            }
            // Each way of leaving the field, then letters that must not reach it.
            try Self.click(server, origin, fieldEnd)
            try type("Ka")
            try key("Escape")
            try type("zz")
            try Self.click(server, origin, fieldEnd)
            try type("m")
            try Self.click(server, origin, map)
            try type("zz")
            try Self.click(server, origin, fieldEnd)
            try type("p")
            try Self.click(server, origin, card)
            try type("zz")
            try Self.click(server, origin, fieldEnd)
            try type("pi")
            try key("Return")
        }
        let tree = DemoRoutes.tree()
        let restored = NavigationStateStore(path: file, clock: ManualClock()) { Issue.record("\($0)") }.restore(validatingWith: tree)
        #expect(restored.map { tree.path(for: $0) } == "/home/search?q=Kamppi", "the field got letters typed while it had no focus")
    }
}

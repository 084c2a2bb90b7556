import Foundation
import Testing
import WhimTestSupport

/// `whim-demo run` under Xvfb as the desktop sees it: the title of the screen reaches the window manager
/// (WM_NAME; in the C locale SDL writes it as Latin-1 bytes, so only its ASCII part is checked), and Ctrl+Q
/// pressed on the X keyboard closes the window, saving where it was.
@Suite(.serialized) struct DesktopWindowTests {
    static var isInstalled: Bool { XvfbServer.isInstalled && XvfbServer.executable("xdotool") != nil && XvfbServer.executable("xprop") != nil }

    /// Runs a tool on the server's display in a UTF-8 locale and returns what it printed.
    static func tool(_ name: String, _ arguments: [String], _ server: XvfbServer) throws -> String {
        let path = try #require(XvfbServer.executable(name))
        return try BuiltExecutable.run(path, arguments, environment: ["DISPLAY": server.name, "LC_ALL": "C.UTF-8"]).stdout
    }

    @Test(.enabled(if: isInstalled, "Xvfb, xwd, xdotool or xprop is not installed (apt-get install xvfb x11-apps xdotool x11-utils)"))
    func titleFollowsTheScreenAndCtrlQQuits() throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let server: XvfbServer
        do { server = try XvfbServer() } catch { try Test.cancel("\(error)") }
        defer { server.stop() }
        let folder = try makeSessionFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["run", "--size", "480x300", "--seconds", "60", "--no-restore", "--state", folder.path + "/state.json", "--link", "whim://home/bikes"]
        process.environment = ["DISPLAY": server.name, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software", "HOME": folder.path,
                               "XDG_RUNTIME_DIR": folder.path + "/run", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() }; process.waitUntilExit() }

        // One connection that waits for the window: the server (-terminate) ends when its last client leaves.
        let window = try Self.tool("xdotool", ["search", "--sync", "--classname", "whim-demo"], server).split(separator: "\n").first.map(String.init) ?? ""
        var title = ""
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, !title.contains("City bikes") {
            title = try Self.tool("xprop", ["-id", window, "WM_NAME", "_NET_WM_NAME"], server)
            Thread.sleep(forTimeInterval: 0.3)
        }
        // Both names, in UTF-8: the window manager's title bar and the task list show the dash, not mojibake.
        #expect(title.contains("WM_NAME(UTF-8) = \"City bikes — WhimCore demo\""), "\(title)")
        #expect(title.contains("_NET_WM_NAME(UTF8_STRING) = \"City bikes — WhimCore demo\""), "\(title)")

        let started = Date()
        _ = try Self.tool("xdotool", ["windowfocus", "--sync", window, "key", "ctrl+q"], server)
        while process.isRunning, Date().timeIntervalSince(started) < 20 { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!process.isRunning, "Ctrl+Q closes the window")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let saved = (try? String(contentsOfFile: folder.path + "/state.json", encoding: .utf8)) ?? ""
        #expect(saved.contains("bikes"), "the state is saved as after a close: \(saved)")
    }
}

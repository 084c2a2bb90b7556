import Foundation
import Testing
import WhimGraphics
import WhimTestSupport

/// `Examples/HelloMap`, the app built on the package from outside, runs in a real window under Xvfb: the
/// map between its own title bar and card, at its first scene, after a push, and with a sheet presented.
struct HelloMapWindowTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized
    static let package = repository.appendingPathComponent("Examples/HelloMap")
    /// Where the window opens on the 1024×768 screen: 800×520, centred.
    static let window = PixelRect(x: 112, y: 124, width: 800, height: 520)

    /// The built app; builds it (as `make test` does first) when it is not there yet.
    static func executable() throws -> String {
        let path = package.appendingPathComponent(".build/debug/hello-map").path
        if FileManager.default.isExecutableFile(atPath: path) { return path }
        let swift = try #require(
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
                .first { FileManager.default.isExecutableFile(atPath: $0) }, "swift is on PATH")
        let built = try BuiltExecutable.run(swift, ["build", "--package-path", package.path])
        #expect(built.status == 0, "\(built.stdout)\(built.stderr)")
        return path
    }

    /// Runs the app with `arguments` on an X server of its own and returns the window once it is complete
    /// (title bar and map drawn) and settled (two screenshots in a row equal), then waits for it to quit.
    static func screenshot(_ executable: String, _ arguments: [String]) throws -> Surface {
        let server: XvfbServer
        do { server = try XvfbServer() } catch { try Test.cancel("\(error)") }
        defer { server.stop() }
        // Its own HOME, and its output, in a folder that goes away with the test.
        let folder = try TemporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--seconds", "15"] + arguments
        process.environment = ["DISPLAY": server.name, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software",
                               "HOME": folder.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        let (output, errors) = (URL(fileURLWithPath: folder.path + "/out"), URL(fileURLWithPath: folder.path + "/err"))
        for file in [output, errors] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        var shot: Surface?, last: Surface?
        let deadline = Date().addingTimeInterval(30)
        while shot == nil, process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.25)
            // Screenshots only once the window is open: Xvfb ends when its first client (xwd) leaves.
            // The host's swift-log record (swift-log's default handler writes it to stderr) says when it is.
            guard (try? String(contentsOf: errors, encoding: .utf8))?.contains("window opened") == true,
                  let screen = try? server.screenshot().cropped(to: window) else { continue }
            if let last, isComplete(screen), !differ(last, screen, in: PixelRect(x: 0, y: 0, width: 800, height: 520)) { shot = screen }
            last = screen
        }
        process.waitUntilExit()
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(process.terminationStatus == 0, "hello-map \(arguments): \(stderr)")
        if shot == nil, let last {
            let file = goldenArtifactsDirectory.appendingPathComponent("hello-map\(arguments.joined(separator: "-")).last.png").path
            try? last.writePNG(to: file)
            Issue.record("the last screenshot is \(file)")
        } else if shot == nil {
            Issue.record("no window: \(executable) out=\((try? String(contentsOf: output, encoding: .utf8)) ?? "-") err=\(stderr)")
        }
        return try #require(shot, "hello-map \(arguments) showed no complete frame")
    }

    /// A title bar at the top (white, or grey under a sheet's scrim), and the map (many colours) below it.
    static func isComplete(_ frame: Surface) -> Bool {
        let bar = frame.pixel(x: 12, y: 12)
        guard bar.red == bar.green, bar.green == bar.blue, bar.red >= 0.4 else { return false }
        var colours = Set<Color>()
        for y in stride(from: 200, to: 400, by: 3) { for x in stride(from: 0, to: 800, by: 3) { colours.insert(frame.pixel(x: x, y: y)) } }
        return colours.count >= 40
    }

    /// Whether two frames differ anywhere in `rect`.
    static func differ(_ a: Surface, _ b: Surface, in rect: PixelRect) -> Bool {
        for y in rect.minY..<rect.maxY { for x in rect.minX..<rect.maxX where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return true } }
        return false
    }

    @Test(.enabled(if: XvfbServer.isInstalled, "Xvfb or xwd is not installed (apt-get install xvfb x11-apps; scripts/bootstrap does)"))
    func helloMapRunsInAWindow() throws {
        let executable = try Self.executable()
        let home = try Self.screenshot(executable, [])
        let details = try Self.screenshot(executable, ["--open", "details"])
        let sheet = try Self.screenshot(executable, ["--open", "sheet"])
        // Each scene has its own title in the bar and its own buttons in the card.
        let bar = PixelRect(x: 0, y: 0, width: 800, height: 60)
        #expect(Self.differ(home, details, in: bar) && Self.differ(home, sheet, in: bar) && Self.differ(details, sheet, in: bar))
        let card = PixelRect(x: 0, y: 330, width: 800, height: 190)
        #expect(Self.differ(home, details, in: card) && Self.differ(details, sheet, in: card))

        let bad = try BuiltExecutable.run(executable, ["--open", "nowhere"], environment: ["PATH": "/usr/bin:/bin"])
        #expect(bad.status == 1 && bad.stderr == "hello-map: --open takes details or sheet, not nowhere\n", "\(bad.stderr)")
    }
}

import Foundation
import Testing
import WhimTestSupport

/// The demo as a screen reader reads it: `atspi-tour.py` (pyatspi, what Orca uses) starts a private session
/// bus and accessibility bus (`dbus-daemon`, `at-spi-bus-launcher`) and the demo's window under Xvfb; it reads
/// every screen of the tour and finds a role and a non-empty name for every interactive element, follows
/// focus events while Tab is pressed, reads the map's markers and names and presses a marker, and completes the
/// car-rental flow by AT-SPI actions alone.
@Suite(.serialized) struct AtspiTourWindowTests {
    static let python = "/usr/bin/python3"
    static var isInstalled: Bool {
        XvfbServer.isInstalled && XvfbServer.executable("xdotool") != nil && XvfbServer.executable("dbus-daemon") != nil
            && FileManager.default.isExecutableFile(atPath: python)
            && (try? BuiltExecutable.run(python, ["-c", "import pyatspi"]).status) == 0
    }

    @Test(.enabled(if: isInstalled, "Xvfb, xdotool, dbus or python3-pyatspi is not installed (scripts/bootstrap installs them)"))
    func screenReaderReadsTheTourAndCompletesTheCarRental() throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let server: XvfbServer
        do { server = try XvfbServer() } catch { try Test.cancel("\(error)") }
        defer { server.stop() }
        let folder = try makeSessionFolder()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("atspi-tour.py").path
        let result = try BuiltExecutable.run(
            Self.python, [script, executable, "run", "--size", "1100x720", "--seconds", "900", "--no-restore", "--state", folder.path + "/state.json"],
            environment: ["DISPLAY": server.name, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software", "HOME": folder.path,
                          "XDG_RUNTIME_DIR": folder.path + "/run", "LC_ALL": "C.UTF-8",
                          "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stdout)\n\(String(result.stderr.suffix(3000)))")
        for screen in ["home", "nearby stops", "city bikes", "pick-up", "dates", "summary", "ticket", "settings", "map data", "licences"] {
            #expect(result.stdout.contains("read \(screen):"), "\(screen) was read")
        }
        #expect(result.stdout.contains("focus followed: Settings, Map, Travel options / Nearby stops"))
        #expect(result.stdout.contains("car-rental flow completed by AT-SPI actions"))
        #expect(result.stdout.contains("read the map:"), "the map's markers and names were read")
        #expect(result.stdout.contains("edited the search field through EditableText"))
    }
}

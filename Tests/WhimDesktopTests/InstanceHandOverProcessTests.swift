import Foundation
import Testing
import WhimDesktop
import WhimTestSupport

/// Two `whim-demo` processes: a headless window (SDL's dummy driver) takes the instance socket, and a
/// second `whim-demo open LINK` hands it the link and ends with status 0; the window goes there (its
/// saved state says so). A window killed with SIGKILL leaves its socket, and the next window takes it over.
@Suite(.serialized) struct InstanceHandOverProcessTests {
    /// A session of its own: runtime folder, home (for the state file), no display but the dummy driver.
    struct Session {
        let folder: TemporaryFolder
        var environment: [String: String] {
            ["XDG_RUNTIME_DIR": folder.path + "/run", "HOME": folder.path, "SDL_VIDEODRIVER": "dummy", "SDL_RENDER_DRIVER": "software",
             "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        }
        var socket: String { folder.path + "/run/whimcore/whim-demo.sock" }
        var state: String { folder.path + "/state.json" }

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(atPath: folder.path + "/run", withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        }

        /// `whim-demo run` in the background, once its socket is there.
        func startWindow(_ executable: String, seconds: Int = 60) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["run", "--size", "480x300", "--seconds", "\(seconds)", "--state", state]
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            while !FileManager.default.fileExists(atPath: socket), process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            return process
        }

        /// The saved state file's text (the link of the screen the window was on).
        var savedState: String { (try? String(contentsOfFile: state, encoding: .utf8)) ?? "" }
    }

    @Test("open LINK hands the link to the running window and ends with 0; the window goes there")
    func openHandsTheLinkOver() throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let session = try Session()
        // It runs 12 s from when it listens, then saves where it is and removes its socket. (Not SIGTERM: a
        // child of the test runner inherits its threads' mask, which blocks SIGTERM.)
        let window = try session.startWindow(executable, seconds: 12)
        defer { if window.isRunning { window.terminate() }; window.waitUntilExit() }
        try #require(window.isRunning && FileManager.default.fileExists(atPath: session.socket), "the window listens")

        let open = try BuiltExecutable.run(executable, ["open", "whim:/home/bikes"], environment: session.environment)
        #expect(open.status == 0, "\(open.stderr)")
        #expect(open.stdout.contains("handed whim://home/bikes to the demo's window"), "\(open.stdout)")
        // A second `run` hands nothing over and brings the window forward instead of opening another.
        let second = try BuiltExecutable.run(executable, ["run", "--seconds", "30"], environment: session.environment)
        #expect(second.status == 0 && second.stdout.contains("already open"), "\(second.stdout) \(second.stderr)")
        // A bad link never reaches the window: one line, status 1.
        let bad = try BuiltExecutable.run(executable, ["open", "whim://home/bikes?station=x"], environment: session.environment)
        #expect(bad.status == 1 && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")

        window.waitUntilExit()
        #expect(window.terminationStatus == 0)
        #expect(session.savedState.contains("bikes"), "\(session.savedState)")
        #expect(!FileManager.default.fileExists(atPath: session.socket))
    }

    @Test("a window killed with SIGKILL leaves its socket; the next window takes it over and opens its link")
    func staleSocketOfAKilledWindow() throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let session = try Session()
        let killed = try session.startWindow(executable)
        try #require(killed.isRunning)
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        #expect(FileManager.default.fileExists(atPath: session.socket), "SIGKILL leaves the socket behind")

        let next = try BuiltExecutable.run(executable, ["run", "--size", "480x300", "--seconds", "3", "--state", session.state, "--link", "whim://home/taxi"],
                                           environment: session.environment)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(!next.stdout.contains("already open"), "\(next.stdout)")
        #expect(session.savedState.contains("taxi"), "\(session.savedState)")
        #expect(!FileManager.default.fileExists(atPath: session.socket))
    }
}

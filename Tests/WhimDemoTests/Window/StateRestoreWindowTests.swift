import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimRestoration
import WhimTestSupport

/// `whim-demo run --state FILE` in a real window under Xvfb: it restores where the last run left off,
/// `--no-restore` starts at Home, and a bad file gives one warning line and Home.
@Suite(.serialized) struct StateRestoreWindowTests {
    /// Runs the demo for 1.2 s in a window on an X server of its own (Xvfb ends with its last client).
    static func run(_ executable: String, _ arguments: [String], home: String) throws -> BuiltExecutable.Result {
        let server: XvfbServer
        do { server = try XvfbServer() } catch { try Test.cancel("\(error)") }
        defer { server.stop() }
        let environment = ["DISPLAY": server.name, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": "software", "HOME": home,
                           "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        return try BuiltExecutable.run(executable, ["run", "--size", "480x300", "--seconds", "1.2"] + arguments, environment: environment)
    }

    @Test(.enabled(if: XvfbServer.isInstalled, "Xvfb or xwd is not installed (apt-get install xvfb x11-apps; scripts/bootstrap does)"))
    func runRestoresWhereTheUserWas() throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let folder = try TemporaryFolder()
        let home = folder.path
        let file = home + "/custom/state.json"
        let tree = DemoRoutes.tree()
        let saved = try tree.state(forPath: "/home/nearby/settings/licences@large")
        try NavigationStateStore(path: file, clock: ManualClock()) { _ in }.save(saved)

        // Restored, nothing changed: the file still holds the same state.
        var result = try Self.run(executable, ["--state", file], home: home)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(NavigationStateStore(path: file, clock: ManualClock()) { Issue.record("\($0)") }.restore(validatingWith: tree) == saved)

        // --no-restore starts at Home, and saves that.
        result = try Self.run(executable, ["--state", file, "--no-restore"], home: home)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(NavigationStateStore(path: file, clock: ManualClock()) { Issue.record("\($0)") }.restore(validatingWith: tree) == (try tree.state(forPath: "/home")))

        // A corrupt file: one warning line, Home, and a valid file afterwards.
        try Data("{\"version\":1,\"elem".utf8).write(to: URL(fileURLWithPath: file))
        result = try Self.run(executable, ["--state", file], home: home)
        #expect(result.status == 0)
        let warnings = result.stderr.split(separator: "\n")
        #expect(warnings.count == 1 && warnings.first?.contains("warning") == true, "\(result.stderr)")
        #expect(NavigationStateStore(path: file, clock: ManualClock()) { Issue.record("\($0)") }.restore(validatingWith: tree) != nil)

        // Without --state the file goes to the XDG state directory under HOME.
        result = try Self.run(executable, [], home: home)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: home + "/.local/state/whimcore/whim-demo.json"))
    }
}

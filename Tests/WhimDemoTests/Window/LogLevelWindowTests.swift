import Foundation
import Testing
import WhimTestSupport

/// `whim-demo run --log-level` in a real window under Xvfb: quiet by default, the host's records with their
/// subsystem at `info`.
struct LogLevelWindowTests {
    @Test(.enabled(if: XvfbServer.isInstalled, "Xvfb or xwd is not installed (apt-get install xvfb x11-apps; scripts/bootstrap does)"))
    func logLevelChoosesWhatReachesStderr() throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let folder = try TemporaryFolder()
        let home = folder.path

        var result = try StateRestoreWindowTests.run(executable, ["--no-restore"], home: home)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")

        result = try StateRestoreWindowTests.run(executable, ["--no-restore", "--log-level", "info"], home: home)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        let opened = lines.filter { $0.hasPrefix("whim-demo: info [whimcore.sdl] window opened ") }
        #expect(opened.count == 1 && opened.first?.contains("video=x11") == true, "\(result.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("whim-demo: ") }, "every line is a record: \(result.stderr)")
    }
}

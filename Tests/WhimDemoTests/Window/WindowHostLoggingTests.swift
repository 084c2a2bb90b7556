import Logging
import Testing
import WhimAnimation
import WhimGraphics
import WhimSDL

/// In the serialized SDL suite: the host logs through the `Logger` it is given, under its subsystem label.
extension WindowHostTests {
    @Test("the host logs the window it opened (info) and its closing (debug) through the injected logger")
    func hostLogsThroughInjectedLogger() throws {
        let logs = CapturedLogs()
        let scene = try WindowTestScene(size: Self.windowSize, clock: MonotonicClock())
        let host = try WindowHost(container: scene.container, configuration: .headless(title: "logged"),
                                  logger: logs.logger(label: WindowHost.logLabel))
        let opened = try #require(logs.records.first { $0.message == "window opened" }, "\(logs.records)")
        #expect(opened.label == "whimcore.sdl" && opened.level == .info)
        #expect(opened.metadata["video"].map { "\($0)" } == "dummy")
        #expect(opened.metadata["renderer"].map { "\($0)" } == "software")
        #expect(opened.metadata["size"].map { "\($0)" } == "640.0x400.0")
        #expect(!logs.records.contains { $0.message == "window closed" })
        host.close()
        #expect(logs.records.last.map { ($0.level, $0.message) } ?? (.trace, "") == (.debug, "window closed"))
        host.close()
        #expect(logs.records.filter { $0.message == "window closed" }.count == 1, "a second close logs nothing")
    }

    @Test("the host's logger level filters its records")
    func hostLoggerLevelFilters() throws {
        let logs = CapturedLogs()
        let scene = try WindowTestScene(size: Self.windowSize, clock: MonotonicClock())
        let host = try WindowHost(container: scene.container, configuration: .headless(title: "quiet"),
                                  logger: logs.logger(label: WindowHost.logLabel, level: .warning))
        host.close()
        #expect(logs.records.isEmpty, "\(logs.records)")
    }
}

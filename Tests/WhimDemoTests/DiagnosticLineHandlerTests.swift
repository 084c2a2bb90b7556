import Logging
import Synchronization
import Testing
import WhimDemo

/// `DiagnosticLineHandler`: one line per record with the program, level and subsystem, filtered by level.
struct DiagnosticLineHandlerTests {
    final class Lines: Sendable {
        let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
    }

    func logger(_ label: String, level: Logger.Level, into lines: Lines) -> Logger {
        Logger(label: label) { label in
            DiagnosticLineHandler(label: label, program: "whim-demo", level: level) { line in lines.lines.withLock { $0.append(line) } }
        }
    }

    @Test func oneLinePerRecordWithProgramLevelAndSubsystem() {
        let lines = Lines()
        var logger = logger("whimcore.sdl", level: .info, into: lines)
        logger[metadataKey: "window"] = "1"
        logger.notice("no accelerated renderer", metadata: ["reason": "GL missing"])
        #expect(lines.all == ["whim-demo: notice [whimcore.sdl] no accelerated renderer reason=GL missing window=1"])
    }

    @Test func recordsBelowTheLevelAreDropped() {
        let lines = Lines()
        let logger = logger("whim-demo.run", level: .warning, into: lines)
        logger.info("opened")
        logger.debug("detail")
        logger.warning("headless instead")
        logger.error("failed")
        #expect(lines.all == ["whim-demo: warning [whim-demo.run] headless instead", "whim-demo: error [whim-demo.run] failed"])
    }

    @Test func lineBreaksAndControlCharactersNeverSplitARecord() {
        let lines = Lines()
        let logger = logger("whim-demo.state", level: .trace, into: lines)
        logger.warning("bad file\n/tmp/x\r\u{1B}[31m", metadata: ["path\n": "a\nb"])
        #expect(lines.all.count == 1)
        let line = lines.all.first ?? ""
        #expect(!line.contains { $0.isNewline } && !line.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(line.hasPrefix("whim-demo: warning [whim-demo.state] bad file /tmp/x"))
    }
}

import Foundation
import Testing
import WhimTestSupport

/// `whim-demo open LINK`: strict links end with one error line and status 1; a good one renders and says
/// where it went, each title once.
@Suite struct OpenCommandTests {
    static func open(_ link: String, out: String) throws -> BuiltExecutable.Result {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        return try BuiltExecutable.run(executable, ["open", link, "--out", out, "--size", "320x200"])
    }

    @Test func badLinksFailInOneLine() throws {
        let folder = try TemporaryFolder()
        let out = folder.path + "/open.png"
        for (link, mention) in [("whim://home/bikes?station=kluuvi", "unknown parameter \"station\""),
                                ("whim://home/taxi?foo=bar", "unknown parameter \"foo\""),
                                ("whim://home/car-rental?station=kluuvi&station=kamppi", "more than once"),
                                ("whim://home/bikes/\u{1B}[2J", "\\u{1b}"),
                                ("ftp://home", "bad scheme \"ftp\"")] {
            let result = try Self.open(link, out: out)
            #expect(result.status == 1, "\(link)")
            #expect(result.stderr.hasPrefix("whim-demo: ") && result.stderr.contains(mention), "\(link): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1 && !result.stderr.contains("\u{1B}"), "\(link): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func goodLinksSayWhereTheyWent() throws {
        let folder = try TemporaryFolder()
        let out = folder.path + "/open.png"
        let taxi = try Self.open("whim:/home/taxi", out: out)
        #expect(taxi.status == 0, "\(taxi.stderr)")
        #expect(taxi.stdout.hasPrefix("opened whim://home/taxi → Taxi;"), "\(taxi.stdout)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func aLinkAtTheOutputNameIsReplacedNotWrittenThrough() throws {
        let folder = try TemporaryFolder()
        let victim = folder.path + "/victim.txt", out = folder.path + "/open.png"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: victim)
        let result = try Self.open("whim:/home/taxi", out: out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
        var info = stat()
        #expect(lstat(out, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "the link is replaced by the PNG")
        #expect(mkfifo(folder.path + "/fifo.png", 0o600) == 0)
        let fifo = try Self.open("whim:/home/taxi", out: folder.path + "/fifo.png")
        #expect(fifo.status == 1 && fifo.stderr.contains("FIFO") && fifo.stderr.split(separator: "\n").count == 1, "\(fifo.stderr)")
    }
}

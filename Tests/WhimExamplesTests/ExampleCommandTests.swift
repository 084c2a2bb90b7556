import Foundation
import Testing
import WhimExamples
import WhimTestSupport

/// `whim-demo example NAME`: the list, an unknown name, a headless render of a link, a bad link.
@Suite struct ExampleCommandTests {
    static func example(_ arguments: [String], environment: [String: String]? = nil) throws -> BuiltExecutable.Result {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        return try BuiltExecutable.run(executable, ["example"] + arguments, environment: environment)
    }

    @Test func noNameListsTheCatalogue() throws {
        let result = try Self.example([])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) } == ExampleCatalogue.names)
    }

    @Test func anUnknownNameIsOneLineListingTheNames() throws {
        let result = try Self.example(["atlantis\u{1B}[2J", "--headless"])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1 && !result.stderr.contains("\u{1B}"), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("whim-demo: unknown example \"atlantis"), "\(result.stderr)")
        for name in ExampleCatalogue.names { #expect(result.stderr.contains(name)) }
    }

    @Test func headlessRendersALinkAndRefusesABadOne() throws {
        let folder = try TemporaryFolder()
        let out = folder.path + "/detail.png"
        let state = folder.path + "/state.json"
        // A path no login allows names the segment it stops at.
        let bad = try Self.example(["navigator", "--headless", "--out", out, "--link", "/home/detail?id=zero", "--size", "320x200", "--state", state])
        #expect(bad.status == 1 && bad.stderr.contains("zero"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // Logged out, a link behind the login waits: Login is shown, and the line says what waits.
        let waits = try Self.example(["navigator", "--headless", "--out", out, "--link", "/home/detail?id=0", "--size", "320x200", "--state", state])
        #expect(waits.status == 0, "\(waits.stderr)")
        #expect(waits.stdout.hasPrefix("navigator: /login (waiting: /home/detail?id=0) → Log in · Who are you?; wrote"), "\(waits.stdout)")
        let good = try Self.example(["navigator", "--headless", "--out", out, "--link", "/anything", "--size", "320x200", "--state", state])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(good.stdout.hasPrefix("navigator: /login → Log in · Who are you?; wrote"), "\(good.stdout)")
        #expect(FileManager.default.fileExists(atPath: out))
        #expect(!FileManager.default.fileExists(atPath: state), "headless rendering writes no state")
    }
}

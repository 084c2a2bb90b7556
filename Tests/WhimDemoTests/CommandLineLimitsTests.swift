import Foundation
import Testing
import WhimTestSupport

/// Every numeric option is range-checked at parse time, and every argument error is one line and exit
/// status 1, as the README's bad-input table says.
@Suite struct CommandLineLimitsTests {
    static func run(_ arguments: [String]) throws -> BuiltExecutable.Result {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        return try BuiltExecutable.run(executable, arguments)
    }

    static func expectOneLineError(_ result: BuiltExecutable.Result, mentioning mention: String, _ arguments: [String]) {
        #expect(result.status == 1, "\(arguments): \(result.status)")
        #expect(result.stderr.hasPrefix("whim-demo: ") && result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
    }

    @Test func numericOptionsOutOfRangeAreOneLineNamingTheRange() throws {
        let cases: [([String], String)] = [
            (["bench", "--frames", "0"], "1 to 100000"),
            (["bench", "--frames", "1000000000"], "1 to 100000"),
            (["bench", "--frames", "9223372036854775807"], "1 to 100000"),
            (["bench", "--size", "16384x16384"], "each side 1 to 8192"),
            (["bench", "--worst=-1"], "0 to 10000"),
            (["bench", "--map-grid", "0"], "1 to 16"),
            (["record", "--tour", "--out", "/nonexistent/x", "--every", "0"], "1 to 10000"),
            (["run", "--seconds", "nan"], "0.0 to 86400.0"),
            (["run", "--text-scale", "nan"], "1.0 to 2.0"),
            (["run", "--text-scale", "0.99"], "1.0 to 2.0"),
            (["run", "--text-scale", "2.01"], "1.0 to 2.0"),
            (["run", "--text-scale=-1"], "1.0 to 2.0"),
            (["run", "--text-scale", "big"], "--text-scale"),
            (["open", "whim://home", "--size", "0x10"], "each side 1 to 8192"),
            (["example", "notes", "--size", "9000x10"], "each side 1 to 8192"),
            (["run", "--cache-size", "0"], "between 1 and 1048576"),
            (["map", "download", "x", "--bbox", "0,0,1,1", "--zooms", "1-2", "--out", "/tmp/x", "--cache-size", "0"], "1 to 1048576"),
            (["map", "download", "x", "--bbox", "0,0,1,1", "--zooms", "1-2", "--out", "/tmp/x", "--max-tiles", "0"], "1 to 10000000"),
        ]
        for (arguments, mention) in cases {
            Self.expectOneLineError(try Self.run(arguments), mentioning: mention, arguments)
        }
    }

    @Test func argumentErrorsAreOneLineAndStatusOne() throws {
        for arguments in [["bench", "--no-such-option"], ["open"], ["map", "route", "x.pbf", "--from", "1,2"]] {
            let result = try Self.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.status)")
            #expect(result.stderr.hasPrefix("whim-demo: ") && result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
        #expect(try Self.run(["bench", "--help"]).status == 0)
    }

    @Test func mapRenderNamesABadFileOnceAndABadStyleIsOneLine() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("whim-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.pmtiles").path, out = dir.appendingPathComponent("out.png").path
        try Data("not a map\n".utf8).write(to: URL(fileURLWithPath: bad))
        let arguments = ["map", "render", bad, "--out", out]
        let result = try Self.run(arguments)
        Self.expectOneLineError(result, mentioning: "not a map", arguments)
        #expect(result.stderr.components(separatedBy: bad).count == 2, "named once: \(result.stderr)")
        let styled = arguments + ["--style", dir.appendingPathComponent("missing.json").path]
        Self.expectOneLineError(try Self.run(styled), mentioning: "missing.json", styled)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func routeTakesNegativeCoordinatesAndTheModeNamesHelpLists() throws {
        let help = try Self.run(["map", "route", "--help"])
        #expect(help.stdout.contains("walking") && !help.stdout.contains("0, 1, 2, 3") && !help.stdout.contains("default: 0"), "\(help.stdout)")
        let result = try Self.run(["map", "route", "/nonexistent.osm.pbf", "--from", "-33.9,18.4", "--to", "-33.8,-18.5", "--mode", "driving"])
        // Parsed: the command gets as far as the missing file.
        #expect(result.status == 1 && result.stderr.contains("nonexistent.osm.pbf") && !result.stderr.contains("Missing value"), "\(result.stderr)")
    }
}

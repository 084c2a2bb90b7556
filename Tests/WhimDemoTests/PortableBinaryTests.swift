import Foundation
import Testing
import WhimTestSupport

/// `whim-demo` runs when copied anywhere: it links no malloc interposer (the benchmarks count mallocs), and
/// a copy in a fresh folder starts and fails cleanly without its assets.
@Suite struct PortableBinaryTests {
    /// The `whim-demo` built beside this test bundle.
    var binary: String {
        get throws {
            let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            let path = folder.appendingPathComponent("whim-demo").path
            try #require(FileManager.default.isExecutableFile(atPath: path), "build whim-demo first (swift build --build-tests builds it)")
            return path
        }
    }

    /// Runs `executable` with `arguments` in `folder`, without `WHIM_ASSETS`; (status, stdout, stderr).
    func run(_ executable: String, _ arguments: [String], in folder: String) throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment["WHIM_ASSETS"] = nil
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// Copies an executable through a descriptor opened close-on-exec. A copy whose descriptor a child
    /// process of another test inherits (tests run in parallel and start processes) stays open for writing
    /// in that child, and running the copy then fails with "Text file busy".
    func copyExecutable(_ source: String, to destination: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: source))
        let fd = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        try #require(fd >= 0, "cannot create \(destination): errno \(errno)")
        defer { close(fd) }
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                try #require(n > 0, "cannot write \(destination): errno \(errno)")
                offset += n
            }
        }
    }

    @Test func linksNoMallocInterposer() throws {
        let (status, libraries, _) = try run("/usr/bin/ldd", [try binary], in: "/")
        #expect(status == 0)
        #expect(!libraries.lowercased().contains("malloc"), "\(libraries)")
        #expect(!libraries.contains("not found"), "\(libraries)")
    }

    @Test func aCopyInAFreshFolderRuns() throws {
        let folder = try TemporaryFolder()
        let copy = folder.path + "/whim-demo"
        try copyExecutable(try binary, to: copy)
        let (status, help, _) = try run(copy, ["--help"], in: folder.path)
        #expect(status == 0 && help.contains("record"))
        // Without its assets it says what is missing on one line and exits 1.
        let (missing, _, message) = try run(copy, ["map", "info", "no\nsuch.osm.pbf"], in: folder.path)
        #expect(missing == 1)
        #expect(message.hasPrefix("whim-demo: ") && message.filter { $0 == "\n" }.count == 1, "\(message)")
        #expect(message.contains(#"no\nsuch.osm.pbf"#), "\(message)")
    }
}

import Foundation

/// Finds an executable product of this package (e.g. `whim-demo`) built next to the running test binary,
/// for tests that run it as a child process.
public enum BuiltExecutable {
    /// The path of `name` in the build products directory, or nil when it is not built.
    public static func path(_ name: String, filePath: String = #filePath) -> String? {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name).path]
        // From Tests/TARGET/…/FILE.swift up to the package root, then its debug products.
        var root = URL(fileURLWithPath: filePath)
        while root.pathComponents.count > 1, root.lastPathComponent != "Tests" { root.deleteLastPathComponent() }
        candidates.append(root.deletingLastPathComponent().appendingPathComponent(".build/debug/\(name)").path)
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// What a finished child process said.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The sanitizer runtimes' options, which a child built with the same sanitizer (`make test-asan`,
    /// `make test-tsan`) must see as the test runner does: without them the child's LeakSanitizer reports
    /// what system libraries keep until exit (fontconfig, X11) and fails the run.
    static let sanitizerOptions = ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"]

    /// Runs the executable at `path` to its end, its output collected through files (no pipe can fill up).
    /// A given `environment` replaces the runner's, but for the sanitizer options it does not set itself.
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("stdout"), err = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if var environment {
            let runner = ProcessInfo.processInfo.environment
            for key in sanitizerOptions where environment[key] == nil { environment[key] = runner[key] }
            process.environment = environment
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
                      stderr: try String(contentsOf: err, encoding: .utf8))
    }
}

import Foundation
import WhimDemo
import WhimNet

/// `bench --tiles --serve-latency MS`: a local archive served by the tests' HTTP server
/// (`Sources/WhimTestSupport/HTTP/test-http-server.py`, run with python3 from the repository) on
/// 127.0.0.1, every answer `latency` ms late, so the benchmark reads it by range requests as it would a
/// remote one. The script is found in the working tree, not linked: the shipped binary carries no test
/// support. The server exits when this value goes away (it stops when its standard input closes).
final class ServedArchive {
    /// The archive's URL on the server.
    let url: String
    /// The server's own address, for its counts, and the client that asks for them.
    private let base: String
    private let counts = HTTPClient(configuration: HTTPClient.Configuration(retry: .never, threads: 1))
    private let process = Process()
    private let input = Pipe()

    /// The script, relative to the repository root.
    static let script = "Sources/WhimTestSupport/HTTP/test-http-server.py"

    /// Serves the folder of the archive at `path` with `latency` ms added to every answer.
    init(path: String, latency: Int) throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        let candidates = [FileManager.default.currentDirectoryPath, root.path].map { $0 + "/" + Self.script }
        guard let script = candidates.first(where: FileManager.default.isReadableFile(atPath:)) else {
            throw DemoError.map("--serve-latency needs the test HTTP server \(Self.script): run from the repository root")
        }
        let file = URL(fileURLWithPath: path)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--root", file.deletingLastPathComponent().path, "--latency-ms", String(latency)]
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Its first line is "PORT <n>".
        var line: [UInt8] = []
        while line.last != UInt8(ascii: "\n"), let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty {
            line += byte
        }
        let said = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard said.hasPrefix("PORT "), let port = Int(said.dropFirst(5)) else {
            process.terminate()
            throw DemoError.map("the test HTTP server \(script) did not start (it said \"\(said)\"); is python3 installed?")
        }
        let name = file.lastPathComponent.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file.lastPathComponent
        base = "http://127.0.0.1:\(port)/"
        url = base + name
    }

    /// What the server has counted so far (its `GET /_load`); nil when it does not answer.
    func load() -> [String: Int]? {
        guard let answer = try? counts.fetch(HTTPRequest(url: base + "_load")) else { return nil }
        return try? JSONDecoder().decode([String: Int].self, from: Data(answer.body))
    }

    deinit {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

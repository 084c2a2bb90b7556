import Foundation

/// The tests' HTTP server (`test-http-server.py`, next to this file) serving a folder on 127.0.0.1 at an
/// ephemeral port: range requests, ETag / Last-Modified revalidation, gzip, and faults asked for in the
/// query string (latency, dropped connections, error statuses, a wrong Content-Length, truncated bodies,
/// hangs, garbage, redirect loops; the script's header lists them). Stopped when the value goes away;
/// the script also exits by itself when its standard input closes, so it never outlives the test run.
public final class TestHTTPServer {
    /// The folder served: files written here are served at `url(path)`.
    public let root: String
    public let port: Int
    private let process: Process
    private let input: Pipe

    /// Starts the server over `root`, adding `latencyMilliseconds` to every answer, on `port` (0 for any
    /// free one; a test restarting a stopped server passes the old one's).
    public init(root: String, latencyMilliseconds: Int = 0, port: Int = 0) throws {
        self.root = root
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("test-http-server.py").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "--root", root, "--latency-ms", String(latencyMilliseconds), "--port", String(port)]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = [UInt8]()
        let handle = output.fileHandleForReading
        while line.last != UInt8(ascii: "\n") {
            guard let byte = try handle.read(upToCount: 1), !byte.isEmpty else { break }
            line.append(contentsOf: byte)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            process.terminate()
            throw TestHTTPServerError.didNotStart(script: script, said: text)
        }
        self.port = port
    }

    deinit { stop() }

    /// Stops the server (a request made later finds nothing listening: the network is away).
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// The URL of `path` (no leading slash) on this server, e.g. `url("tiles/1/0/0.mvt?drop=1")`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    /// How many requests the server has seen for each path (query string included).
    public func requestCounts() throws -> [String: Int] {
        let data = try Data(contentsOf: URL(string: url("_stats"))!)
        return try JSONDecoder().decode([String: Int].self, from: data)
    }

    /// How the requests came so far: how many, over how many connections, the most answered at once,
    /// and range requests for bytes already asked for (the counts' own requests left out).
    public struct Load: Decodable, Sendable, Equatable {
        public var requests: Int
        public var connections: Int
        public var maxInFlight: Int
        public var repeatedRanges: Int

        enum CodingKeys: String, CodingKey {
            case requests, connections
            case maxInFlight = "max_in_flight"
            case repeatedRanges = "repeated_ranges"
        }
    }

    /// The server's counts of how the requests came.
    public func load() throws -> Load {
        let data = try Data(contentsOf: URL(string: url("_load"))!)
        return try JSONDecoder().decode(Load.self, from: data)
    }
}

/// The test server could not be started.
public enum TestHTTPServerError: Error, CustomStringConvertible {
    case didNotStart(script: String, said: String)

    public var description: String {
        switch self {
        case let .didNotStart(script, said): "the test HTTP server \(script) did not start (it said \"\(said)\"); is python3 installed?"
        }
    }
}

import Foundation
import Synchronization
import WhimNet
import WhimTestSupport

/// A temporary folder served by the test HTTP server, and a client over libcurl whose waits between
/// attempts are recorded instead of slept.
final class ServedFolder {
    let folder: TemporaryFolder
    private(set) var server: TestHTTPServer
    let pauses = PauseRecorder()
    private let latency: Int

    init(latencyMilliseconds: Int = 0) throws {
        folder = try TemporaryFolder()
        latency = latencyMilliseconds
        server = try TestHTTPServer(root: folder.path, latencyMilliseconds: latencyMilliseconds)
    }

    /// Starts the server again on the same port after `server.stop()`: the network is back.
    func restart() throws {
        server.stop()
        server = try TestHTTPServer(root: folder.path, latencyMilliseconds: latency, port: server.port)
    }

    /// Writes `bytes` to `name` in the served folder.
    func put(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/" + name))
    }

    func client(retry: RetryPolicy = .standard, threads: Int = 2) -> HTTPClient {
        let pauses = pauses
        return HTTPClient(configuration: HTTPClient.Configuration(retry: retry, threads: threads), pause: { seconds, cancellation in pauses.record(seconds); return cancellation.isCancelled })
    }

    func request(_ path: String, range: Range<UInt64>? = nil, validators: HTTPValidators? = nil,
                 limits: HTTPLimits = .standard) -> HTTPRequest {
        HTTPRequest(url: server.url(path), range: range, validators: validators, limits: limits)
    }

    /// Requests the server saw for `path` (query included).
    func count(_ path: String) throws -> Int { try server.requestCounts()["/" + path] ?? 0 }
}

/// The delays a client asked to wait between attempts.
final class PauseRecorder: Sendable {
    private let delays = Mutex<[Double]>([])
    func record(_ seconds: Double) { delays.withLock { $0.append(seconds) } }
    var recorded: [Double] { delays.withLock { $0 } }
}

/// Bytes that differ from position to position, from a seed.
func sampleBytes(_ count: Int, seed: UInt64) -> [UInt8] {
    var random = SeededRandom(seed: seed)
    return (0 ..< count).map { _ in UInt8.random(in: 0 ... 255, using: &random) }
}

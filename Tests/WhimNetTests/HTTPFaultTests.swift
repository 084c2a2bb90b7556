import Foundation
import Synchronization
import Testing
import WhimNet
import WhimTestSupport

/// The libcurl client against a server that misbehaves: each fault ends in one `HTTPError` naming the
/// URL (or a success after retries), never a crash or a hang, and only transient faults are retried.
@Suite struct HTTPFaultTests {
    private func failure(_ body: () throws(HTTPError) -> HTTPResponse) -> HTTPError? {
        do { _ = try body(); return nil } catch { return error }
    }

    @Test func notFoundIsNotRetried() throws {
        let served = try ServedFolder()
        let error = failure { () throws(HTTPError) in try served.client().fetch(served.request("missing.mvt")) }
        #expect(error == .status(url: served.server.url("missing.mvt"), code: 404))
        #expect(try served.count("missing.mvt") == 1)
        #expect(served.pauses.recorded.isEmpty)
    }

    @Test func serverErrorsAreRetriedWithBackoff() throws {
        let served = try ServedFolder()
        let bytes = sampleBytes(64, seed: 4)
        try served.put("t.mvt", bytes)
        let path = "t.mvt?status=500&fail_first=2"
        let response = try served.client().fetch(served.request(path))
        #expect(response.body == bytes)
        #expect(try served.count(path) == 3)
        #expect(served.pauses.recorded == [0.25, 0.5])
    }

    @Test func tooManyRequestsHonoursRetryAfter() throws {
        let served = try ServedFolder()
        try served.put("t.mvt", [1, 2, 3])
        let path = "t.mvt?status=429&retry_after=3&fail_first=1"
        #expect(try served.client().fetch(served.request(path)).body == [1, 2, 3])
        #expect(served.pauses.recorded == [3])
    }

    @Test func persistentFailureGivesUpAfterTheAttempts() throws {
        let served = try ServedFolder()
        try served.put("t.mvt", [1])
        let error = failure { () throws(HTTPError) in try served.client().fetch(served.request("t.mvt?status=503")) }
        #expect(error == .status(url: served.server.url("t.mvt?status=503"), code: 503))
        #expect(try served.count("t.mvt?status=503") == RetryPolicy.standard.attempts)
    }

    @Test func droppedConnectionIsAConnectionErrorAndRetried() throws {
        let served = try ServedFolder()
        try served.put("t.mvt", [9, 9])
        let error = failure { () throws(HTTPError) in try served.client(retry: .never).fetch(served.request("t.mvt?drop=1")) }
        guard case .connection = error else { Issue.record("expected a connection error, got \(String(describing: error))"); return }
        #expect(try served.client().fetch(served.request("t.mvt?drop=1&fail_first=1")).body == [9, 9])
    }

    @Test func shortBodiesAreTruncatedNotServed() throws {
        let served = try ServedFolder()
        try served.put("t.mvt", sampleBytes(5000, seed: 5))
        let client = served.client(retry: .never)
        for path in ["t.mvt?wrong_length=1", "t.mvt?truncate=100"] {
            let error = failure { () throws(HTTPError) in try client.fetch(served.request(path)) }
            #expect(error == .truncated(url: served.server.url(path)))
        }
    }

    @Test func aHungServerTimesOut() throws {
        let served = try ServedFolder()
        try served.put("t.mvt", [1])
        let limits = HTTPLimits(connectTimeout: 2, totalTimeout: 2, stallTimeout: 1, maxBodyBytes: 1000, maxRedirects: 2)
        let error = failure { () throws(HTTPError) in
            try served.client(retry: .never).fetch(served.request("t.mvt?hang=1", limits: limits))
        }
        #expect(error == .timedOut(url: served.server.url("t.mvt?hang=1")))
    }

    @Test func aBodyOverTheBudgetIsRefused() throws {
        let served = try ServedFolder()
        try served.put("big.mvt", sampleBytes(200_000, seed: 6))
        var limits = HTTPLimits.standard
        limits.maxBodyBytes = 100_000
        for path in ["big.mvt", "big.mvt?gzip=1"] {
            let error = failure { () throws(HTTPError) in try served.client().fetch(served.request(path, limits: limits)) }
            #expect(error == .tooLarge(url: served.server.url(path), limit: 100_000))
            #expect(try served.count(path) == 1)
        }
    }

    @Test func aRedirectLoopStopsAtTheLimit() throws {
        let served = try ServedFolder()
        try served.put("t.mvt", [1])
        let error = failure { () throws(HTTPError) in try served.client().fetch(served.request("t.mvt?redirect=loop")) }
        #expect(error == .tooManyRedirects(url: served.server.url("t.mvt?redirect=loop"), limit: HTTPLimits.standard.maxRedirects))
    }

    @Test func garbageClaimingGzipIsABadEncoding() throws {
        let served = try ServedFolder()
        try served.put("t.mvt", sampleBytes(300, seed: 8))
        let error = failure { () throws(HTTPError) in try served.client().fetch(served.request("t.mvt?garbage=1")) }
        #expect(error == .badEncoding(url: served.server.url("t.mvt?garbage=1")))
    }

    @Test func tlsToAPlainServerFails() throws {
        let served = try ServedFolder()
        let url = "https://127.0.0.1:\(served.server.port)/t.mvt"
        let error = failure { () throws(HTTPError) in try served.client(retry: .never).fetch(HTTPRequest(url: url)) }
        guard case .tls = error else { Issue.record("expected a TLS error, got \(String(describing: error))"); return }
    }

    @Test func aServerThatIsDownIsOffline() throws {
        let port: Int
        do { port = try ServedFolder().server.port }  // started and stopped: nothing listens there now
        let url = "http://127.0.0.1:\(port)/t.mvt"
        let error = failure { () throws(HTTPError) in try plainClient().fetch(HTTPRequest(url: url)) }
        #expect(error?.meansOffline == true, "got \(String(describing: error))")
    }

    @Test func otherSchemesAreRefused() {
        for url in ["file:///etc/passwd", "ftp://127.0.0.1/x", "not a url"] {
            let error = failure { () throws(HTTPError) in try plainClient().fetch(HTTPRequest(url: url)) }
            #expect(error == .badURL(url))
        }
    }

    /// A request hanging on the pool is ended by cancelling it, without waiting for its timeout.
    @Test func cancellingAHangingRequestEndsIt() throws {
        let served = try ServedFolder()
        try served.put("t.mvt", [1])
        let done = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<HTTPResponse, HTTPError>?>(nil)
        let cancellation = served.client().submit(served.request("t.mvt?hang=1")) { result in
            outcome.withLock { $0 = result }
            done.signal()
        }
        for _ in 0 ..< 500 where try served.count("t.mvt?hang=1") == 0 { usleep(10_000) }
        #expect(try served.count("t.mvt?hang=1") == 1, "the request reached the server before it was cancelled")
        cancellation.cancel()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(outcome.withLock { $0 } == .failure(.cancelled(url: served.server.url("t.mvt?hang=1"))))
    }
}

/// A client without retries for requests that never reach the test server.
private func plainClient() -> HTTPClient { HTTPClient(configuration: HTTPClient.Configuration(retry: .never, threads: 1)) }

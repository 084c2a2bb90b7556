import Foundation
import Synchronization
import Testing
import WhimNet
import WhimTestSupport

/// How a client's requests reach a server, counted by the server: connections are reused, a pool's
/// threads are answered at once, and requests cancelled while queued never leave the client.
@Suite struct ConnectionTests {
    /// Requests made one after another go over one connection: no handshake after the first.
    @Test func requestsInTurnShareAConnection() throws {
        let served = try ServedFolder()
        let bytes = sampleBytes(3000, seed: 1)
        try served.put("a.bin", bytes)
        let client = served.client(threads: 1)
        for i in 0 ..< 10 {
            let range = UInt64(i * 200) ..< UInt64(i * 200 + 150)
            let response = try client.fetch(served.request("a.bin", range: range))
            #expect(response.status == 206)
            #expect(response.body == Array(bytes[Int(range.lowerBound) ..< Int(range.upperBound)]))
        }
        let load = try served.server.load()
        #expect(load.requests == 10)
        #expect(load.connections == 1)
    }

    /// Sixteen requests submitted to a pool of four threads, each answered 250 ms late: four are answered
    /// at once, never more, over four connections (so sixteen take about four latencies, not sixteen).
    @Test func thePoolsThreadsAreAnsweredAtOnce() throws {
        let served = try ServedFolder(latencyMilliseconds: 250)
        try served.put("a.bin", sampleBytes(100, seed: 2))
        let results = submitted((0 ..< 16).map { _ in served.request("a.bin") }, to: served.client(threads: 4))
        #expect(results.allSatisfy { (try? $0.get()) != nil })
        let load = try served.server.load()
        #expect(load.requests == 16)
        #expect(load.maxInFlight == 4)
        #expect(load.connections == 4)
    }

    /// Requests cancelled while they wait for a pool thread (a tile that left the view) are never sent;
    /// the others are, once each.
    @Test func cancelledRequestsAreNotSent() throws {
        let served = try ServedFolder(latencyMilliseconds: 200)
        try served.put("a.bin", sampleBytes(100, seed: 3))
        let results = submitted((0 ..< 8).map { served.request("a.bin?n=\($0)") }, to: served.client(threads: 1), cancelling: [1, 3, 5, 7])
        let cancelled = results.indices.filter { if case .failure(.cancelled) = results[$0] { true } else { false } }
        #expect(cancelled == [1, 3, 5, 7])
        for i in 0 ..< 8 { #expect(try served.count("a.bin?n=\(i)") == (i % 2 == 0 ? 1 : 0), "request \(i)") }
        #expect(try served.server.load().requests == 4)
    }

    /// Submits `requests` to `client` in order, cancels those at the indices `cancelling` at once, and
    /// waits for every completion; the results in the requests' order.
    private func submitted(_ requests: [HTTPRequest], to client: HTTPClient, cancelling: Set<Int> = []) -> [Result<HTTPResponse, HTTPError>] {
        let done = DispatchSemaphore(value: 0)
        let results = Mutex<[Int: Result<HTTPResponse, HTTPError>]>([:])
        let handles = requests.enumerated().map { i, request in
            client.submit(request) { result in
                results.withLock { $0[i] = result }
                done.signal()
            }
        }
        for i in cancelling { handles[i].cancel() }
        for _ in requests { #expect(done.wait(timeout: .now() + 60) == .success) }
        return results.withLock { held in requests.indices.compactMap { held[$0] } }
    }
}

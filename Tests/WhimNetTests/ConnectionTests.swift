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
        let client = served.client(threads: 4)
        let done = DispatchSemaphore(value: 0)
        let failed = Atomic<Int>(0)
        for _ in 0 ..< 16 {
            client.submit(served.request("a.bin")) { result in
                if case .failure = result { failed.add(1, ordering: .relaxed) }
                done.signal()
            }
        }
        for _ in 0 ..< 16 { #expect(done.wait(timeout: .now() + 60) == .success) }
        #expect(failed.load(ordering: .relaxed) == 0)
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
        let client = served.client(threads: 1)
        let done = DispatchSemaphore(value: 0)
        let cancelled = Mutex<[Int]>([])
        var handles: [Cancellation] = []
        for i in 0 ..< 8 {
            handles.append(client.submit(served.request("a.bin?n=\(i)")) { result in
                if case .failure(.cancelled) = result { cancelled.withLock { $0.append(i) } }
                done.signal()
            })
        }
        for i in stride(from: 1, to: 8, by: 2) { handles[i].cancel() }
        for _ in 0 ..< 8 { #expect(done.wait(timeout: .now() + 60) == .success) }
        #expect(cancelled.withLock { $0.sorted() } == [1, 3, 5, 7])
        for i in 0 ..< 8 { #expect(try served.count("a.bin?n=\(i)") == (i % 2 == 0 ? 1 : 0), "request \(i)") }
        #expect(try served.server.load().requests == 4)
    }
}

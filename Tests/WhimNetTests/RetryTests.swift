import Foundation
import Synchronization
import Testing
import WhimNet
import WhimTestSupport

/// `RetryPolicy`'s schedule and `HTTPClient`'s use of it, over scripted transports.
@Suite struct RetryTests {
    /// Properties of the schedule: starts at the base delay, never shrinks, never exceeds the cap, and
    /// a Retry-After within the cap is waited in full.
    @Test func backoffGrowsToItsCap() {
        var random = SeededRandom(seed: 12)
        for _ in 0 ..< 200 {
            let base = Double.random(in: 0 ... 2, using: &random)
            let policy = RetryPolicy(attempts: 10, baseDelay: base, maxDelay: base * Double.random(in: 1 ... 100, using: &random))
            #expect(policy.delay(beforeAttempt: 2) == base)
            var previous = 0.0
            for attempt in 2 ... 80 {
                let delay = policy.delay(beforeAttempt: attempt)
                #expect(delay >= previous && delay <= policy.maxDelay)
                previous = delay
                let asked = Double.random(in: 0 ... 200, using: &random)
                let honoured = policy.delay(beforeAttempt: attempt, retryAfter: asked)
                #expect(honoured == min(policy.maxDelay, max(delay, asked)))
            }
        }
    }

    private static let ok = HTTPResponse(status: 200, finalURL: "http://h/t", body: [1])
    private static let down = HTTPError.connection(url: "http://h/t", reason: "refused")

    /// Property: over random scripts of outcomes, the client stops at the first success or non-transient
    /// outcome, or after the policy's attempts, and returns exactly that outcome.
    @Test func retriesStopAtTheFirstFinalOutcome() {
        let outcomes: [Result<HTTPResponse, HTTPError>] = [
            .success(Self.ok), .failure(Self.down), .failure(.timedOut(url: "http://h/t")),
            .success(HTTPResponse(status: 500, finalURL: "http://h/t")), .success(HTTPResponse(status: 404, finalURL: "http://h/t")),
            .failure(.tooLarge(url: "http://h/t", limit: 1)), .success(HTTPResponse(status: 304, finalURL: "http://h/t")),
        ]
        var random = SeededRandom(seed: 99)
        for _ in 0 ..< 300 {
            let script = (0 ..< Int.random(in: 1 ... 6, using: &random)).map { _ in outcomes.randomElement(using: &random)! }
            let policy = RetryPolicy(attempts: Int.random(in: 1 ... 5, using: &random), baseDelay: 0.1, maxDelay: 1)
            let transport = ScriptedTransport(script)
            let client = HTTPClient(configuration: HTTPClient.Configuration(retry: policy, threads: 1), transport: transport,
                                    pause: { _, _ in false })
            // The reference: walk the script as the policy says.
            var expectedAttempts = 0
            var expected: Result<HTTPResponse, HTTPError> = .failure(Self.down)
            for attempt in 1 ... policy.attempts {
                expectedAttempts = attempt
                let outcome = script[min(attempt - 1, script.count - 1)]
                switch outcome {
                case let .success(response) where response.isSuccess: expected = outcome
                case let .success(response): expected = .failure(.status(url: "http://h/t", code: response.status))
                case .failure: expected = outcome
                }
                if case let .failure(error) = expected, error.isTransient { continue }
                break
            }
            let got: Result<HTTPResponse, HTTPError>
            do throws(HTTPError) { got = .success(try client.fetch(HTTPRequest(url: "http://h/t"))) } catch { got = .failure(error) }
            #expect(got == expected, "script \(script), attempts \(policy.attempts)")
            #expect(transport.attempts == expectedAttempts)
        }
    }

    @Test func cancellingDuringTheBackoffEndsTheRequest() {
        let transport = ScriptedTransport([.failure(Self.down)])
        let client = HTTPClient(configuration: HTTPClient.Configuration(retry: RetryPolicy(attempts: 5, baseDelay: 60, maxDelay: 60)),
                                transport: transport)
        let cancellation = Cancellation()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { cancellation.cancel() }
        do throws(HTTPError) {
            _ = try client.fetch(HTTPRequest(url: "http://h/t"), cancellation: cancellation)
            Issue.record("expected cancellation")
        } catch {
            #expect(error == .cancelled(url: "http://h/t"))
        }
        #expect(transport.attempts == 1)
    }

    /// With one pool thread busy, queued requests run most urgent first, in submission order among
    /// equals, and one cancelled while queued completes as cancelled without a transfer.
    @Test func thePoolRunsTheMostUrgentFirst() {
        let gate = DispatchGate()
        let transport = ScriptedTransport([.success(Self.ok)], gate: gate)
        let client = HTTPClient(configuration: HTTPClient.Configuration(retry: .never, threads: 1), transport: transport)
        let order = Mutex<[String]>([])
        let done = DispatchSemaphore(value: 0)
        func submit(_ name: String, _ priority: Int) -> Cancellation {
            client.submit(HTTPRequest(url: "http://h/\(name)"), priority: priority) { result in
                order.withLock { $0.append(name + ((try? result.get()) == nil ? " cancelled" : "")) }
                done.signal()
            }
        }
        _ = submit("busy", 0)
        while transport.attempts == 0 { usleep(1000) }
        _ = submit("low", 0)
        _ = submit("high", 5)
        _ = submit("low2", 0)
        submit("gone", 9).cancel()
        _ = submit("mid", 2)
        gate.open()
        for _ in 0 ..< 6 { #expect(done.wait(timeout: .now() + 10) == .success) }
        #expect(order.withLock { $0 } == ["busy", "gone cancelled", "high", "mid", "low", "low2"])
        #expect(transport.attempts == 5)
    }
}

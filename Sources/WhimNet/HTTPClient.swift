/// Fetches over HTTP with retries: transient failures (the network, timeouts, cut-off bodies, 408, 429,
/// 5xx) are tried again after the `RetryPolicy`'s backoff, everything else is returned at once.
///
/// `fetch` works on the calling thread (a tile worker's, never the frame thread); `submit` hands the
/// request to the client's small pool of fetch threads and calls back on one of them. The transport is
/// libcurl unless a test gives another.
public final class HTTPClient: Sendable {
    /// How a client fetches: its retry policy and the number of pool threads.
    public struct Configuration: Sendable, Hashable {
        public var retry: RetryPolicy
        /// Threads that run submitted requests in parallel (at least 1).
        public var threads: Int

        public init(retry: RetryPolicy = .standard, threads: Int = 4) {
            self.retry = retry
            self.threads = max(1, threads)
        }
    }

    /// Waits between attempts: `(seconds, cancellation)`, true when cancelled while waiting.
    public typealias Pause = @Sendable (Double, Cancellation) -> Bool

    public let configuration: Configuration
    /// Whether the network answered this client's requests lately: the frame path reads it.
    public let network = NetworkStatus()
    private let transport: any HTTPTransport
    private let pause: Pause
    private let pool: FetchPool

    /// Sleeps the delay, waking early when the request is cancelled.
    public static let sleepUnlessCancelled: Pause = { seconds, cancellation in cancellation.wait(seconds: seconds) }

    /// A client over libcurl; `pause` is how it waits between attempts (a test passes one that records
    /// the delays instead of sleeping).
    public convenience init(configuration: Configuration = Configuration(), userAgent: String = "WhimCore",
                            pause: @escaping Pause = HTTPClient.sleepUnlessCancelled) {
        self.init(configuration: configuration, transport: CurlTransport(userAgent: userAgent), pause: pause)
    }

    /// A client over any transport (a test's, with scripted failures).
    public init(configuration: Configuration, transport: any HTTPTransport, pause: @escaping Pause = HTTPClient.sleepUnlessCancelled) {
        self.configuration = configuration
        self.transport = transport
        self.pause = pause
        pool = FetchPool(threads: configuration.threads)
    }

    /// The response to `request` on the calling thread, after up to `configuration.retry.attempts`
    /// attempts. A 2xx or 304 comes back as a response; an error status as `HTTPError.status`, but for
    /// the 4xx a request with `returnsClientErrors` takes as its answer. While `network` says offline, a
    /// request that finds the network still away fails at once, without the retries: what it was for is
    /// asked for again when the network returns.
    public func fetch(_ request: HTTPRequest, cancellation: Cancellation = Cancellation()) throws(HTTPError) -> HTTPResponse {
        let policy = configuration.retry
        let wasOffline = network.isOffline
        var attempt = 1
        while true {
            let failure: HTTPError
            var retryAfter: Double?
            do {
                let response = try transport.perform(request, cancellation: cancellation)
                network.recordAnswer()
                if response.isSuccess { return response }
                if request.returnsClientErrors, (400 ..< 500).contains(response.status), response.status != 408, response.status != 429 {
                    return response
                }
                failure = .status(url: request.url, code: response.status)
                retryAfter = response.retryAfter
            } catch {
                if error.meansOffline { network.recordOffline() }
                failure = error
            }
            if cancellation.isCancelled { throw .cancelled(url: request.url) }
            guard failure.isTransient, attempt < policy.attempts, !(wasOffline && failure.meansOffline) else { throw failure }
            attempt += 1
            if pause(policy.delay(beforeAttempt: attempt, retryAfter: retryAfter), cancellation) {
                throw .cancelled(url: request.url)
            }
        }
    }

    /// Runs `fetch` on the pool, more urgent `priority` first (higher runs sooner; equal ones in the
    /// order submitted), and calls `completion` on the pool thread. Cancel through the returned value;
    /// a request cancelled before it started completes with `HTTPError.cancelled` without a transfer.
    @discardableResult
    public func submit(_ request: HTTPRequest, priority: Int = 0,
                       completion: @escaping @Sendable (Result<HTTPResponse, HTTPError>) -> Void) -> Cancellation {
        let cancellation = Cancellation()
        pool.add(priority: priority) { [self] in
            if cancellation.isCancelled {
                completion(.failure(.cancelled(url: request.url)))
                return
            }
            do throws(HTTPError) {
                completion(.success(try fetch(request, cancellation: cancellation)))
            } catch {
                completion(.failure(error))
            }
        }
        return cancellation
    }
}

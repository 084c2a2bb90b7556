/// Performs one request, once, on the calling thread: no retries, no pool. `HTTPClient` adds those over
/// any transport, so tests can put a transport with scripted failures under it.
public protocol HTTPTransport: Sendable {
    /// The response (any status), or the failure of the transfer itself. Returns soon after
    /// `cancellation` is cancelled, with `HTTPError.cancelled`.
    func perform(_ request: HTTPRequest, cancellation: Cancellation) throws(HTTPError) -> HTTPResponse
}

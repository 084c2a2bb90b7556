/// How often and how patiently a transient failure is retried: exponential backoff from `baseDelay`,
/// doubling up to `maxDelay`, and a server's `Retry-After` honoured up to `maxDelay`.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included (1 means never retry).
    public var attempts: Int
    /// Seconds before the second attempt.
    public var baseDelay: Double
    /// The longest wait between two attempts, whatever the server asks.
    public var maxDelay: Double

    public init(attempts: Int, baseDelay: Double, maxDelay: Double) {
        self.attempts = max(1, attempts)
        self.baseDelay = max(0, baseDelay)
        self.maxDelay = max(self.baseDelay, maxDelay)
    }

    /// Four attempts, 0.25 s, 0.5 s and 1 s apart (Retry-After up to 8 s).
    public static let standard = RetryPolicy(attempts: 4, baseDelay: 0.25, maxDelay: 8)
    /// One attempt: for callers that handle failures themselves.
    public static let never = RetryPolicy(attempts: 1, baseDelay: 0, maxDelay: 0)

    /// Seconds to wait before attempt `attempt` (2 for the first retry), given the server's Retry-After.
    public func delay(beforeAttempt attempt: Int, retryAfter: Double? = nil) -> Double {
        let exponent = min(max(attempt - 2, 0), 62)
        let backoff = min(maxDelay, baseDelay * Double(UInt64(1) << UInt64(exponent)))
        guard let retryAfter, retryAfter.isFinite, retryAfter > backoff else { return backoff }
        return min(maxDelay, retryAfter)
    }
}

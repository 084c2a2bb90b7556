import CCurl
import Synchronization

/// libcurl easy handles kept between transfers, so a client's requests reuse open connections: a handle
/// keeps its connections, DNS answers and TLS sessions alive after a transfer, and a request to the same
/// host taken on it skips the TCP (and TLS) handshake, a round trip or more each. One handle serves one
/// transfer at a time; the pool lends an idle one, or makes one when every handle is busy, so it holds
/// as many as the client ever ran at once (its thread count), up to `capacity` idle.
final class CurlHandles: Sendable {
    /// The most idle handles kept; more are cleaned up when returned.
    let capacity: Int
    private let idle = Mutex<[Handle]>([])

    /// One easy handle; only ever used by one thread at a time (lent out, or idle in the pool).
    struct Handle: @unchecked Sendable {
        let pointer: UnsafeMutableRawPointer
    }

    init(capacity: Int = 32) { self.capacity = max(1, capacity) }

    deinit {
        for handle in idle.withLock({ $0 }) { curl_easy_cleanup(handle.pointer) }
    }

    /// An idle handle with its options reset to libcurl's defaults (its connections kept), or a new one;
    /// nil when libcurl cannot make one.
    func borrow() -> Handle? {
        if let handle = idle.withLock({ $0.popLast() }) {
            curl_easy_reset(handle.pointer)
            return handle
        }
        return curl_easy_init().map { Handle(pointer: $0) }
    }

    /// Takes back a handle `borrow` lent, for the next transfer.
    func giveBack(_ handle: Handle) {
        let kept = idle.withLock { idle in
            guard idle.count < capacity else { return false }
            idle.append(handle)
            return true
        }
        if !kept { curl_easy_cleanup(handle.pointer) }
    }

    /// Idle handles held now.
    var idleCount: Int { idle.withLock { $0.count } }
}

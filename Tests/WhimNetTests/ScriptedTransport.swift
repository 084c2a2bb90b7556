import Dispatch
import Synchronization
import WhimNet

/// A transport that answers from a script, one outcome per attempt (the last repeated), and counts the
/// attempts: retry logic tested without a network.
final class ScriptedTransport: HTTPTransport {
    private let script: [Result<HTTPResponse, HTTPError>]
    private let performed = Atomic<Int>(0)
    /// Held by each transfer until the test lets it go (the pool-order tests keep one thread busy).
    let gate: DispatchGate?

    init(_ script: [Result<HTTPResponse, HTTPError>], gate: DispatchGate? = nil) {
        self.script = script
        self.gate = gate
    }

    var attempts: Int { performed.load(ordering: .acquiring) }

    func perform(_ request: HTTPRequest, cancellation: Cancellation) throws(HTTPError) -> HTTPResponse {
        let index = performed.add(1, ordering: .acquiringAndReleasing).oldValue
        gate?.pass()
        return try script[min(index, script.count - 1)].get()
    }
}


/// A gate closed until opened once; every `pass` after that goes straight through.
final class DispatchGate: Sendable {
    private let opened = DispatchSemaphore(value: 0)
    func open() { opened.signal() }
    func pass() {
        opened.wait()
        opened.signal()
    }
}

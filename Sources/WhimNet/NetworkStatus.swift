import Synchronization

/// Whether the network is there, as the requests of one `HTTPClient` found it: offline from a request
/// failing because the network is away (`HTTPError.meansOffline`) until any server answers again. The
/// fetch threads and tile workers write it; the frame path reads it without a lock (the demo's banner,
/// the map view retrying the tiles drawn while it was away).
public final class NetworkStatus: Sendable {
    private let offline = Atomic<Bool>(false)
    private let returns = Atomic<Int>(0)

    /// A status that says online until a request finds otherwise.
    public init() {}

    /// True since a request found the network away, until a server answered again.
    public var isOffline: Bool { offline.load(ordering: .acquiring) }

    /// How many times the network came back (offline, then an answer): what was drawn without it is
    /// asked for again when this grows.
    public var recoveries: Int { returns.load(ordering: .acquiring) }

    /// A server answered (any status): the network is there.
    func recordAnswer() {
        if offline.exchange(false, ordering: .acquiringAndReleasing) { returns.add(1, ordering: .releasing) }
    }

    /// A request found the network away.
    func recordOffline() { offline.store(true, ordering: .releasing) }
}

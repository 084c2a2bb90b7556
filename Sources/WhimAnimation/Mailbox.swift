import Synchronization

/// A lock-free one-slot mailbox where the latest value wins, for handing a value between threads without
/// a lock on the frame path: the frame path posts the tiles it wants now and the tile worker takes them
/// when it next looks; a listener thread posts a link and the frame path takes it. A value posted before
/// the other side took the previous one replaces it (the older one is dropped, which is how stale
/// requests are cancelled).
///
/// Ownership moves with an atomic exchange of a retained box: whoever gets the box out owns it.
public final class Mailbox<Value: Sendable>: @unchecked Sendable {
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let slot = Atomic<UnsafeMutableRawPointer?>(nil)

    public init() {}

    deinit { _ = take() }

    /// Leaves `value` for the other side, replacing (and dropping) any value not yet taken.
    public func post(_ value: Value) {
        let box = Unmanaged.passRetained(Box(value)).toOpaque()
        if let old = slot.exchange(box, ordering: .acquiringAndReleasing) {
            Unmanaged<Box>.fromOpaque(old).release()
        }
    }

    /// The latest value posted since the last `take`, if any.
    public func take() -> Value? {
        guard let raw = slot.exchange(nil, ordering: .acquiringAndReleasing) else { return nil }
        return Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().value
    }
}

import Synchronization

/// A bounded lock-free queue for exactly one producer thread and one consumer thread: the way rendered
/// tiles travel from the tile worker to the frame path without either side ever taking a lock.
///
/// The producer writes a slot and then publishes it with a releasing store of `tail`; the consumer sees it
/// through an acquiring load of `tail`, takes the element out and frees the slot with a releasing store
/// of `head`. Elements move across threads, so a non-Sendable element (a rendered surface) must not be
/// touched by the producer after `push`.
final class SPSCQueue<Element>: @unchecked Sendable {
    private let slots: UnsafeMutablePointer<Element?>
    let capacity: Int
    /// The next slot the consumer reads (written only by the consumer).
    private let head = Atomic<Int>(0)
    /// The next slot the producer writes (written only by the producer).
    private let tail = Atomic<Int>(0)

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        slots = .allocate(capacity: self.capacity)
        slots.initialize(repeating: nil, count: self.capacity)
    }

    deinit {
        slots.deinitialize(count: capacity)
        slots.deallocate()
    }

    /// Producer side: appends `element`, or returns false (keeping nothing) when the queue is full.
    func push(_ element: Element) -> Bool {
        let t = tail.load(ordering: .relaxed)
        if t - head.load(ordering: .acquiring) >= capacity { return false }
        slots[t % capacity] = element
        tail.store(t + 1, ordering: .releasing)
        return true
    }

    /// Consumer side: the oldest element, or nil when the queue is empty.
    func pop() -> Element? {
        let h = head.load(ordering: .relaxed)
        guard h != tail.load(ordering: .acquiring) else { return nil }
        let element = slots[h % capacity].take()
        head.store(h + 1, ordering: .releasing)
        return element
    }

    /// How many elements wait (exact on either side for its own end, a snapshot for the other).
    var count: Int { tail.load(ordering: .acquiring) - head.load(ordering: .acquiring) }
}

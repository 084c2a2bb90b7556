import Synchronization

/// Decoded leaf directories by their offset in the archive, at most `capacity` of them, the oldest
/// dropped first. Shared by every thread reading the archive, so guarded by a mutex.
final class LeafDirectoryCache: Sendable {
    private struct State {
        var directories: [UInt64: PMTilesDirectory] = [:]
        var order: [UInt64] = []
        var next = 0
    }

    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    func directory(at offset: UInt64) -> PMTilesDirectory? {
        state.withLock { $0.directories[offset] }
    }

    func insert(_ directory: PMTilesDirectory, at offset: UInt64) {
        state.withLock { state in
            guard state.directories[offset] == nil else { return }
            if state.order.count < capacity {
                state.order.append(offset)
            } else {
                // A ring over the slots: replace the oldest.
                state.directories[state.order[state.next]] = nil
                state.order[state.next] = offset
                state.next = (state.next + 1) % capacity
            }
            state.directories[offset] = directory
        }
    }

    /// How many directories are held.
    var count: Int { state.withLock { $0.directories.count } }
}

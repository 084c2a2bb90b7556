import Dispatch
import Synchronization

/// Decoded leaf directories by their offset in the archive, at most `capacity` of them, the oldest
/// dropped first. Shared by every thread reading the archive, so guarded by a mutex.
///
/// A leaf is read once even when several threads want it at the same moment (the first tiles of a view,
/// read in parallel, usually share a leaf): the first reads it, the others wait for its result instead
/// of asking the file or the server for the same bytes again.
final class LeafDirectoryCache: Sendable {
    private struct State {
        var directories: [UInt64: PMTilesDirectory] = [:]
        var order: [UInt64] = []
        var next = 0
        /// Leaves being read now, by offset.
        var reading: [UInt64: Reading] = [:]
    }

    /// One read of a leaf in progress: the threads that want the same leaf wait for its outcome.
    private final class Reading: Sendable {
        private let done = DispatchGroup()
        private let outcome = Mutex<Result<PMTilesDirectory, TileSourceError>?>(nil)

        init() { done.enter() }

        func finish(_ result: Result<PMTilesDirectory, TileSourceError>) {
            outcome.withLock { $0 = result }
            done.leave()
        }

        func wait() -> Result<PMTilesDirectory, TileSourceError> {
            done.wait()
            return outcome.withLock { $0! }
        }
    }

    private let state = Mutex(State())
    let capacity: Int

    init(capacity: Int) { self.capacity = max(1, capacity) }

    func directory(at offset: UInt64) -> PMTilesDirectory? {
        state.withLock { $0.directories[offset] }
    }

    /// The leaf at `offset`: held, or being read by another thread (waited for, its failure shared), or
    /// read now by `read` and kept.
    func directory(at offset: UInt64, read: () throws(TileSourceError) -> PMTilesDirectory) throws(TileSourceError) -> PMTilesDirectory {
        enum Step { case held(PMTilesDirectory), wait(Reading), read(Reading) }
        let step: Step = state.withLock { state in
            if let held = state.directories[offset] { return .held(held) }
            if let reading = state.reading[offset] { return .wait(reading) }
            let reading = Reading()
            state.reading[offset] = reading
            return .read(reading)
        }
        switch step {
        case let .held(directory):
            return directory
        case let .wait(reading):
            return try reading.wait().get()
        case let .read(reading):
            let result: Result<PMTilesDirectory, TileSourceError>
            do { result = .success(try read()) } catch { result = .failure(error) }
            state.withLock { state in
                state.reading[offset] = nil
                if case let .success(directory) = result { Self.insert(directory, at: offset, into: &state, capacity: capacity) }
            }
            reading.finish(result)
            return try result.get()
        }
    }

    func insert(_ directory: PMTilesDirectory, at offset: UInt64) {
        state.withLock { Self.insert(directory, at: offset, into: &$0, capacity: capacity) }
    }

    private static func insert(_ directory: PMTilesDirectory, at offset: UInt64, into state: inout State, capacity: Int) {
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

    /// How many directories are held.
    var count: Int { state.withLock { $0.directories.count } }
}

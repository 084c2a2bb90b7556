#if canImport(Glibc)
import Glibc
#endif
import WhimAnimation
import WhimCore
import WhimDemo

/// The demo's route tree, built once.
nonisolated(unsafe) let tree = DemoRoutes.tree()

/// The state file every input is written to, in a private folder (removed at exit) in memory when there is
/// a tmpfs (`/dev/shm`): on a disk, rewriting a file in place flushes it on every close (ext4), a hundred
/// times slower.
nonisolated(unsafe) let folder: String = {
    let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    var template = Array("\(base)/whim-fuzz-state-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("no temporary folder") }
    atexit { _ = system("rm -rf '\(folder)'") }
    return String(cString: made)
}()

nonisolated(unsafe) var warnings: [String] = []
nonisolated(unsafe) let store = NavigationStateStore(path: folder + "/state.json", clock: ManualClock()) { warnings.append($0) }

/// One input: any bytes as the navigation state file, read the way the app reads it at start
/// (`NavigationStateStore.restore`: size limit, decoding, format version, validation against the demo's
/// tree). It must give a valid state or nil with one bounded one-line warning; a decoded state must
/// survive an encode/decode round trip unchanged, and a restored one must be valid for the tree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let state = try? NavigationStateStore.decode(bytes) {
        guard let again = try? NavigationStateStore.decode(NavigationStateStore.encode(state)), again == state else {
            fatalError("a decoded state does not survive an encode/decode round trip")
        }
    }
    guard let file = fopen(store.path, "wb") else { fatalError("cannot write the state file") }
    if size > 0 { _ = fwrite(data, 1, size, file) }
    fclose(file)
    warnings.removeAll(keepingCapacity: true)
    let restored = store.restore(validatingWith: tree)
    if let restored {
        // Valid now, or under other conditions (a state that waits for a conditional).
        guard (try? tree.validate(restored)) != nil || (try? tree.ignoringConditions.validate(restored)) != nil else {
            fatalError("a restored state is not valid for the tree")
        }
        guard warnings.isEmpty else { fatalError("a restored state came with a warning") }
    } else {
        guard warnings.count == 1, let w = warnings.first, !w.contains("\n"), !w.contains("\r"), w.utf8.count < 1_000 else {
            fatalError("a refused state file gave \(warnings.count) warnings or a multi-line or unbounded one")
        }
    }
    return 0
}

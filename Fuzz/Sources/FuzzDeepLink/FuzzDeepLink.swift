import WhimCore
import WhimDemo

/// The demo's route tree, built once.
nonisolated(unsafe) let tree = DemoRoutes.tree()

/// One input: any bytes as a link or path (UTF-8, invalid sequences repaired) for the demo's route tree.
/// The strict path parser must return a state whose path parses back to the same state, or throw a
/// `RoutePathError` whose message is one line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let state = try tree.state(forPath: text)
        guard (try? tree.state(forPath: tree.path(for: state))) == state else { fatalError("an accepted path does not round-trip") }
    } catch {
        let message = error.description
        if message.contains("\n") || message.contains("\r") || message.count > 1_000 { fatalError("multi-line or unbounded error for a link") }
    }
    return 0
}

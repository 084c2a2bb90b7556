import Foundation

/// The connected pieces of a road graph per travel mode (`RoadGraph.components`), each computed once on
/// first use and shared by the copies of the planner that made it. Thread-safe: planners are `Sendable`.
final class ComponentCache: @unchecked Sendable {
    private let lock = NSLock()
    private var byMode: [TravelMode: [Int32]] = [:]

    /// The pieces of `graph` for `mode` (always the same graph: a cache belongs to one planner).
    func components(of graph: RoadGraph, mode: TravelMode) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        if let known = byMode[mode] { return known }
        let computed = graph.components(mode)
        byMode[mode] = computed
        return computed
    }
}

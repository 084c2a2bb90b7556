import Foundation

/// What a route of one travel mode needs to know about the whole graph, worked out once per mode: the
/// connected pieces (`RoadGraph.components`) and which vertices the mode can leave and reach. Shared by the
/// copies of the planner that made it, so a route then costs its search, not passes over the network.
struct ModeTables: Sendable {
    let pieces: [Int32]
    let leavable: [Bool]
    let reachable: [Bool]
}

/// The `ModeTables` of a road graph per travel mode, each computed on first use and kept. Thread-safe:
/// planners are `Sendable`.
final class ComponentCache: @unchecked Sendable {
    private let lock = NSLock()
    private var byMode: [TravelMode: ModeTables] = [:]

    /// The tables of `graph` for `mode` (always the same graph: a cache belongs to one planner).
    func tables(of graph: RoadGraph, mode: TravelMode) -> ModeTables {
        lock.lock()
        defer { lock.unlock() }
        if let known = byMode[mode] { return known }
        let computed = ModeTables(pieces: graph.components(mode), leavable: graph.leavable(mode), reachable: graph.reachable(mode))
        byMode[mode] = computed
        return computed
    }
}

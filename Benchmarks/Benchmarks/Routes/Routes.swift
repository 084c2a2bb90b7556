// Paths of the route tree: parsing a typical deep link, writing a state's path, and rejecting a 1 MB link
// (which must fail on its length, in time independent of its size), against a tracker-like tree.
import Benchmark
import BenchConfig
import WhimCore

let benchmarks: @Sendable () -> Void = {
    let sheets: [Navigator] = [
        .screen("stats", presentation: .sheet(detents: ["medium", "large"])), .screen("settings", presentation: .sheet(detents: ["large"])),
    ]
    func tab(_ name: String, _ drill: [Navigator]) -> Navigator { .screen(name, presentation: .tab, nesting: .anyOf(drill + sheets)) }
    let navigator: Navigator = .screen("main", nesting: .anyOf(
        tab("home", []),
        tab("tracker", [.screen("spark-detail", parameters: [RouteParameter("id", .int), RouteParameter("title", .string, optional: true)],
                                nesting: .anyOf(sheets))]),
        tab("library", [.screen("table-detail", parameters: [RouteParameter("id", .int)])])))
    let link = "whim://main/tracker/spark-detail?id=42&title=Morning%20run%20%C3%A9/stats@large"
    let megabyte = "/main/" + String(repeating: "tracker/", count: 131_072)
    // A thousand calls per measured iteration, so the harness's own cost and mallocs are divided away.
    var configuration = BenchConfig.frame()
    configuration.scalingFactor = .kilo

    Benchmark("route_parse_link", configuration: configuration) { benchmark in
        let tree = try RouteTree(navigator)
        for _ in benchmark.scaledIterations { blackHole(try tree.state(forPath: link)) }
    }
    Benchmark("route_path_of_state", configuration: configuration) { benchmark in
        let tree = try RouteTree(navigator)
        let state = try tree.state(forPath: link)
        for _ in benchmark.scaledIterations { blackHole(tree.path(for: state)) }
    }
    Benchmark("route_reject_1MB_link", configuration: configuration) { benchmark in
        let tree = try RouteTree(navigator)
        for _ in benchmark.scaledIterations { blackHole(try? tree.state(forPath: megabyte)) }
    }
}

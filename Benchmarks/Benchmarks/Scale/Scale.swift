// How the frame cost scales: with the depth of the navigation stack (1 vs 1,000 scenes under the
// transition) and with the density of the map (Helsinki vs ten times denser). Ours should not move; the
// naive design's cost grows with the map. (Resolution scaling: the Transitions suite at three sizes.)
import WhimCore
import WhimMapBackdrop
import WhimMap
import BenchConfig
import BenchSupport
import Benchmark

let benchmarks: @Sendable () -> Void = {
    for mode in SceneMode.allCases {
        for depth in [1, 1000] {
            Benchmark("push_\(mode.rawValue)_1080p_stack_\(depth)", configuration: BenchConfig.frame()) { (benchmark: Benchmark, rig: FrameRig) in
                for _ in benchmark.scaledIterations { blackHole(rig.frame()) }
            } setup: {
                let map = MapBackdrop(model: try BenchMaps.helsinki())
                return try FrameRig(kind: .push, mode: mode, size: Resolution.fullHD.pixelSize, backdrop: map, depth: depth)
            }
        }
    }

    for dense in [false, true] {
        let name = dense ? "dense-x10" : "helsinki"
        Benchmark("push_mp_1080p_map_\(name)", configuration: BenchConfig.frame()) { (benchmark: Benchmark, rig: FrameRig) in
            for _ in benchmark.scaledIterations { blackHole(rig.frame()) }
        } setup: {
            let model = try BenchMaps.helsinki()
            let map = MapBackdrop(model: dense ? BenchMaps.denser(model) : model)
            return try FrameRig(kind: .push, mode: .multipart, size: Resolution.fullHD.pixelSize, backdrop: map)
        }
        Benchmark("naive_push_mp_1080p_map_\(name)", configuration: BenchConfig.slow(maxMilliseconds: 2500, maxIterations: 8)) { (benchmark: Benchmark, rig: Naive) in
            for _ in benchmark.scaledIterations { blackHole(rig.frame.naiveFrame(map: rig.map, model: rig.model)) }
        } setup: {
            let model = try BenchMaps.helsinki()
            let shown = dense ? BenchMaps.denser(model) : model
            let map = MapBackdrop(model: shown, margin: 0)
            return Naive(frame: try FrameRig(kind: .push, mode: .multipart, size: Resolution.fullHD.pixelSize, backdrop: map), map: map, model: shown)
        }
    }
}

final class Naive {
    let frame: FrameRig
    let map: MapBackdrop
    let model: MapModel
    init(frame: FrameRig, map: MapBackdrop, model: MapModel) {
        self.frame = frame
        self.map = map
        self.model = model
    }
}

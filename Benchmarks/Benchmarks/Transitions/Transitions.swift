// One steady-state frame of every transition kind, fullscreen → fullscreen and multipart → multipart, at
// 1280×720, 1920×1080 and 3840×2160, over the Helsinki map: the transition is held interactively at a
// progress alternating between two values, so every frame moves; a frame = clock tick + update + compose.
import WhimCore
import WhimMapBackdrop
import BenchConfig
import BenchSupport
import Benchmark

let benchmarks: @Sendable () -> Void = {
    for resolution in Resolution.allCases {
        for kind in TransitionKind.allCases {
            for mode in SceneMode.allCases {
                let big = resolution == .uhd
                Benchmark(
                    "\(kind.rawValue)_\(mode.rawValue)_\(resolution.rawValue)",
                    configuration: BenchConfig.frame(maxMilliseconds: big ? 400 : 250, maxIterations: big ? 100 : 250)
                ) { (benchmark: Benchmark, rig: FrameRig) in
                    for _ in benchmark.scaledIterations { blackHole(rig.frame()) }
                } setup: {
                    let map = MapBackdrop(model: try BenchMaps.helsinki())
                    return try FrameRig(kind: kind, mode: mode, size: resolution.pixelSize, backdrop: map)
                }
            }
        }
    }
}

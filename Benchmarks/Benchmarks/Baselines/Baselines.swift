// The baselines, in the same run as the transition frames:
// - empty iteration: the harness alone (its mallocs are subtracted from every frame's count);
// - memcpy: one memcpy of a whole RGB24 frame, the physical floor for putting a frame together;
// - naive: what the seed document warns about: every frame re-renders the vector map (Helsinki) and the
//   panels, then composes them;
// - sdl-textures: SDL's own renderer compositing the cached parts as separate textures (dummy video driver,
//   software renderer), the whole frame every frame.
import WhimCore
import WhimMapBackdrop
import WhimMap
import BenchConfig
import BenchSupport
import Benchmark

let benchmarks: @Sendable () -> Void = {
    // The harness's own mallocs per measured iteration (the CPU-time probe reads /proc): subtract from
    // every malloc count to get the frame's own.
    Benchmark("empty_iteration", configuration: BenchConfig.frame()) { benchmark in
        for i in benchmark.scaledIterations { blackHole(i) }
    }

    for resolution in Resolution.allCases {
        Benchmark("memcpy_\(resolution.rawValue)", configuration: BenchConfig.frame()) { benchmark, copy in
            for _ in benchmark.scaledIterations { copy.copy() }
            blackHole(copy.probe)
        } setup: {
            FrameCopy(bytes: resolution.frameBytes)
        }
    }

    for mode in SceneMode.allCases {
        for kind in [TransitionKind.push, .fade] {
            Benchmark("naive_\(kind.rawValue)_\(mode.rawValue)_1080p", configuration: BenchConfig.slow()) { (benchmark: Benchmark, rig: NaiveRig) in
                for _ in benchmark.scaledIterations { blackHole(rig.rig.naiveFrame(map: rig.map, model: rig.model)) }
            } setup: {
                let model = try BenchMaps.helsinki()
                let map = MapBackdrop(model: model, margin: 0)
                return NaiveRig(rig: try FrameRig(kind: kind, mode: mode, size: Resolution.fullHD.pixelSize, backdrop: map), map: map, model: model)
            }
        }
    }

    let sdlKinds: [TransitionKind] = [.push, .pop, .modalPresent, .modalDismiss, .modalSwap, .fade, .none]
    for mode in SceneMode.allCases {
        for kind in sdlKinds {
            Benchmark("sdl-textures_\(kind.rawValue)_\(mode.rawValue)_1080p", configuration: BenchConfig.frame()) { (benchmark: Benchmark, sdl: SDLTextureCompositor) in
                for _ in benchmark.scaledIterations { sdl.frame() }
            } setup: {
                let map = MapBackdrop(model: try BenchMaps.helsinki())
                let rig = try FrameRig(kind: kind, mode: mode, size: Resolution.fullHD.pixelSize, backdrop: map)
                return try SDLTextureCompositor(rig: rig, map: map)
            }
        }
    }
}

final class NaiveRig {
    let rig: FrameRig
    let map: MapBackdrop
    let model: MapModel
    init(rig: FrameRig, map: MapBackdrop, model: MapModel) {
        self.rig = rig
        self.map = map
        self.model = model
    }
}

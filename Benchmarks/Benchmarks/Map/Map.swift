// The map: decoding the Helsinki extract (PBF) and classifying it into the map model; one full render of
// the vector map at 1920×1080; and one pan frame served from the cached rendering (the map moves by 8 px,
// the frame is recomposed from cached pixels under a multipart scene, nothing is re-rendered).
import WhimCore
import WhimMapBackdrop
import BenchConfig
import BenchSupport
import Benchmark
import Foundation
import WhimGraphics
import WhimMap

let benchmarks: @Sendable () -> Void = {
    Benchmark("pbf_decode_helsinki", configuration: BenchConfig.slow(maxMilliseconds: 2000, maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? PBFDecoder.decode(contentsOf: BenchMaps.helsinkiURL)) }
    }

    Benchmark("pbf_decode_and_classify_helsinki", configuration: BenchConfig.slow(maxMilliseconds: 2000, maxIterations: 10)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? MapModel.load(contentsOf: BenchMaps.helsinkiURL)) }
    }

    Benchmark("full_render_1080p", configuration: BenchConfig.slow()) { benchmark, state in
        for _ in benchmark.scaledIterations {
            state.renderer.render(into: state.canvas, camera: state.camera)
            state.canvas.flush()
        }
    } setup: {
        try RenderState(model: try BenchMaps.helsinki(), size: Resolution.fullHD.pixelSize)
    }

    Benchmark("pan_frame_from_cache_mp_1080p", configuration: BenchConfig.frame()) { (benchmark: Benchmark, pan: PanRig) in
        for _ in benchmark.scaledIterations { blackHole(pan.frame()) }
    } setup: {
        let map = MapBackdrop(model: try BenchMaps.helsinki())
        return try PanRig(map: map, rig: try FrameRig(kind: .push, mode: .multipart, size: Resolution.fullHD.pixelSize, backdrop: map))
    }
}

final class RenderState {
    let renderer: MapRenderer
    let canvas: Canvas
    let camera: Camera
    let surface: Surface

    init(model: MapModel, size: PixelSize) throws {
        renderer = MapRenderer(model: model)
        surface = try Surface(width: size.width, height: size.height, format: .rgb24)
        canvas = Canvas(surface)
        camera = Camera(fitting: model.bounds, viewportSize: size.size)
    }
}


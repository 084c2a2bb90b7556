// The map: decoding the Helsinki extract (PBF) and building the map model; one full render of the
// extract's tiles in the app's style at 1920×1080 (tiles cut, drawn and labelled); and one pan frame served from the cached rendering (the map moves by 8 px,
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
            blackHole(try? VectorMapExport.render(source: state.source, style: BenchMaps.style, camera: state.camera))
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
    let source: OSMTileSource
    let camera: Camera

    init(model: MapModel, size: PixelSize) {
        source = OSMTileSource(model: model)
        camera = Camera(fitting: model.bounds, viewportSize: size.size)
    }
}

// A small driver for profilers: sets up one benchmark's frame, then renders N frames of it.
//
//   bench-driver <what> <kind> <fs|mp> <720p|1080p|2160p> <frames>
//   what: ours | naive | sdl | memcpy | pan
//
// e.g. valgrind --tool=callgrind --toggle-collect='$s12BenchSupport9runFrames*' .build/release/bench-driver ours fade fs 1080p 20
import BenchSupport
import Foundation
import WhimCore
import WhimMapBackdrop
import WhimGraphics
import WhimMap

let args = CommandLine.arguments
guard args.count >= 6, let kind = TransitionKind(rawValue: args[2]), let mode = SceneMode(rawValue: args[3]),
    let res = Resolution(rawValue: args[4]), let frames = Int(args[5])
else {
    print("usage: bench-driver <ours|naive|sdl|memcpy|pan> <kind> <fs|mp> <720p|1080p|2160p> <frames> [depth] [dense]")
    exit(2)
}
let depth = args.count > 6 ? Int(args[6]) ?? 1 : 1
let dense = args.count > 7 && args[7] == "dense"

var model = try BenchMaps.helsinki()
if dense { model = BenchMaps.denser(model) }
let what = args[1]
let map = MapBackdrop(model: model, margin: what == "naive" ? 0 : 0.25)
let rig = try FrameRig(kind: kind, mode: mode, size: res.pixelSize, backdrop: map, depth: depth)
var sink = 0
let t0 = monotonicSeconds()
switch what {
case "ours":
    sink = runFrames(frames) { rig.frame() }
case "naive":
    sink = runFrames(frames) { rig.naiveFrame(map: map, model: model) }
case "sdl":
    let sdl = try SDLTextureCompositor(rig: rig, map: map)
    let t1 = monotonicSeconds()
    sink = runFrames(frames) {
        sdl.frame()
        return 0
    }
    print(String(format: "sdl: %.3f ms/frame", (monotonicSeconds() - t1) * 1000 / Double(frames)))
case "blit":
    // Control experiment: what cairo's own copy costs. One whole-frame SOURCE blit from one RGB24 surface,
    // then two half-frame blits from two different surfaces (the bytes a fullscreen push moves).
    let px = res.pixelSize
    let frame = try Surface(width: px.width, height: px.height, format: .rgb24)
    let a = try Surface(width: px.width, height: px.height, format: .rgb24)
    let b = try Surface(width: px.width, height: px.height, format: .rgb24)
    let canvas = Canvas(frame)
    // Touch every page (fresh cairo surfaces are calloc'd: untouched pages all read the same zero page).
    Canvas(a).clear(Color(0x1967D2))
    Canvas(b).clear(Color(0xE37400))
    Canvas(frame).clear(Color(0x808080))
    let c = FrameCopy(bytes: res.frameBytes)
    for _ in 0..<10 { c.copy(); canvas.draw(a, at: .zero, within: frame.bounds, copy: true) }
    var t = monotonicSeconds()
    _ = runFrames(frames) { c.copy(); return 0 }
    let tm = (monotonicSeconds() - t) * 1000 / Double(frames)
    t = monotonicSeconds()
    _ = runFrames(frames) { canvas.draw(a, at: .zero, within: frame.bounds, copy: true); return 0 }
    let t1 = (monotonicSeconds() - t) * 1000 / Double(frames)
    var flip = false
    t = monotonicSeconds()
    _ = runFrames(frames) {
        flip.toggle()
        let split = px.width * (flip ? 45 : 55) / 100
        canvas.draw(a, at: PixelPoint(x: split - px.width, y: 0), within: PixelRect(x: 0, y: 0, width: split, height: px.height), copy: true)
        canvas.draw(b, at: PixelPoint(x: split, y: 0), within: PixelRect(x: split, y: 0, width: px.width - split, height: px.height), copy: true)
        return 0
    }
    let t2 = (monotonicSeconds() - t) * 1000 / Double(frames)
    print(String(format: "memcpy %.3f ms, cairo blit whole %.3f ms, two half blits from two surfaces %.3f ms", tm, t1, t2))
case "memcpy":
    let c = FrameCopy(bytes: res.frameBytes)
    for _ in 0..<frames { c.copy() }
    sink = Int(c.probe)
case "pan":
    let pan = try PanRig(map: map, rig: rig)
    sink = runFrames(frames) { pan.frame() }
default:
    print("unknown: \(what)")
    exit(2)
}
let dt = monotonicSeconds() - t0
print(String(format: "%@ %@ %@ %@: %.3f ms/frame over %ld frames (damage %ld px total)", what, kind.rawValue, mode.rawValue, res.rawValue, dt * 1000 / Double(frames), frames, sink))

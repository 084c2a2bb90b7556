// whim-soak: a long seeded random walk over the engine, the invariants checked after every tick.
// Usage: whim-soak [--steps N] [--seed S] [--map]   (or SOAK_STEPS / SOAK_SEED; defaults 100000 and 1).
// --map: over the tiled Helsinki map, tiles drawn on the worker thread (`make soak-tsan` runs it under TSan).
// SOAK_TRACE_STEP=K prints what is drawn after each action of step K, to reduce a failure.
#if canImport(Glibc)
import Glibc
#endif
import WhimAnimation
import WhimSoak

func fail(_ message: String) -> Never {
    let line = Array("whim-soak: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}

var steps = getenv("SOAK_STEPS").flatMap { Int(String(cString: $0)) } ?? 100_000
var seed = getenv("SOAK_SEED").flatMap { UInt64(String(cString: $0)) } ?? 1
var backdrop = SoakBackdrop.grid
var args = CommandLine.arguments.dropFirst()
while let arg = args.popFirst() {
    switch arg {
    case "--steps":
        guard let v = args.popFirst().flatMap({ Int($0) }), v >= 1, v <= 100_000_000 else { fail("--steps needs a count from 1 to 100000000") }
        steps = v
    case "--seed":
        guard let v = args.popFirst().flatMap({ UInt64($0) }) else { fail("--seed needs an unsigned integer") }
        seed = v
    case "--map":
        backdrop = .tiledMap
    default:
        fail("unknown argument (usage: whim-soak [--steps N] [--seed S] [--map])")
    }
}
guard steps >= 1, steps <= 100_000_000 else { fail("SOAK_STEPS must be from 1 to 100000000") }

let replay = "whim-soak --seed \(seed) --steps \(steps)" + (backdrop == .tiledMap ? " --map" : "")
print("soak: seed \(seed), \(steps) steps\(backdrop == .tiledMap ? " over the tiled map" : "") (replay: \(replay))")
let start = MonotonicClock().now
do {
    let summary = try SoakRun.run(seed: seed, steps: steps, backdrop: backdrop, traceStep: getenv("SOAK_TRACE_STEP").flatMap { Int(String(cString: $0)) } ?? -1) { done in
        let elapsed = MonotonicClock().now - start
        print("  \(done) steps, \(Int(Double(done) / max(elapsed, 1e-9))) steps/s")
    }
    let elapsed = MonotonicClock().now - start
    for m in summary.memorySamples {
        print("  memory at \(m.percent)%: resident \(m.rssKiB / 1024) MiB, peak \(m.peakKiB / 1024) MiB, \(m.alive) scenes and panels alive")
    }
    if let tiles = summary.tilesCached { print("  tiles drawn on the worker thread and cached at the end: \(tiles)") }
    print("soak passed: \(steps) steps in \((elapsed * 10).rounded() / 10) s, \(Int(Double(steps) / max(elapsed, 1e-9))) steps/s")
    let counts = summary.actionCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    print("actions: \(counts)")
    // The path taken: two runs of the same seed and steps must print the same digest (`make soak-determinism`).
    print("digest: \(summary.digest)")
} catch {
    print("\(error)")
    print("FAILED: seed \(seed) (replay: \(replay))")
    exit(1)
}

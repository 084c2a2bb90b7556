import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

/// The compositor against the reference compositor on random layer lists: opaque, translucent,
/// text-only and rounded panels, larger than the frame or off it, at random opacities, under normal and
/// inverted circular clips, over a backdrop that may be offset, smaller or missing; frames from 1×1 to
/// odd sizes, with the backdrop copied from its surface or drawn straight into the frame, and solid
/// colours (a surface of one repeated row). Each case is a short sequence: frame N is composed incrementally from frame N − 1 and must
/// equal a fresh composition of frame N exactly, and the reference within `ReferenceTolerance.standard`.
@Suite struct CompositorDifferentialTests {
    /// One case: a random sequence of frames from `seed`. Returns a description of the first failure.
    static func check(seed: UInt64) -> String? {
        var rng = SeededRandom(seed: seed)
        let size = rng.frameSize()
        let backdrop = rng.backdrop(for: size)
        // Odd seeds: a backdrop that draws itself straight into frames (a moving map), read in place by the
        // kernels; 1 modulo 4 also into later frames' damage while unchanged (a map whose cache is behind).
        // (From the seed, not the stream, so the regression seeds replay their cases.)
        backdrop.drawsStraight = seed % 2 == 1
        backdrop.repeatsStraight = seed % 4 == 1
        // Seeds 3 and 6 modulo 8: half the layers solid colours, over either kind of backdrop (no
        // regression seed is among them, so theirs replay unchanged).
        let solid = seed % 8 == 3 || seed % 8 == 6
        // The frame size is valid by construction.
        let compositor = try! Compositor(size: size)
        var layers = (0..<Int.random(in: 0...5, using: &rng)).map { rng.layer(in: size, version: $0, solid: solid) }
        let frames = Int.random(in: 1...4, using: &rng)
        for n in 0..<frames {
            if n > 0 { rng.mutate(&layers, backdrop: backdrop, size: size, solid: solid) }
            compositor.beginFrame()
            for l in layers { compositor.add(l) }
            compositor.compose(backdrop: backdrop)
            let expected = ReferenceCompositor.render(size: size, backdrop: backdrop.surface, backdropOrigin: backdrop.origin, layers: layers.map(\.reference))
            if let m = ReferenceComparison.mismatch(actual: compositor.frame, expected: expected, edges: layers.flatMap { $0.clips.map(\.circle) }) {
                return "seed \(seed), frame \(n) of \(size.width)×\(size.height) with \(layers.count) layers: \(m) versus the reference"
            }
            if n > 0 {
                let fresh = try! Compositor(size: size)
                fresh.beginFrame()
                for l in layers { fresh.add(l) }
                fresh.compose(backdrop: backdrop)
                if let m = ReferenceComparison.mismatch(actual: compositor.frame, expected: fresh.frame, edges: [], tolerance: .exact) {
                    return "seed \(seed), frame \(n): the incremental frame differs from a fresh one: \(m)"
                }
            }
        }
        return nil
    }

    @Test("random layer sequences match the reference")
    func randomSequences() {
        DifferentialRun(defaultCount: 20000).run(maxFailures: 5) { Self.check(seed: $0) }
    }

    /// Seeds that once failed, each with the bug it found; they run on every `swift test`.
    static let regressions: [(seed: UInt64, bug: String)] = [
        (12, "a backdrop smaller than the frame, or moved, left the previous frame's pixels where it has none (now black)"),
        (14720, "an inverted clip's strip spilled left of a narrow damaged rect when the circle lay wholly beside it, blending a translucent layer twice"),
        (9384, "a clip circle smaller than a pixel covered it as if half a pixel wide (coverage is now capped by the circle's area)"),
        (1992, "a 1×1 frame under five sub-pixel clips (same coverage bug)"),
    ]

    @Test("regression seeds", arguments: regressions.map(\.seed))
    func regression(seed: UInt64) {
        DifferentialRun.regression(seed: seed, in: Self.regressions) { Self.check(seed: $0) }
    }
}

extension SeededRandom {
    /// Changes a frame's layers the way frames change: moves, fades, clips that grow, a redrawn
    /// surface, layers that come, go or change order, a backdrop that moves or changes.
    mutating func mutate(_ layers: inout [CompositeLayer], backdrop: TestBackdrop, size: PixelSize, solid: Bool = false) {
        for _ in 0..<Int.random(in: 1...3, using: &self) {
            switch Int.random(in: 0..<8, using: &self) {
            case 0 where !layers.isEmpty:
                let i = Int.random(in: layers.indices, using: &self)
                let d = PixelPoint(x: .random(in: -9...9, using: &self), y: .random(in: -9...9, using: &self))
                layers[i].origin = PixelPoint(x: layers[i].origin.x + d.x, y: layers[i].origin.y + d.y)
                layers[i].opaqueRect = layers[i].opaqueRect.map { $0.offset(by: d) }
            case 1 where !layers.isEmpty:
                let i = Int.random(in: layers.indices, using: &self)
                layers[i].opacity = opacity()
            case 2 where !layers.isEmpty:
                let i = Int.random(in: layers.indices, using: &self)
                if var c = layers[i].clips.last, layers[i].clips.count == 1 {
                    c.radius = max(0, c.radius + .random(in: -8...12, using: &self))
                    layers[i].clips = CircularClips(c)
                } else {
                    // A second circle: a part frozen mid-reveal and carried off by another reveal.
                    layers[i].clips.append(clip(around: size))
                }
            case 3 where !layers.isEmpty:
                // Redrawn in place: same surface object, new pixels, new content version, and the repeated
                // rows updated for the rows drawn, as a panel updates them.
                let i = Int.random(in: layers.indices, using: &self)
                Canvas(layers[i].surface).fill(Rect(x: 0, y: 0, width: 3, height: 3), color())
                layers[i].contentVersion += 1
                let surface = layers[i].surface
                layers[i].repeatedRows?.update(from: surface, rows: 0..<3)
            case 4 where layers.count < 6:
                layers.insert(layer(in: size, version: 0, solid: solid), at: Int.random(in: 0...layers.count, using: &self))
            case 5 where !layers.isEmpty:
                layers.remove(at: Int.random(in: layers.indices, using: &self))
            case 6 where layers.count > 1:
                layers.swapAt(0, layers.count - 1)
            default:
                backdrop.origin = chance(0.5) ? .zero : PixelPoint(x: .random(in: -3...3, using: &self), y: .random(in: -3...3, using: &self))
                backdrop.touch()
            }
        }
    }
}

import Testing
import WhimCore
import WhimRandom

/// The scroll offset and its momentum, as a value.
@Suite struct ScrollPositionTests {
    /// Random scrolls, range changes, flings and frames of random length: the offset never leaves its
    /// range, and momentum ends (stopping dead at an edge it reaches).
    @Test func randomOperationsKeepTheOffsetInRangeAndMomentumEnds() {
        var rng = SeededRandom(seed: 4401)
        for _ in 0..<200 {
            var p = ScrollPosition(offset: Double.random(in: -100...900, using: &rng), maxOffset: Double.random(in: -50...800, using: &rng))
            for _ in 0..<40 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: p.scroll(by: Double.random(in: -300...300, using: &rng))
                case 1: p.setMaxOffset(Double.random(in: -50...800, using: &rng))
                case 2: p.fling(velocity: Double.random(in: -9000...9000, using: &rng))
                default: _ = p.advance(by: Double.random(in: 0...0.1, using: &rng))
                }
                #expect(p.offset >= 0 && p.offset <= p.maxOffset)
            }
            var frames = 0
            while p.advance(by: 1.0 / 60) { frames += 1; #expect(frames < 1200, "momentum never ended") ; if frames >= 1200 { break } }
            #expect(!p.isMoving && p.offset >= 0 && p.offset <= p.maxOffset)
        }
    }

    /// A fling towards an edge it reaches stops there, at once and with no velocity left to hand on.
    @Test func momentumStopsAtTheEdges() {
        for v in [5000.0, -5000] {
            var p = ScrollPosition(offset: 100, maxOffset: 300)
            p.fling(velocity: v)
            var edgeFrames = 0
            while p.advance(by: 1.0 / 60) {
                #expect(p.offset > 0 && p.offset < 300, "still moving at an edge")
                edgeFrames += 1
            }
            #expect(p.offset == (v > 0 ? 300 : 0) && p.velocity == 0)
            // At the edge a fling further that way does nothing.
            p.fling(velocity: v)
            #expect(!p.isMoving)
        }
    }

    /// Where a fling ends does not depend on the frame rate, and agrees with `restingOffset`.
    @Test func aFlingEndsAtTheSameOffsetAtAnyFrameRate() {
        var ends: [Double] = []
        for dt in [1.0 / 30, 1.0 / 60, 1.0 / 144] {
            var p = ScrollPosition(offset: 0, maxOffset: 100_000)
            p.fling(velocity: 2000)
            #expect(abs(p.restingOffset(afterFlingWith: 2000) - 1000) < 2)
            while p.advance(by: dt) {}
            ends.append(p.offset)
        }
        #expect(ends.allSatisfy { abs($0 - ends[0]) < 2 && abs($0 - 1000) < 5 }, "\(ends)")
    }

    @Test func revealScrollsAsLittleAsNeeded() {
        var p = ScrollPosition(offset: 100, maxOffset: 1000)
        p.reveal(top: 150, bottom: 200, viewport: 300)
        #expect(p.offset == 100)
        p.reveal(top: 500, bottom: 560, viewport: 300)
        #expect(p.offset == 260)
        p.reveal(top: 20, bottom: 40, viewport: 300)
        #expect(p.offset == 20)
        p.reveal(top: 600, bottom: 1200, viewport: 300)
        #expect(p.offset == 600, "a rect taller than the viewport shows its top")
    }
}

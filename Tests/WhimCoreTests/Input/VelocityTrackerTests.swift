import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

@Suite struct VelocityTrackerTests {
    /// The obvious reference: keep every sample, look at the last four, take the oldest and newest of those
    /// within the window.
    func reference(_ samples: [(Point, Double)]) -> Point {
        let last = samples.suffix(4)
        guard last.count >= 2, let newest = last.max(by: { $0.1 < $1.1 }) else { return .zero }
        let recent = last.filter { newest.1 - $0.1 <= VelocityTracker.window }
        guard let oldest = recent.min(by: { $0.1 < $1.1 }), newest.1 > oldest.1 else { return .zero }
        let dt = newest.1 - oldest.1
        return Point(x: (newest.0.x - oldest.0.x) / dt, y: (newest.0.y - oldest.0.y) / dt)
    }

    @Test func steadyMotionGivesItsSpeed() {
        var t = VelocityTracker()
        for i in 0..<10 { t.add(Point(x: Double(i) * 5, y: Double(i) * -2), at: Double(i) / 100) }
        let v = t.velocity
        #expect(abs(v.x - 500) < 1e-6 && abs(v.y + 200) < 1e-6)
    }

    @Test func fewerThanTwoSamplesOrNoTimeGiveZero() {
        var t = VelocityTracker()
        #expect(t.velocity == .zero)
        t.add(Point(x: 3, y: 4), at: 1)
        #expect(t.velocity == .zero)
        t.add(Point(x: 30, y: 40), at: 1)
        #expect(t.velocity == .zero)
    }

    @Test func samplesOlderThanTheWindowDoNotCount() {
        var t = VelocityTracker()
        t.add(Point(x: 0, y: 0), at: 0)
        t.add(Point(x: 1000, y: 0), at: 0.05)  // a jump long ago
        t.add(Point(x: 1000, y: 0), at: 1.0)
        t.add(Point(x: 1010, y: 0), at: 1.05)
        #expect(abs(t.velocity.x - 200) < 1e-6)
    }

    @Test func nonFiniteSamplesAreIgnored() {
        var t = VelocityTracker()
        t.add(Point(x: 0, y: 0), at: 0)
        t.add(Point(x: .nan, y: 0), at: 0.01)
        t.add(Point(x: 0, y: .infinity), at: 0.02)
        t.add(Point(x: 10, y: 0), at: .nan)
        t.add(Point(x: 10, y: 0), at: 0.05)
        #expect(abs(t.velocity.x - 200) < 1e-6 && t.velocity.y == 0)
    }

    @Test func matchesTheReferenceOnRandomWalks() {
        for seed in UInt64(1)...200 {
            var rng = SeededRandom(seed: seed)
            var tracker = VelocityTracker()
            var samples: [(Point, Double)] = []
            var time = 0.0
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                time += Double.random(in: 0...0.06, using: &rng)
                let p = Point(x: Double.random(in: -500...500, using: &rng), y: Double.random(in: -500...500, using: &rng))
                tracker.add(p, at: time)
                samples.append((p, time))
                let expected = reference(samples), actual = tracker.velocity
                #expect(abs(actual.x - expected.x) < 1e-9 && abs(actual.y - expected.y) < 1e-9, "seed \(seed)")
            }
        }
    }
}

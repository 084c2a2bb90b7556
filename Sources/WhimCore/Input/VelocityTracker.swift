import WhimGraphics

/// Estimates pointer velocity from the last few samples (a fixed ring of four, no allocation), for flings.
public struct VelocityTracker: Sendable {
    private var samples: (Sample, Sample, Sample, Sample) = (.init(), .init(), .init(), .init())
    private var count = 0
    private var next = 0

    struct Sample: Sendable {
        var point = Point.zero
        var time = 0.0
    }

    /// How far back (seconds) from the newest sample the estimate looks.
    public static let window = 0.1

    /// A tracker with no samples.
    public init() {}

    /// Records where the pointer was at `time` (seconds). Non-finite samples are ignored.
    public mutating func add(_ p: Point, at time: Double) {
        guard p.x.isFinite, p.y.isFinite, time.isFinite else { return }
        let s = Sample(point: p, time: time)
        switch next {
        case 0: samples.0 = s
        case 1: samples.1 = s
        case 2: samples.2 = s
        default: samples.3 = s
        }
        next = (next + 1) % 4
        count = min(count + 1, 4)
    }

    private func sample(_ i: Int) -> Sample {
        switch i {
        case 0: samples.0
        case 1: samples.1
        case 2: samples.2
        default: samples.3
        }
    }

    /// Units per second between the oldest and newest samples within the last `window` seconds; zero with
    /// fewer than two such samples.
    public var velocity: Point {
        guard count >= 2 else { return .zero }
        var newest = sample(0)
        for i in 1..<count where sample(i).time > newest.time { newest = sample(i) }
        var oldest = newest
        for i in 0..<count {
            let s = sample(i)
            if newest.time - s.time <= Self.window, s.time < oldest.time { oldest = s }
        }
        let dt = newest.time - oldest.time
        guard dt > 0 else { return .zero }
        return Point(x: (newest.point.x - oldest.point.x) / dt, y: (newest.point.y - oldest.point.y) / dt)
    }
}

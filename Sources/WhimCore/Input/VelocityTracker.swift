import WhimGraphics

/// Estimates pointer velocity from the last few samples (a fixed ring, no allocation), for flings.
public struct VelocityTracker: Sendable {
    private var samples: (Sample, Sample, Sample, Sample) = (.init(), .init(), .init(), .init())
    private var count = 0
    private var next = 0

    struct Sample: Sendable {
        var point = Point.zero
        var time = 0.0
    }

    public init() {}

    /// Records where the pointer was at `time` (seconds).
    public mutating func add(_ p: Point, at time: Double) {
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

    /// Units per second between the oldest and newest samples within the last 0.1 s; zero with fewer than two.
    public var velocity: Point {
        guard count >= 2 else { return .zero }
        let all = [samples.0, samples.1, samples.2, samples.3].prefix(count)
        guard let newest = all.max(by: { $0.time < $1.time }) else { return .zero }
        let recent = all.filter { newest.time - $0.time <= 0.1 }
        guard let oldest = recent.min(by: { $0.time < $1.time }), newest.time > oldest.time else { return .zero }
        let dt = newest.time - oldest.time
        return Point(x: (newest.point.x - oldest.point.x) / dt, y: (newest.point.y - oldest.point.y) / dt)
    }
}

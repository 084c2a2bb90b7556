import WhimGraphics

/// Counts presses in quick succession at one place: 1 for a press, 2 for the second of a double click, 3
/// for a triple click, and so on. Times are the engine's (injected), so counting is deterministic.
struct ClickCounter {
    /// The most seconds between presses that continue a run.
    static let interval = 0.4
    /// The farthest (in points, either axis) a press may be from the last and continue a run.
    static let distance = 5.0

    /// The count of the last press.
    private(set) var count = 0
    private var last: (point: Point, time: Double, button: PointerButton)?

    /// Counts a press of `button` at `p` at time `now`, and returns its count.
    mutating func press(_ button: PointerButton, at p: Point, time now: Double) -> Int {
        if let last, last.button == button, now - last.time <= Self.interval, now >= last.time,
           abs(p.x - last.point.x) <= Self.distance, abs(p.y - last.point.y) <= Self.distance {
            count += 1
        } else {
            count = 1
        }
        last = (p, now, button)
        return count
    }
}

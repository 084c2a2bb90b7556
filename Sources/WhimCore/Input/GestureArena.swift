import WhimGraphics

/// Gives each pointer sequence to one recogniser (see `GestureRecognizer`): a panel press, a card drag,
/// an edge pop, a dismiss drag, or the backdrop's pan. One slop for all of them.
final class GestureArena {
    /// Points a press must travel before any recogniser may claim it as a drag.
    static let slop = 8.0
    /// Width of the left-edge zone where a horizontal drag pops.
    static let edgeZone = 24.0

    private var start = Point.zero
    /// Candidates in priority order; the last may be the default.
    private var candidates: [any GestureRecognizer] = []
    private var fallback: (any GestureRecognizer)?
    private var winner: (any GestureRecognizer)?
    private var tracker = VelocityTracker()

    /// Whether a sequence is under way.
    var isTracking: Bool { !candidates.isEmpty || fallback != nil || winner != nil }

    /// A press at `p` (time `now`): `candidates` compete, `fallback` takes what nobody claims.
    func pointerDown(
        at p: Point, time now: Double, candidates: [any GestureRecognizer], fallback: (any GestureRecognizer)?
    ) -> Bool {
        cancel()
        start = p
        tracker = VelocityTracker()
        tracker.add(p, at: now)
        self.candidates = candidates
        self.fallback = fallback
        var used = fallback?.began(at: p) ?? false
        for c in candidates where c.began(at: p) { used = true }
        return used
    }

    func pointerMove(to p: Point, time now: Double) -> Bool {
        tracker.add(p, at: now)
        if let winner { return winner.moved(to: p) }
        let d = p - start
        if max(abs(d.x), abs(d.y)) > Self.slop {
            for c in candidates where c.claim(translation: d, at: p) {
                win(c)
                return c.moved(to: p)
            }
        }
        if let fallback { return fallback.movedUnclaimed(to: p) }
        return !candidates.isEmpty
    }

    func pointerUp(at p: Point, time now: Double) -> Bool {
        tracker.add(p, at: now)
        let v = tracker.velocity
        let owner = winner ?? fallback
        candidates = []
        fallback = nil
        winner = nil
        return owner?.ended(at: p, velocity: v) ?? false
    }

    /// Ends the sequence without a release (a new press arrived): everyone in it, the winner too, lets go.
    func cancel() {
        winner?.lost()
        for c in candidates { c.lost() }
        fallback?.lost()
        candidates = []
        fallback = nil
        winner = nil
    }

    private func win(_ c: any GestureRecognizer) {
        for other in candidates where other !== c { other.lost() }
        if let fallback, fallback !== c { fallback.lost() }
        candidates = []
        fallback = nil
        winner = c
    }
}

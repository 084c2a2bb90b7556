import WhimGraphics

/// Gives each pointer sequence to one recogniser (see `GestureRecognizer`): a panel press, a card drag,
/// an edge pop, a dismiss drag, or the backdrop's pan and tap. One slop and one long-press delay for all
/// of them. Whoever saw a sequence's press sees its end: the owner the release (or a cancel), everyone
/// else `lost()`.
final class GestureArena {
    /// Points a press must travel before any recogniser may claim it as a drag.
    static let slop = 8.0
    /// Width of the left-edge zone where a horizontal drag pops.
    static let edgeZone = 24.0
    /// Seconds a press must be held within the slop to be a long press.
    static let longPressDelay = 0.5

    private var start = Point.zero
    private var startTime = 0.0
    /// Whether the sequence can no longer become a long press: the pointer left the slop, or the delay
    /// passed (taken or not).
    private var holdResolved = false
    /// Candidates in priority order; the last may be the default.
    private var candidates: [any GestureRecognizer] = []
    private var fallback: (any GestureRecognizer)?
    private var winner: (any GestureRecognizer)?
    private var tracker = VelocityTracker()
    /// Counts quick presses in a row (double and triple clicks).
    private(set) var clicks = ClickCounter()

    /// Whether a sequence is under way.
    var isTracking: Bool { !candidates.isEmpty || fallback != nil || winner != nil }

    /// When a held press becomes a long press, if one is pending: the container's clock schedule wakes
    /// the host for it.
    var longPressDeadline: Double? {
        guard winner == nil, !holdResolved, isTracking,
              (candidates + [fallback].compactMap { $0 }).contains(where: \.recognizesLongPress) else { return nil }
        return startTime + Self.longPressDelay
    }

    /// A press at `p` (time `now`): `candidates` compete, `fallback` takes what nobody claims.
    func pointerDown(
        at p: Point, time now: Double, button: PointerButton = .primary, candidates: [any GestureRecognizer], fallback: (any GestureRecognizer)?
    ) -> Bool {
        cancel()
        _ = clicks.press(button, at: p, time: now)
        start = p
        startTime = now
        holdResolved = false
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
            holdResolved = true
            for c in candidates where c.claim(translation: d, at: p) {
                win(c)
                return c.moved(to: p)
            }
        }
        if let fallback { return fallback.movedUnclaimed(to: p) }
        return !candidates.isEmpty
    }

    /// The press has been held until `now`: past the delay, within the slop, the first recogniser (in
    /// priority order, the default last) that takes a long press wins the sequence. Returns whether one did.
    @discardableResult
    func holdElapsed(to now: Double) -> Bool {
        guard let deadline = longPressDeadline, now >= deadline else { return false }
        holdResolved = true
        for c in candidates + [fallback].compactMap({ $0 }) where c.recognizesLongPress && c.longPressed(at: start) {
            win(c)
            return true
        }
        return false
    }

    /// The release. The owner is the winner, else the default, else the candidate that takes an unclaimed
    /// release (the backdrop's tap); everyone else is told they lost.
    func pointerUp(at p: Point, time now: Double) -> Bool {
        tracker.add(p, at: now)
        let v = tracker.velocity
        let owner = winner ?? fallback ?? candidates.last(where: \.takesUnclaimedRelease)
        for c in candidates where c !== owner { c.lost() }
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

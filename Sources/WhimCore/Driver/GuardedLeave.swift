/// A gesture that took a scene whose leave guard objects (`LeaveGuard`) under the finger: its runs follow
/// the finger with resistance, never finish (released or interrupted, they end back where they started, the
/// model restored; a resize lays them out anew under the finger), and a release that would have finished them runs the removals again on the
/// clock, through the guard — which asks then, once, or refuses.
final class GuardedLeave {
    /// The removals the gesture made, each repeating itself if it still applies (`LeaveGate.mayRemove`).
    private let retries: [() -> Void]
    /// Whether the release would have finished the gesture (then the guard is asked after the restore).
    private(set) var wantsToLeave = false
    /// Where the finger is, as progress without resistance; nil once released. Releases decide on it.
    var fingerProgress: Double?
    /// Hands the retries to the driver's report, for the container to run after the tick.
    var report: (([() -> Void]) -> Void)?

    /// The guards of the scenes it took, and the scenes it took them from (`TransitionDriver.guardsTaken`).
    let guards: [LeaveGuard]
    let places: [WeakScene]

    init(retries: [() -> Void], guards: [LeaveGuard], places: [WeakScene]) {
        self.retries = retries
        self.guards = guards
        self.places = places
        fingerProgress = 0
    }

    /// The progress shown for the finger at `progress`: it follows, ever more slowly, and stays below a third.
    static func resisted(_ progress: Double) -> Double { progress / (1 + 2 * progress) }

    /// The release: toward `goal`; a finish becomes a settle back that asks afterwards. Returns the goal to settle to.
    func release(toward goal: CompletionGoal) -> CompletionGoal {
        fingerProgress = nil
        if goal == .finish { wantsToLeave = true }
        return .cancel
    }

    /// The model is restored: when the release wanted to leave, the removals go to their guards now.
    func restored() {
        guard wantsToLeave else { return }
        wantsToLeave = false
        report?(retries)
    }
}

/// What the driver changed since the container last asked: the container acts on it (the backdrop follows
/// a new destination, `onTransitionEnd` hears of each arrival) instead of the driver calling back into it.
struct DriverReport {
    /// Whether a run still moves on its own after the tick (not under a finger).
    var isMoving = false
    /// Whether where a layer is heading changed.
    var destinationChanged = false
    /// What the base layer shows after each of its runs that ended (finished or cancelled), in order.
    var arrivals: [WhimSceneViewController] = []
    /// Removals a guarded gesture wanted (`GuardedLeave`), to run again through their leave guards once the
    /// driver is done with the tick: the container runs them on its schedule.
    var leaveRetries: [() -> Void] = []
}

import WhimCore

/// Waha's MainStack: an ordinary stack, except that nothing pops a lock screen (the piano, the splash) on
/// top of it — not Esc, not an edge drag, not a link — until the app unlocks it (`unlocking`).
final class WahaMainStack: WhimSceneNavigationStack {
    private var isUnlocking = false

    /// The lock screen on top, if any.
    var lockScreen: WahaLockScene? { scenes.last as? WahaLockScene }

    /// Runs `body` with the lock screen allowed to leave.
    func unlocking(_ body: () -> Void) {
        isUnlocking = true
        defer { isUnlocking = false }
        body()
    }

    override func pop(lastScenes count: Int, andSwapLastWith new: [any WhimScene],
                      animating transition: (any WhimSceneAnimatedTransitioning)? = nil) -> [any WhimScene] {
        guard count == 0 || lockScreen == nil || isUnlocking else { return [] }
        return super.pop(lastScenes: count, andSwapLastWith: new, animating: transition)
    }
}

/// A screen that covers the app until the app itself takes it away: the piano and the splash.
final class WahaLockScene: WhimSingleScene {}

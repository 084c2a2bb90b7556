import WhimAnimation

extension WhimSceneContainer {
    /// Runs frames of 1/60 s on a manual clock until nothing moves (transitions, cards, sheets, the backdrop's
    /// camera and tiles: `isAnimating`; an interactive transition waits for its finger) and no work is due now
    /// (`hasDueWork`, e.g. the leave a guarded gesture asks for after it settled back), at most `limit`
    /// seconds, rendering each: what headless commands, goldens and tests wait with. `beforeFrame` runs before
    /// each frame's update (an app's own work on the clock).
    public func settle(on clock: ManualClock, limit: Double = 6, beforeFrame: () -> Void = {}) {
        var t = 0.0
        beforeFrame()
        update()
        renderFrame()
        while (isTransitioning && !isInteractive || isAnimating || hasDueWork) && t < limit {
            clock.advance(by: 1.0 / 60)
            t += 1.0 / 60
            beforeFrame()
            update()
            renderFrame()
        }
    }
}

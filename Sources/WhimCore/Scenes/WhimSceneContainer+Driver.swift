/// The driver's state and interactive mode as the container's API (forwarding to `driver`).
extension WhimSceneContainer {
    /// Every transition becomes a short cross-fade (`Fade.reducedMotion`), and the backdrop's camera jumps
    /// instead of flying (`Backdrop.setReducedMotion(_:)`).
    public var reducedMotion: Bool {
        get { driver.reducedMotion }
        set {
            driver.reducedMotion = newValue
            backdrop.setReducedMotion(newValue)
        }
    }

    /// The text size and contrast every panel is measured and drawn with (`Legibility`). A change lays
    /// the shown scenes out again at once (a transition in flight goes on in the new layout): top panels, cards and sheets
    /// take the height their text now needs; scenes shown later are laid out with it as they come.
    public var legibility: Legibility {
        get { driver.layout.legibility }
        set {
            guard newValue != legibility else { return }
            var layout = driver.layout
            layout.legibility = newValue
            driver.resize(to: layout)
            keyboardFocus.legibilityDidChange(to: newValue)
            updateMapInsets()
        }
    }

    /// What the screen shows when no transition runs (the destination of the one that does).
    public var displayed: WhimSceneViewController? { driver.displayed }

    /// The view controller the screen is heading to.
    public var destination: WhimSceneViewController? { driver.destination }

    /// Whether a transition is in flight.
    public var isTransitioning: Bool { driver.isTransitioning }

    /// The in-flight transition's progress (nil when none).
    public var transitionProgress: Double? { driver.progress }

    /// Whether an interactive transition is under a finger.
    public var isInteractive: Bool { driver.isInteractive }

    /// Starts an interactive transition: `change` performs the navigation (e.g. `stack.pop()`), whose
    /// transition then follows `updateInteractiveTransition(progress:)` instead of the clock; `restore`
    /// undoes the navigation if the gesture is cancelled. Returns false (and changes nothing on screen) when
    /// a transition is already in flight or `change` requested nothing.
    @discardableResult
    public func beginInteractiveTransition(_ change: () -> Void, restore: @escaping () -> Void) -> Bool {
        defer { act(on: driver.takeReport()) }
        return driver.beginInteractive(change, restore: restore)
    }

    /// Sets the interactive transition's progress (clamped to 0...1).
    public func updateInteractiveTransition(progress: Double) {
        driver.updateInteractive(progress: progress)
        act(on: driver.takeReport())
    }

    /// Lets go of an interactive transition toward its end, on a spring starting at `velocity` (progress per second).
    public func finishInteractiveTransition(velocity: Double = 0) {
        driver.settleInteractive(toward: .finish, velocity: velocity)
        act(on: driver.takeReport())
    }

    /// Lets go of an interactive transition back to where it started; the navigation is undone at the end.
    public func cancelInteractiveTransition(velocity: Double = 0) {
        driver.settleInteractive(toward: .cancel, velocity: velocity)
        act(on: driver.takeReport())
    }
}

extension WhimSceneContainer {
    /// Applies the navigation requests queued so far and acts on what changed: the first thing a frame
    /// (`update`, `prepare`, `renderFrame`) and a press, the wheel or a key do, and what a presentation does before it
    /// looks at its layers' runs.
    func applyRequests() { act(on: driver.drain()) }

    /// Acts on what the driver changed: the backdrop follows a new destination, `onTransitionEnd` hears of
    /// each base-layer arrival, and the removals a guarded gesture wanted are scheduled (`GuardedLeave`).
    func act(on report: DriverReport) {
        if report.destinationChanged { updateMapInsets() }
        for vc in report.arrivals { onTransitionEnd?(vc) }
        // A guarded gesture's removals ask their guards on the next update, outside the driver's tick.
        for retry in report.leaveRetries { schedule.schedule(at: clock.now, retry) }
    }
}

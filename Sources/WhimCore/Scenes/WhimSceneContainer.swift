import WhimAnimation
import WhimGraphics

/// The end of the scene responder chain: it shows the root scene over the persistent backdrop (the map)
/// and turns `present(scene:animating:)` into a transition.
///
/// It owns the backdrop, the transition driver and the compositor. Time comes only from the injected
/// `clock`: call `update()` once per frame (it advances transitions, cards and the camera to `clock.now`),
/// then `renderFrame()` (it composes cached surfaces and returns the damaged rects).
///
/// Interruption rules (a navigation request is never lost and never makes the screen jump):
/// 1. A request for the scene the in-flight transition came from reverses it in place: the same
///    transition runs back from the current progress, taking the matching share of its duration.
/// 2. A request that arrives before the in-flight transition has shown a single frame replaces its target
///    (a burst of requests in one tick animates once, to the last one).
/// 3. Any other request starts from the current visual state: what is on screen is frozen where it is and
///    becomes the outgoing side of the new transition, which carries it away.
/// Input stays live during transitions: panels under the pointer (where they are drawn at that moment)
/// get their events and the map can be panned and zoomed.
public final class WhimSceneContainer: WhimSceneResponder {
    public let clock: any Clock
    public private(set) var size: Size
    public private(set) var scale: Double
    public let backdrop: any Backdrop
    public let compositor: Compositor
    public private(set) var rootScene: (any WhimScene)?

    /// What the screen shows when no transition runs (the destination of the one that does).
    public private(set) var displayed: WhimSceneViewController?
    var displayedLayout: SceneLayout?
    var run: TransitionRun?

    /// Every transition becomes a short cross-fade (`Fade.reducedMotion`).
    public var reducedMotion = false
    /// Slows every animation down by this factor (10 for debugging); 1 is normal speed.
    public var slowMotion = 1.0 {
        didSet { slowMotion = max(1, slowMotion) }
    }
    /// Panels drawn above everything (help, frame-time readout), front-most last.
    public var overlays: [Overlay] = []
    /// Called after each transition finishes or is cancelled, with the view controller now shown.
    public var onTransitionEnd: ((WhimSceneViewController) -> Void)?

    // Slow-motion time: engine time advances 1/slowMotion as fast as the clock.
    var engineTime = 0.0
    private var lastClock: Double
    var gesture = PointerGesture.none
    var tracker = VelocityTracker()
    weak var lastNotifiedScene: (any WhimScene)?
    var pendingInteractiveCancel: (() -> Void)?

    /// A container of `size` logical units at `scale` device pixels per unit, drawing over `backdrop`.
    public init(size: Size, scale: Double = 1, clock: any Clock, backdrop: any Backdrop = GridBackdrop()) throws {
        guard size.width >= 1, size.height >= 1 else { throw ContainerError.invalidSize(width: size.width, height: size.height) }
        guard scale > 0, scale.isFinite else { throw ContainerError.invalidScale(scale) }
        self.size = size
        self.scale = scale
        self.clock = clock
        self.backdrop = backdrop
        self.lastClock = clock.now
        let px = PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        self.compositor = try Compositor(size: px)
        backdrop.resize(to: px, scale: scale)
    }

    /// The frame size in device pixels.
    public var pixelSize: PixelSize { compositor.frame.pixelSize }

    /// The composed frame (RGB24), valid after `renderFrame()`.
    public var frame: Surface { compositor.frame }

    public var nextSceneResponder: (any WhimSceneResponder)? { nil }

    /// The engine's time: the clock slowed by `slowMotion`.
    public var time: Double { engineTime }

    // MARK: Root

    /// Makes `scene` the root (it must have no parent) and shows it with `transition` (default None).
    public func setRoot(_ scene: any WhimScene, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) {
        guard scene.relationship.parent == nil || scene.relationship.parent === self else { return }
        if let old = rootScene, old !== scene { old.relationship.parent = nil }
        rootScene = scene
        scene.relationship.parent = self
        show(scene.viewController, with: transition ?? WhimSceneAnimatedTransitions.None())
    }

    /// Shows the root's current view controller when a scene in the root's visible chain asks for it.
    public func present(scene: any WhimScene, animating transition: (any WhimSceneAnimatedTransitioning)?) {
        guard let root = rootScene, scene.isSelfOrAncestor(root) else { return }
        show(root.viewController, with: transition ?? WhimSceneAnimatedTransitions.None())
    }

    // MARK: Size

    /// Resizes the container (a window resize). Zero or negative sizes throw and leave everything as it was.
    public func resize(to newSize: Size, scale newScale: Double? = nil) throws {
        let s = newScale ?? scale
        guard newSize.width >= 1, newSize.height >= 1 else { throw ContainerError.invalidSize(width: newSize.width, height: newSize.height) }
        guard s > 0, s.isFinite else { throw ContainerError.invalidScale(s) }
        let px = PixelSize(width: Int((newSize.width * s).rounded()), height: Int((newSize.height * s).rounded()))
        try compositor.resize(to: px)
        size = newSize
        scale = s
        backdrop.resize(to: px, scale: s)
        if let d = displayed { displayedLayout = layout(for: d) }
        if let run {
            // Finish the run at once: its layouts belong to the old size.
            complete(run, at: 1)
        }
        compositor.invalidateAll()
        updateMapInsets()
    }

    // MARK: Frame

    /// Advances everything to the clock's time. Returns whether something still animates (then call again
    /// next frame); when false, nothing changes until the next input or request.
    @discardableResult
    public func update() -> Bool {
        let now = clock.now
        let dt = max(0, now - lastClock) / slowMotion
        lastClock = now
        engineTime += dt
        var animating = false
        if let run {
            if run.advance(to: engineTime) {
                complete(run, at: run.goal)
            } else {
                animating = !run.isInteractive
            }
        }
        if advanceCards(by: dt) { animating = true }
        if backdrop.advance(to: engineTime) { animating = true }
        return animating
    }

    /// Whether anything animates (the host keeps drawing frames while true, and sleeps otherwise).
    public var isAnimating: Bool {
        (run.map { !$0.isInteractive } ?? false) || displayed.map { cardIsAnimating(in: $0) } ?? false
    }

    /// Composes the frame from cached surfaces and returns what changed.
    @discardableResult
    public func renderFrame() -> FrameDamage {
        backdrop.prepareFrame()
        compositor.beginFrame()
        forEachVisiblePart { panel, frame, opacity, clip in
            guard let surface = panel.renderedSurface(scale: scale) else { return }
            let opaque = panel.opaqueRect.map { r in r.pixelBounds(scale: scale).insetBy(1).offset(by: frame.origin) }
            compositor.add(
                CompositeLayer(
                    surface: surface, origin: frame.origin, opacity: opacity,
                    clip: clip, opaqueRect: opaque,
                    contentVersion: panel.renderCount))
        }
        for overlay in overlays {
            overlay.panel.resize(to: overlay.frame.size)
            guard let surface = overlay.panel.renderedSurface(scale: scale) else { continue }
            let origin = Point(x: overlay.frame.x * scale, y: overlay.frame.y * scale).rounded
            compositor.add(CompositeLayer(surface: surface, origin: origin, contentVersion: overlay.panel.renderCount))
        }
        run?.hasRendered = true
        return compositor.compose(backdrop: backdrop)
    }

    // MARK: Transitions

    /// The view controller the screen is heading to.
    public var destination: WhimSceneViewController? { run?.destination ?? displayed }

    /// Whether a transition is in flight.
    public var isTransitioning: Bool { run != nil }

    /// The in-flight transition's progress (nil when none).
    public var transitionProgress: Double? { run?.progress }

    func effective(_ t: any WhimSceneAnimatedTransitioning) -> any WhimSceneAnimatedTransitioning {
        guard reducedMotion, t.timing.duration > 0 else { return t }
        return WhimSceneAnimatedTransitions.Fade.reducedMotion
    }

    /// Moves the screen toward `target` following the interruption rules.
    func show(_ target: WhimSceneViewController, with requested: any WhimSceneAnimatedTransitioning) {
        let transition = effective(requested)
        let now = engineTime
        let interactiveCancel = pendingInteractiveCancel
        pendingInteractiveCancel = nil
        guard let run else {
            guard target != displayed else { return }
            start(from: displayed, fromLayout: displayedLayout, frozen: nil, to: target, transition: transition, at: now, interactiveCancel: interactiveCancel)
            return
        }
        if target == run.destination { return }
        // Rule 1: reversal in place.
        if run.frozen == nil, let from = run.from, target == from || target == run.to {
            reverse(run, toward: target == run.to ? 1 : 0, at: now)
            return
        }
        // Rule 2: nothing shown yet — replace the target.
        if !run.hasRendered, run.goal >= 1 {
            for p in run.to.panels where !target.contains(p) && !(run.from?.contains(p) ?? false) {
                p.endDisappearing()
            }
            self.run = nil
            if let from = run.from, target == from, run.frozen == nil {
                for p in from.panels { p.endAppearing() }
                displayed = from
                displayedLayout = run.fromLayout
                return
            }
            start(from: run.from, fromLayout: run.fromLayout, frozen: run.frozen, to: target, transition: transition, at: now, interactiveCancel: interactiveCancel)
            return
        }
        // Rule 3: freeze what is on screen and carry it away.
        var frozen: [FrozenPart] = []
        forEachVisiblePart { panel, frame, opacity, clip in
            if !target.contains(panel) {
                frozen.append(FrozenPart(panel: panel, role: role(of: panel, in: run), frame: frame, opacity: opacity, clip: clip))
            }
        }
        // Panels that were coming in now leave too.
        let arriving = run.destination?.panels ?? []
        for p in arriving where !target.contains(p) { p.beginDisappearing() }
        // Panels of the old run that are not drawn (fully faded) still need their cycle closed.
        let nominalFrom = run.destination
        self.run = nil
        start(from: nominalFrom, fromLayout: nominalFrom.map { layout(for: $0) }, frozen: frozen, to: target, transition: transition, at: now, interactiveCancel: interactiveCancel, oldRun: run)
    }

    private func role(of panel: Panel, in run: TransitionRun) -> ScenePartRole {
        for vc in [run.to, run.from].compactMap({ $0 }) {
            for r in [ScenePartRole.fullscreen, .top, .bottom] where vc.panel(for: r) === panel { return r }
        }
        return run.frozen?.first { $0.panel === panel }?.role ?? .fullscreen
    }

    private func start(
        from: WhimSceneViewController?, fromLayout: SceneLayout?, frozen: [FrozenPart]?, to: WhimSceneViewController,
        transition: any WhimSceneAnimatedTransitioning, at now: Double, interactiveCancel: (() -> Void)?,
        oldRun: TransitionRun? = nil
    ) {
        let toLayout = layout(for: to)
        let motion: TransitionRun.Motion = interactiveCancel != nil
            ? .interactive
            : .timed(start: now, duration: transition.timing.duration, from: 0, to: 1, curve: transition.timing.curve)
        let newRun = TransitionRun(transition: transition, from: from, fromLayout: fromLayout, to: to, toLayout: toLayout, frozen: frozen, motion: motion)
        newRun.onCancel = interactiveCancel
        // Lifecycle: what leaves gets willDisappear, what comes gets willAppear (once each).
        if let from {
            for p in from.panels where !to.contains(p) { p.beginDisappearing() }
        }
        for p in frozen?.map(\.panel) ?? [] { p.beginDisappearing() }
        for p in to.panels { p.beginAppearing() }
        if let oldRun {
            // Panels of the interrupted run that are neither frozen (drawn) nor coming: close their cycle now.
            let old = (oldRun.from?.panels ?? []) + oldRun.to.panels + (oldRun.frozen?.map(\.panel) ?? [])
            for p in old where !to.contains(p) && !(frozen?.contains { $0.panel === p } ?? false) {
                p.endDisappearing()
            }
        }
        displayed = to
        displayedLayout = toLayout
        run = newRun
        if newRun.advance(to: now), !newRun.isInteractive { complete(newRun, at: 1) }
        updateMapInsets()
    }

    private func reverse(_ run: TransitionRun, toward goal: Double, at now: Double) {
        let leaving = goal >= 1 ? (run.from?.panels ?? []) : run.to.panels
        let coming = goal >= 1 ? run.to.panels : (run.from?.panels ?? [])
        for p in leaving where !coming.contains(where: { $0 === p }) { p.beginDisappearing() }
        for p in coming { p.beginAppearing() }
        run.retime(toward: goal, at: now, duration: run.transition.timing.duration)
        displayed = goal >= 1 ? run.to : run.from
        displayedLayout = goal >= 1 ? run.toLayout : run.fromLayout
        updateMapInsets()
    }

    /// Ends a run at progress `end` (1: arrived at `to`; 0: back at `from`) and closes every lifecycle cycle.
    func complete(_ finished: TransitionRun, at end: Double) {
        guard run === finished else { return }
        run = nil
        let arrived = end >= 1 ? finished.to : (finished.from ?? finished.to)
        var others: [Panel] = (finished.frozen?.map(\.panel) ?? [])
        if end >= 1 { others += finished.from?.panels ?? [] } else { others += finished.to.panels }
        for p in others where !arrived.contains(p) { p.endDisappearing() }
        for p in arrived.panels { p.endAppearing() }
        displayed = arrived
        displayedLayout = end >= 1 ? finished.toLayout : (finished.fromLayout ?? finished.toLayout)
        if end < 1, let cancel = finished.onCancel { cancel() }
        updateMapInsets()
        onTransitionEnd?(arrived)
    }

    // MARK: Interactive transitions

    /// Starts an interactive transition: `change` performs the navigation (e.g. `stack.pop()`), whose
    /// transition then follows `updateInteractiveTransition(progress:)` instead of the clock; `restore`
    /// undoes the navigation if the gesture is cancelled. Returns false (and changes nothing) when a
    /// transition is already in flight or `change` presented nothing.
    @discardableResult
    public func beginInteractiveTransition(_ change: () -> Void, restore: @escaping () -> Void) -> Bool {
        guard run == nil else { return false }
        pendingInteractiveCancel = restore
        change()
        pendingInteractiveCancel = nil
        guard let run, run.isInteractive else { return false }
        return true
    }

    /// Sets the interactive transition's progress (clamped to 0...1).
    public func updateInteractiveTransition(progress: Double) {
        guard let run, run.isInteractive else { return }
        run.progress = min(1, max(0, progress))
    }

    /// Lets go of an interactive transition toward its end, on a spring starting at `velocity` (progress per second).
    public func finishInteractiveTransition(velocity: Double = 0) {
        guard let run, run.isInteractive else { return }
        run.settle(toward: 1, velocity: velocity, at: engineTime, response: 0.3)
    }

    /// Lets go of an interactive transition back to where it started; the navigation is undone at the end.
    public func cancelInteractiveTransition(velocity: Double = 0) {
        guard let run, run.isInteractive else { return }
        run.settle(toward: 0, velocity: velocity, at: engineTime, response: 0.3)
        displayed = run.from
        displayedLayout = run.fromLayout
    }

    /// Whether an interactive transition is under a finger.
    public var isInteractive: Bool { run?.isInteractive ?? false }

    // MARK: Parts

    /// Calls `body` for every visible part back to front with the panel, its frame in device pixels, its
    /// opacity and clip at this moment. Allocation-free: placements are inline values.
    func forEachVisiblePart(_ body: (Panel, PixelRect, Double, CircularClip?) -> Void) {
        if let run {
            let placements = run.transition.placements(from: run.fromLayout, to: run.toLayout, containerSize: pixelSize, progress: run.progress)
            for pl in placements {
                switch pl.id.side {
                case .incoming:
                    if let panel = run.to.panel(for: pl.id.role) { body(panel, pl.frame, pl.opacity, pl.clip) }
                case .outgoing:
                    if let frozen = run.frozen {
                        // Each frozen part moves with the outgoing placement that leads it.
                        for part in frozen where leadingPlacement(for: part.role, in: placements)?.id == pl.id {
                            body(part.panel, part.frame.offset(by: pl.offset), part.opacity * pl.opacity, pl.clip ?? part.clip)
                        }
                    } else if let panel = run.from?.panel(for: pl.id.role) {
                        body(panel, pl.frame, pl.opacity, pl.clip)
                    }
                }
            }
        } else if let displayed, let layout = displayedLayout {
            switch (displayed, layout) {
            case let (.fullscreen(p), .fullscreen(r)):
                body(p, r, 1, nil)
            case let (.multipart(top, bottom), .multipart(tr, br)):
                body(top, tr, 1, nil)
                body(bottom, br, 1, nil)
            default:
                break
            }
        }
    }

    /// The outgoing placement a frozen part of `role` follows: the one of its role, else the first outgoing one.
    private func leadingPlacement(for role: ScenePartRole, in placements: Placements) -> PartPlacement? {
        placements.placement(of: ScenePartID(side: .outgoing, role: role)) ?? placements.first { $0.id.side == .outgoing }
    }
}

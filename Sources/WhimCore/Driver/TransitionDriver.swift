import WhimGraphics

/// Turns navigation requests into what the screen shows, one presentation layer at a time.
///
/// The driver owns, per layer (see `PresentationLayer`): the layer's root scene, what it displays, the
/// transition in flight, the interruption rules, lifecycle delivery, and interactive (finger-driven) mode.
/// The container owns one driver and gives it the size and the layout of scenes; it draws what
/// `forEachVisiblePart` lists, base layer first.
///
/// ## Requests
/// `send(_:)` queues a `NavigationRequest` (scenes call it through the responder chain; requests from
/// scenes outside a layer's root are dropped). The queue is drained once per tick (`advance(by:)`), when
/// the container prepares or composes a frame, and before an action that needs the runs as requested
/// (interactive mode, removing a layer, a preview), and also before the driver's state is read, so what
/// you read is what the next frame shows. Draining coalesces: per layer, the last request of the burst decides the
/// transition and motion, and the target is what the layer's root shows at that moment.
///
/// ## Interruption rules (a request is never lost and never makes the screen jump)
/// 1. A request for the scene the in-flight transition came from reverses it in place: the same transition
///    runs back from the current progress, taking the matching share of its duration.
/// 2. Requests that arrive before the in-flight transition has moved replace its target: a burst in one tick
///    animates once, to the last one (draining coalesces the queue; a run started at this very time is
///    still replaced).
/// 3. Any other request starts from the current visual state: what is on screen is frozen where it is and
///    becomes the outgoing side of the new transition, which carries it away.
///
/// ## Lifecycle
/// Panels that leave get `willDisappear` when their transition starts and `didDisappear` when it ends;
/// arriving panels `willAppear` / `didAppear`. Every cycle is closed, also through interruptions.
///
/// ## Interactive mode
/// A request whose motion is `.interactive` starts a run that does not follow the clock: a gesture sets
/// its progress (`updateInteractive`), then lets go toward `.finish` or `.cancel` on a spring
/// (`settleInteractive`). A cancelled run calls the request's `cancel` to undo the model change. A gesture
/// that takes a scene whose leave guard objects (`LeaveGuard`) never finishes: it follows the finger with
/// resistance, always settles back, and a release that would have finished asks the guard (see
/// `GuardedLeave`).
public final class TransitionDriver {
    /// Every transition becomes a short cross-fade (`Fade.reducedMotion`).
    public var reducedMotion = false
    /// The engine's time in seconds (the clock slowed by slow motion), advanced by `advance(by:)`.
    public private(set) var time = 0.0

    private var queue: [NavigationRequest] = []
    /// What changed since the container last took the report (`advance`, `drain`, `takeReport`).
    private var changes = DriverReport()
    /// How many requests went through each step so far.
    private(set) var counts = DriverCounts()
    private var tracks: [TransitionTrack] = [TransitionTrack(layer: .base)]
    private var roots: [PresentationLayer: any WhimScene] = [:]
    /// The runs each gesture started (one `beginInteractive` each): they end together (`finishNow`).
    private var gestureRuns: [GestureRun] = []
    private var gestureCount = 0
    /// While a gesture's change runs (`beginInteractive`): the retries of the removals leave guards let it
    /// make under the finger; nil otherwise.
    private var guardedLeaves: [() -> Void]?
    /// The guards that gesture's removals passed, and the scenes they took them from.
    private var guardedTaken: ([LeaveGuard], [WeakScene]) = ([], [])

    private struct GestureRun {
        weak var run: TransitionRun?
        let gesture: Int
    }
    /// Where the base layer's scenes rest: the container's size and scale (given again at every resize).
    private(set) var layout: ContainerLayout
    /// The container's size in device pixels.
    var pixelSize: PixelSize { layout.pixelSize }

    /// A driver for a container laid out by `layout`.
    init(layout: ContainerLayout) {
        self.layout = layout
    }

    // MARK: Roots and requests

    /// The root scene of a layer.
    public func root(of layer: PresentationLayer) -> (any WhimScene)? { roots[layer] }

    /// Makes `scene` the root of `layer` and requests to show it with `transition` (None when nil).
    /// The caller sets the scene's parent.
    /// `placement` says where a presented layer's scenes rest in the container's layout (nil: the base's rules).
    func setRoot(
        _ scene: any WhimScene, of layer: PresentationLayer, placement: LayerPlacement? = nil,
        animating transition: (any WhimSceneAnimatedTransitioning)?
    ) {
        roots[layer] = scene
        if let track = tracks.first(where: { $0.layer == layer }) {
            // A new root of the layer (another presenting scene at the same depth) places its scenes its own way.
            if let placement { track.placement = placement }
        } else {
            tracks.append(TransitionTrack(layer: layer, placement: placement))
            tracks.sort { $0.layer < $1.layer }
        }
        send(NavigationRequest(scene: scene, transition: transition, layer: layer))
    }

    /// Queues a request; it takes effect at the next drain. The request goes to the layer whose root is the
    /// requesting scene or one of its ancestors (its `layer` is set to that); requests from scenes under no
    /// layer's root are dropped.
    public func send(_ request: NavigationRequest) {
        guard let layer = layer(of: request.scene) else { return }
        var request = request
        request.layer = layer
        queue.append(request)
        counts.queued += 1
    }

    /// The layer whose root is `scene` or its nearest ancestor that is a root (a presented layer's root
    /// sits inside the base's hierarchy, so the nearest one decides).
    public func layer(of scene: any WhimScene) -> PresentationLayer? {
        var current: (any WhimSceneResponder)? = scene
        while let c = current {
            if let entry = roots.first(where: { $0.value === c }) { return entry.key }
            current = c.nextSceneResponder
        }
        return nil
    }

    /// Whether `scene` is the root of a layer.
    public func isRoot(_ scene: any WhimScene) -> Bool {
        roots.values.contains { $0 === scene }
    }

    /// Removes a presented layer at once: its parts leave the screen (lifecycle closed) and its root is
    /// forgotten. The base layer cannot be removed. Returns the removed root.
    @discardableResult
    func removeLayer(_ layer: PresentationLayer) -> (any WhimScene)? {
        guard layer != .base, let index = tracks.firstIndex(where: { $0.layer == layer }) else { return nil }
        applyQueue()
        tracks[index].removeAll(in: stage)
        tracks.remove(at: index)
        return roots.removeValue(forKey: layer)
    }

    /// Applies the queued requests (per layer, the last request decides: rule 2; the rules 1 and 3 apply
    /// against the layer's in-flight run) and returns what changed since the last report.
    @discardableResult
    func drain() -> DriverReport {
        applyQueue()
        return takeReport()
    }

    /// What changed since the last report (runs that ended, destinations that moved), and forgets it.
    func takeReport() -> DriverReport {
        defer { changes = DriverReport() }
        return changes
    }

    private func applyQueue() {
        guard !queue.isEmpty else { return }
        let burst = queue
        queue.removeAll(keepingCapacity: true)
        for track in tracks {
            guard let last = burst.last(where: { $0.layer == track.layer }), let target = roots[track.layer]?.viewController else { continue }
            track.show(target, with: effective(last.transition), motion: last.motion, at: time, in: stage)
            counts.applied += 1
        }
        handOverMovedPanels()
    }

    /// A scene that moved to another layer (tabs pushed onto a presented stack) while its old layer still
    /// animates it out would be drawn by both: the old layer's run is finished first (the scene has left
    /// it), then the new layer brings the panels in with a fresh lifecycle cycle.
    private func handOverMovedPanels() {
        for track in tracks {
            guard let destination = track.destination else { continue }
            for other in tracks where other !== track && other.stillDraws(anyOf: destination) {
                other.finishNow(in: stage)
                track.reassertArrival()
            }
        }
    }

    private func effective(_ requested: (any WhimSceneAnimatedTransitioning)?) -> any WhimSceneAnimatedTransitioning {
        let t = requested ?? WhimSceneAnimatedTransitions.None()
        guard reducedMotion, t.timing.duration > 0 else { return t }
        return WhimSceneAnimatedTransitions.Fade.reducedMotion
    }

    private var stage: TrackStage { self }

    // MARK: Time

    /// One tick: applies the queue, then advances every in-flight run by `dt` seconds of engine time.
    /// Returns what changed, and whether a run still moves on its own (not under a finger).
    @discardableResult
    func advance(by dt: Double) -> DriverReport {
        applyQueue()
        time += max(0, dt.isFinite ? dt : 0)
        var moving = false
        for track in tracks where track.advance(to: time, in: stage) { moving = true }
        var report = takeReport()
        report.isMoving = moving
        return report
    }

    /// The container changed size or its side panel layout: the displayed scenes are laid out anew and
    /// runs go on between the new layouts (`TransitionTrack.relayout`).
    func resize(to newLayout: ContainerLayout) {
        applyQueue()
        layout = newLayout
        let formChange = effective(WhimSceneAnimatedTransitions.BreakpointCrossing())
        for track in tracks { track.relayout(in: stage, formChange: formChange, at: time) }
    }

    /// Lays out the base layer's displayed scene again (a card moved); ignored while a transition runs.
    func relayoutDisplayed() {
        base.relayoutDisplayed(in: stage)
    }

    // MARK: State (base layer)

    private var base: TransitionTrack { tracks[0] }

    /// What the base layer shows when no transition runs (the destination of the one that does).
    public var displayed: WhimSceneViewController? {
        applyQueue()
        return base.displayed
    }

    /// The view controller the base layer is heading to.
    public var destination: WhimSceneViewController? {
        applyQueue()
        return base.destination
    }

    /// Whether a transition is in flight on any layer.
    public var isTransitioning: Bool {
        applyQueue()
        return tracks.contains { $0.run != nil }
    }

    /// Whether requests wait for the next drain (the next frame, or `prepare()`).
    public var hasQueuedRequests: Bool { !queue.isEmpty }

    /// Whether something moves on its own (a timed or settling run).
    public var isAnimating: Bool {
        applyQueue()
        return tracks.contains { $0.run?.movesByItself ?? false }
    }

    /// The base layer's in-flight transition progress (nil when none); under a guarded gesture, the finger's.
    public var progress: Double? {
        applyQueue()
        return base.run?.gestureProgress
    }

    /// Where a layer is heading.
    public func destination(of layer: PresentationLayer) -> WhimSceneViewController? {
        applyQueue()
        return tracks.first { $0.layer == layer }?.destination
    }

    // MARK: Interactive

    /// Whether a run is under a finger.
    public var isInteractive: Bool {
        applyQueue()
        return tracks.contains { $0.isInteractive }
    }

    /// Runs `change` (a model change such as `stack.pop()`) and makes the transition it requests
    /// interactive: the last request `change` sends becomes `.interactive(cancel: restore)`. Returns false
    /// (and changes nothing on screen) when the base layer already runs a transition or `change` requested
    /// nothing that moves.
    @discardableResult
    public func beginInteractive(_ change: () -> Void, restore: @escaping () -> Void) -> Bool {
        beginInteractive(on: [.base], change, restore: restore)
    }

    /// `beginInteractive` for changes in presented layers: every request `change` sends becomes interactive
    /// (a sheet's dismissal moves its scrim's layer and its own under the same finger); `restore` rides on the
    /// last one. Returns false (and changes nothing on screen) when one of `layers` already runs a transition
    /// or `change` requested nothing that moves.
    @discardableResult
    public func beginInteractive(on layers: [PresentationLayer], _ change: () -> Void, restore: @escaping () -> Void) -> Bool {
        applyQueue()
        guard !tracks.contains(where: { layers.contains($0.layer) && $0.run != nil }) else { return false }
        let mark = queue.count
        guardedLeaves = []
        guardedTaken = ([], [])
        change()
        let retries = guardedLeaves ?? []
        guardedLeaves = nil
        // A scene whose leave guard objects goes under the finger but never for good: the run rubber-bands
        // back, and a release that would have finished it asks (the removals again, after the restore).
        let guarded = retries.isEmpty ? nil : GuardedLeave(retries: retries, guards: guardedTaken.0, places: guardedTaken.1)
        let cancel = guarded.map { g in { restore(); g.restored() } } ?? restore
        // Only requests in `layers` follow the finger (restore rides on the last of them); others stay timed.
        guard let last = (mark..<queue.count).last(where: { layers.contains(queue[$0].layer) }) else {
            // Nothing follows the finger: a guarded scene taken without a run to bring it back is put back now.
            if guarded != nil { restore() }
            return false
        }
        for i in mark...last where layers.contains(queue[i].layer) {
            queue[i].motion = .interactive(cancel: i == last ? cancel : {})
        }
        applyQueue()
        let started = tracks.filter { layers.contains($0.layer) && $0.isInteractive }.compactMap(\.run)
        for run in started { run.guardedLeave = guarded }
        guarded?.report = { [weak self] retries in self?.changes.leaveRetries += retries }
        gestureCount &+= 1
        gestureRuns = gestureRuns.filter { $0.run != nil } + started.map { GestureRun(run: $0, gesture: gestureCount) }
        return !started.isEmpty
    }

    /// Whether a gesture's change runs now (`beginInteractive`): leave guards then let it take their scenes
    /// under the finger (`LeaveGate`).
    var isBeginningGesture: Bool { guardedLeaves != nil }

    /// A removal a leave guard objected to went ahead under a gesture's finger; `retry` asks again after it.
    func noteGuardedLeave(_ retry: @escaping () -> Void, taking guards: [LeaveGuard], from places: [WeakScene]) {
        guardedLeaves?.append(retry)
        guardedTaken.0 += guards
        guardedTaken.1 += places
    }

    /// The guards of scenes a guarded gesture holds under its finger, taken from one of `scenes`: a removal
    /// of where they belong asks them too, so they are not lost with it when the gesture puts them back.
    func guardsTaken(fromAnyOf scenes: Set<ObjectIdentifier>) -> [LeaveGuard] {
        var found: [LeaveGuard] = []
        for track in tracks {
            guard let g = track.run?.guardedLeave, g.places.contains(where: { $0.scene.map { scenes.contains(ObjectIdentifier($0)) } ?? false }) else { continue }
            found += g.guards.filter { f in !found.contains { $0 === f } }
        }
        return found
    }

    /// Whether a gesture that took a guarded scene moves `layer` (under the finger, or settling back after
    /// the release): the scene comes back there, so nothing else may be put in its place meanwhile.
    func holdsGuardedLeave(_ layer: PresentationLayer) -> Bool {
        applyQueue()
        return tracks.contains { $0.layer == layer && $0.run?.guardedLeave != nil }
    }

    /// How a drag drives the interactive run: the front-most interactive run's transition's own
    /// `interactiveDrag`, nil when there is no interactive run or none can follow a drag.
    public func interactiveDrag() -> InteractiveDrag? {
        applyQueue()
        for track in tracks.reversed() {
            guard let run = track.run, run.isInteractive else { continue }
            if let drag = run.transition.interactiveDrag(from: run.fromLayout, to: run.toLayout, containerSize: pixelSize) { return drag }
        }
        return nil
    }

    /// The progress of the front-most interactive (or settling) run of `layers`, nil when none runs.
    public func progress(of layers: [PresentationLayer]) -> Double? {
        applyQueue()
        return tracks.last { layers.contains($0.layer) && $0.run != nil }?.run?.gestureProgress
    }

    /// Finishes `layer`'s run at once (its goal reached, every lifecycle cycle closed): for a scene that must
    /// leave one layer before it can be shown in another. A run a gesture started (under the finger or
    /// settling after it) finishes with every other run of that gesture, so a cancelled gesture restores
    /// all it took, not the scenes of one layer without the model change its restore undoes.
    func finishNow(_ layer: PresentationLayer) {
        applyQueue()
        func gesture(of track: TransitionTrack) -> Int? {
            guard let run = track.run else { return nil }
            return gestureRuns.first { $0.run === run }?.gesture
        }
        let finishing = tracks.first { $0.layer == layer }.flatMap(gesture(of:))
        for track in tracks where track.layer == layer || (finishing != nil && gesture(of: track) == finishing) { track.finishNow(in: stage) }
    }

    /// Whether a transition is in flight on `layer`.
    public func isTransitioning(_ layer: PresentationLayer) -> Bool {
        applyQueue()
        return tracks.contains { $0.layer == layer && $0.run != nil }
    }

    /// Sets the interactive run's progress (clamped to 0...1; non-finite values are ignored).
    public func updateInteractive(progress: Double) {
        applyQueue()
        for track in tracks where track.isInteractive { track.setInteractiveProgress(progress) }
    }

    /// Lets go of the interactive run toward `goal` on a spring starting at `velocity` (progress per second).
    public func settleInteractive(toward goal: CompletionGoal, velocity: Double = 0) {
        applyQueue()
        for track in tracks where track.isInteractive {
            track.settleInteractive(toward: goal, velocity: velocity, at: time)
        }
    }

    // MARK: Preview

    /// Shows `transition` from what the base layer shows to `target` held at `progress` (0...1, eased), off
    /// the clock and outside navigation: no scene changes, nothing moves until the next `preview` call,
    /// and `endPreview()` goes back. For goldens, benchmarks and design tools that need a frame at a
    /// given progress. Returns false (and changes nothing) while a transition or another preview runs.
    @discardableResult
    public func preview(_ transition: any WhimSceneAnimatedTransitioning, to target: WhimSceneViewController, progress: Double) -> Bool {
        applyQueue()
        return base.preview(transition, to: target, progress: progress, in: stage)
    }

    /// Ends a preview: the base layer shows what it showed before it.
    public func endPreview() {
        applyQueue()
        base.endPreview(in: stage)
    }

    // MARK: Parts

    /// Calls `body` for every visible part, layers back to front, each layer's parts back to front: the
    /// panel, its frame in device pixels, its opacity and clips at this moment. Allocation-free.
    public func forEachVisiblePart(_ body: (VisiblePart) -> Void) {
        applyQueue()
        for track in tracks { track.forEachVisiblePart(size: pixelSize, body) }
    }
}

extension TransitionDriver: TrackStage {
    func arrange(_ vc: WhimSceneViewController) -> SceneLayout {
        counts.arranged += 1
        let arrangement = layout.arrangement(of: vc)
        arrangement.apply()
        return arrangement.layout
    }
    func destinationChanged() { changes.destinationChanged = true }
    func transitionEnded(_ vc: WhimSceneViewController, on layer: PresentationLayer) {
        if layer == .base { changes.arrivals.append(vc) }
    }
}

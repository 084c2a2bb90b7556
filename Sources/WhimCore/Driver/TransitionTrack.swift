import WhimAnimation
import WhimGraphics

/// One presentation layer's share of the driver: what the layer shows, the transition in flight, and the
/// interruption rules and lifecycle delivery that move it from one to the other.
final class TransitionTrack {
    let layer: PresentationLayer
    /// What the layer shows when no transition runs (the destination of the one that does).
    private(set) var displayed: WhimSceneViewController?
    private(set) var displayedLayout: SceneLayout?
    private(set) var run: TransitionRun?
    /// Where a presented layer places its scenes (a sheet at its detent, a drawer at the leading edge); nil:
    /// the container layout's rules. A new root of the layer brings its own (see `TransitionDriver.setRoot`).
    var placement: LayerPlacement?

    init(layer: PresentationLayer, placement: LayerPlacement? = nil) {
        self.layer = layer
        self.placement = placement
    }

    /// Where `vc` rests in this layer; its panels are sized for it.
    private func layout(_ vc: WhimSceneViewController, _ stage: TrackStage) -> SceneLayout {
        if let placement {
            for panel in vc.panels { panel.legibility = stage.layout.legibility }
            return placement(vc, stage.layout)
        }
        return stage.arrange(vc)
    }

    /// Where the layer is heading.
    var destination: WhimSceneViewController? { run?.destination ?? displayed }

    /// Moves the layer toward `target` following the interruption rules (see `TransitionDriver`).
    func show(
        _ target: WhimSceneViewController, with transition: any WhimSceneAnimatedTransitioning,
        motion: NavigationRequest.Motion, at now: Double, in stage: TrackStage
    ) {
        let cancel: (() -> Void)? = if case let .interactive(c) = motion { c } else { nil }
        // A guarded gesture's run never gives way to another request with its scene gone: it ends back first.
        if let run, run.guardedLeave != nil, target != run.destination { complete(run, in: stage) }
        if placement != nil, target == destination, moveIfRelaid(target, with: transition, at: now, cancel: cancel, in: stage) { return }
        guard let run else {
            guard target != displayed else { return }
            start(from: displayed, fromLayout: displayedLayout, frozen: nil, to: target, transition: transition, at: now, cancel: cancel, in: stage)
            return
        }
        if target == run.destination { return }
        // Rule 1: reversal in place — back to where the run came from with the transition's `reversed`.
        if run.frozen == nil, let from = run.from, let fromLayout = run.fromLayout, target == from, run.goal == .finish {
            reverse(run, to: from, layout: fromLayout, at: now, in: stage)
            return
        }
        // A run settling back (a cancelled gesture) heads forward again on the clock.
        if run.frozen == nil, run.goal == .cancel, target == run.to {
            for p in run.from?.panels ?? [] where !run.to.contains(p) { p.beginDisappearing() }
            for p in run.to.panels { p.beginAppearing() }
            run.retime(toward: .finish, at: now, duration: run.transition.timing.duration)
            displayed = run.to
            displayedLayout = run.toLayout
            stage.destinationChanged()
            return
        }
        // Rule 2: the run has not moved yet (no time passed since it started) — replace its target.
        if run.startTime == now, run.goal == .finish, !run.isInteractive {
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
            // A frozen part that is coming back is drawn as incoming, not also as frozen.
            let frozen = run.frozen.map { $0.filter { !target.contains($0.panel) } }
            // A scene moving to another rest frame (a change of form) leaves from where it was going: its
            // panels are already laid out there.
            let fromLayout = run.from == run.to ? run.toLayout : run.fromLayout
            start(from: run.from, fromLayout: fromLayout, frozen: frozen, to: target, transition: transition, at: now, cancel: cancel, in: stage)
            return
        }
        // Rule 3: freeze what is on screen and carry it away.
        var frozen: [FrozenPart] = []
        forEachVisiblePart(size: stage.pixelSize) { part in
            if !target.contains(part.panel) {
                frozen.append(FrozenPart(panel: part.panel, role: role(of: part.panel, in: run), frame: part.frame, opacity: part.opacity, clips: part.clips))
            }
        }
        // Panels that were coming in now leave too.
        let arriving = run.destination?.panels ?? []
        for p in arriving where !target.contains(p) { p.beginDisappearing() }
        let nominalFrom = run.destination
        self.run = nil
        start(
            from: nominalFrom, fromLayout: nominalFrom.map { layout($0, stage) }, frozen: frozen, to: target, transition: transition,
            at: now, cancel: cancel, in: stage, oldRun: run)
    }

    /// A presented layer whose displayed scene now rests elsewhere (a sheet asked for another detent) moves
    /// it there with `transition`, from where it is drawn now: its parts (one, or a multipart scene's two),
    /// caught mid-run if one is in flight, are the outgoing side's frames. Returns false when the rest frame
    /// did not change.
    private func moveIfRelaid(
        _ target: WhimSceneViewController, with transition: any WhimSceneAnimatedTransitioning, at now: Double, cancel: (() -> Void)?, in stage: TrackStage
    ) -> Bool {
        let newLayout = layout(target, stage)
        guard newLayout != (run?.toLayout ?? displayedLayout) else { return false }
        func drawnFrame(of panel: Panel) -> PixelRect? {
            var current: PixelRect?
            forEachVisiblePart(size: stage.pixelSize) { part in
                if part.panel === panel, part.opacity > 0 { current = part.frame }
            }
            return current
        }
        let fromLayout: SceneLayout
        switch target {
        case let .fullscreen(panel):
            fromLayout = drawnFrame(of: panel).map { .fullscreen($0) } ?? newLayout
        case let .multipart(top, bottom):
            if let t = drawnFrame(of: top), let b = drawnFrame(of: bottom) {
                fromLayout = newLayout.isSidePanel ? .sidePanel(top: t, panel: b) : .multipart(top: t, bottom: b)
            } else {
                fromLayout = newLayout
            }
        }
        let oldRun = run
        run = nil
        start(from: target, fromLayout: fromLayout, frozen: nil, to: target, transition: transition, at: now, cancel: cancel, in: stage, oldRun: oldRun)
        return true
    }

    private func role(of panel: Panel, in run: TransitionRun) -> ScenePartRole {
        for vc in [run.to, run.from].compactMap({ $0 }) {
            for r in [ScenePartRole.fullscreen, .top, .bottom] where vc.panel(for: r) === panel { return r }
        }
        return run.frozen?.first { $0.panel === panel }?.role ?? .fullscreen
    }

    private func start(
        from: WhimSceneViewController?, fromLayout: SceneLayout?, frozen: [FrozenPart]?, to: WhimSceneViewController,
        transition: any WhimSceneAnimatedTransitioning, at now: Double, cancel: (() -> Void)?, in stage: TrackStage,
        oldRun: TransitionRun? = nil, held: Bool = false
    ) {
        let toLayout = layout(to, stage)
        let motion: TransitionRun.Motion = held ? .held : cancel != nil
            ? .interactive
            : .timed(CurveAnimator(from: 0, to: 1, duration: transition.timing.duration, curve: transition.timing.curve), start: now)
        let newRun = TransitionRun(
            transition: transition, from: from, fromLayout: fromLayout, to: to, toLayout: toLayout, frozen: frozen, motion: motion,
            startTime: now, onCancel: cancel)
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
        if !held, newRun.advance(to: now), !newRun.isInteractive { complete(newRun, in: stage) }
        stage.destinationChanged()
    }

    /// Replaces `run` by its visual inverse from where it is: `reversed` from `to` back to `from`, starting at
    /// 1 − progress and taking the share of the duration already travelled (the frames are the same ones
    /// backwards, so nothing jumps).
    private func reverse(_ run: TransitionRun, to from: WhimSceneViewController, layout fromLayout: SceneLayout, at now: Double, in stage: TrackStage) {
        for p in run.to.panels where !from.contains(p) { p.beginDisappearing() }
        for p in from.panels { p.beginAppearing() }
        let timing = run.transition.timing
        let start = 1 - run.progress
        let back = TransitionRun(
            transition: run.transition.reversed, from: run.to, fromLayout: run.toLayout, to: from, toLayout: fromLayout, frozen: nil,
            motion: .timed(CurveAnimator(from: start, to: 1, duration: run.progress * timing.duration, curve: timing.curve), start: now),
            startTime: now, onCancel: nil)
        back.progress = start
        self.run = back
        displayed = from
        displayedLayout = fromLayout
        stage.destinationChanged()
    }

    /// Advances the run to `now`; completes it when it reached its goal. Returns whether a timed or
    /// settling run still moves.
    func advance(to now: Double, in stage: TrackStage) -> Bool {
        guard let run else { return false }
        if run.advance(to: now) {
            complete(run, in: stage)
            return false
        }
        return run.movesByItself
    }

    /// Ends the run at its goal and closes every lifecycle cycle.
    func complete(_ finished: TransitionRun, in stage: TrackStage) {
        guard run === finished else { return }
        run = nil
        let end = finished.guardedLeave == nil ? finished.goal : .cancel
        let arrived = end == .finish ? finished.to : (finished.from ?? finished.to)
        var others: [Panel] = (finished.frozen?.map(\.panel) ?? [])
        if end == .finish { others += finished.from?.panels ?? [] } else { others += finished.to.panels }
        for p in others where !arrived.contains(p) { p.endDisappearing() }
        for p in arrived.panels { p.endAppearing() }
        displayed = arrived
        displayedLayout = end == .finish ? finished.toLayout : (finished.fromLayout ?? finished.toLayout)
        if end == .cancel, let cancel = finished.onCancel { cancel() }
        stage.destinationChanged()
        stage.transitionEnded(arrived, on: layer)
    }

    /// Whether an in-flight run draws a panel of `vc` that it is not heading to (leaving, or frozen).
    func stillDraws(anyOf vc: WhimSceneViewController) -> Bool {
        guard let run, !(run.destination.map { d in vc.panels.contains { d.contains($0) } } ?? false) else { return false }
        for p in vc.panels {
            if run.to.contains(p) || (run.from?.contains(p) ?? false) || (run.frozen?.contains { $0.panel === p } ?? false) { return true }
        }
        return false
    }

    /// Restarts the lifecycle of what the layer is heading to, after another layer closed it (the panels
    /// moved here from there): appearing while a run brings them, appeared at rest.
    func reassertArrival() {
        for p in destination?.panels ?? [] {
            if run != nil { p.beginAppearing() } else { p.endAppearing() }
        }
    }

    /// Ends the run at its goal at once.
    func finishNow(in stage: TrackStage) {
        if let run { complete(run, in: stage) }
    }

    /// Lays the layer out anew for a resized container. A run between two scenes goes on from where it is
    /// with both scenes laid out at the new size (across the side panel's breakpoint too: the frames change
    /// form, the moment of the transition does not). A run carrying frozen parts (drawn at the old size)
    /// finishes at once; a preview is not navigation: it ends back at what the layer showed before it.
    /// A multipart scene at rest that changes form (its card becomes a side panel, or the card again) moves
    /// to its new form with `formChange`, starting at `now`; other scenes at rest are laid out at once.
    func relayout(in stage: TrackStage, formChange: any WhimSceneAnimatedTransitioning, at now: Double) {
        if run == nil, let vc = displayed, let old = displayedLayout {
            let new = layout(vc, stage)
            if !old.isFullscreen, new.isSidePanel != old.isSidePanel {
                start(from: vc, fromLayout: old, frozen: nil, to: vc, transition: formChange, at: now, cancel: nil, in: stage)
            } else {
                displayedLayout = new
            }
            return
        }
        guard let run, run.frozen == nil, !run.isHeld else { return finishAndRelayout(in: stage) }
        let fromLayout = run.from.map { layout($0, stage) }
        // The scene it goes to is laid out last: a panel on both sides is sized for where it goes.
        let toLayout = layout(run.to, stage)
        run.relay(fromLayout: run.from == run.to ? toLayout : fromLayout, toLayout: toLayout)
        displayedLayout = run.goal == .finish ? toLayout : fromLayout ?? toLayout
    }

    /// Ends the run at once and lays the displayed scene out anew (a layer taken off the screen).
    private func finishAndRelayout(in stage: TrackStage) {
        if let run {
            run.goal = run.isHeld ? .cancel : .finish
            complete(run, in: stage)
        }
        if let d = displayed { displayedLayout = layout(d, stage) }
    }

    /// Takes everything of the layer off the screen at once, closing every lifecycle cycle.
    func removeAll(in stage: TrackStage) {
        finishAndRelayout(in: stage)
        for p in displayed?.panels ?? [] {
            p.beginDisappearing()
            p.endDisappearing()
        }
        displayed = nil
        displayedLayout = nil
        stage.destinationChanged()
    }

    /// Lays the displayed scene out again after a card moved (only when no transition runs: runs keep their layouts).
    func relayoutDisplayed(in stage: TrackStage) {
        guard run == nil, let vc = displayed else { return }
        displayedLayout = layout(vc, stage)
    }

    // MARK: Preview

    /// Holds `transition` from what the layer shows to `target` at `progress`. Returns false (and changes
    /// nothing) while another run is in flight.
    func preview(_ transition: any WhimSceneAnimatedTransitioning, to target: WhimSceneViewController, progress: Double, in stage: TrackStage) -> Bool {
        if let run, !(run.isHeld && run.to == target) { return false }
        if run == nil {
            start(from: displayed, fromLayout: displayedLayout, frozen: nil, to: target, transition: transition, at: 0, cancel: nil, in: stage, held: true)
        }
        run?.progress = progress.isFinite ? min(1, max(0, progress)) : 0
        return true
    }

    /// Ends a preview: back to what the layer showed before, every lifecycle cycle closed.
    func endPreview(in stage: TrackStage) {
        guard let run, run.isHeld else { return }
        run.goal = .cancel
        complete(run, in: stage)
    }

    // MARK: Interactive

    var isInteractive: Bool { run?.isInteractive ?? false }

    func setInteractiveProgress(_ progress: Double) {
        guard let run, run.isInteractive, progress.isFinite else { return }
        let p = min(1, max(0, progress))
        if let guarded = run.guardedLeave {
            guarded.fingerProgress = p
            run.progress = GuardedLeave.resisted(p)
        } else {
            run.progress = p
        }
    }

    func settleInteractive(toward requested: CompletionGoal, velocity: Double, at now: Double) {
        guard let run, run.isInteractive else { return }
        let goal = run.guardedLeave?.release(toward: requested) ?? requested
        run.settle(toward: goal, velocity: velocity.isFinite ? velocity : 0, at: now, response: 0.3)
        if goal == .cancel {
            displayed = run.from
            displayedLayout = run.fromLayout
        }
    }

    // MARK: Parts

    /// Calls `body` for every visible part of the layer back to front (allocation-free).
    func forEachVisiblePart(size: PixelSize, _ body: (VisiblePart) -> Void) {
        if let run {
            let placements = run.transition.placements(from: run.fromLayout, to: run.toLayout, containerSize: size, progress: run.progress)
            for pl in placements {
                switch pl.id.side {
                case .incoming:
                    if let panel = run.to.panel(for: pl.id.role) { body(VisiblePart(panel: panel, frame: pl.frame, opacity: pl.opacity, clips: CircularClips(pl.clip))) }
                case .outgoing:
                    if let frozen = run.frozen {
                        // Each frozen part moves with the outgoing placement that leads it, its own clips with
                        // it, and is also seen through that placement's clip.
                        for part in frozen where leadingPlacement(for: part.role, in: placements)?.id == pl.id {
                            var clips = part.clips.moved(by: pl.offset)
                            clips.append(pl.clip)
                            body(VisiblePart(panel: part.panel, frame: part.frame.offset(by: pl.offset), opacity: part.opacity * pl.opacity, clips: clips))
                        }
                    } else if let panel = run.from?.panel(for: pl.id.role), !run.to.contains(panel) {
                        // A panel on both sides (a presented scene moved to another detent with a
                        // transition that is not a relayout) is drawn once, as incoming.
                        body(VisiblePart(panel: panel, frame: pl.frame, opacity: pl.opacity, clips: CircularClips(pl.clip)))
                    }
                }
            }
        } else if let displayed, let layout = displayedLayout {
            switch (displayed, layout) {
            case let (.fullscreen(p), .fullscreen(r)):
                body(VisiblePart(panel: p, frame: r, opacity: 1, clips: CircularClips()))
            case let (.multipart(top, bottom), .multipart(tr, br)), let (.multipart(top, bottom), .sidePanel(tr, br)):
                body(VisiblePart(panel: top, frame: tr, opacity: 1, clips: CircularClips()))
                body(VisiblePart(panel: bottom, frame: br, opacity: 1, clips: CircularClips()))
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

/// Where a presented layer's scenes rest in a container laid out by a `ContainerLayout` (its panels sized
/// for it).
typealias LayerPlacement = (WhimSceneViewController, ContainerLayout) -> SceneLayout

/// What a track needs from around it: the container's layout, and whom to tell about changes.
protocol TrackStage: AnyObject {
    var pixelSize: PixelSize { get }
    var layout: ContainerLayout { get }
    /// Where `vc` rests by the container layout's rules, its panels sized for it.
    func arrange(_ vc: WhimSceneViewController) -> SceneLayout
    /// Where a layer is heading changed.
    func destinationChanged()
    /// A run ended (finished or cancelled) showing `vc`.
    func transitionEnded(_ vc: WhimSceneViewController, on layer: PresentationLayer)
}

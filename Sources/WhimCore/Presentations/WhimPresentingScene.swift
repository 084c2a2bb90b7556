import WhimGraphics

/// A scene that shows a base child and presents scenes over it, each in a presented layer of its own
/// above the base: sheets (a sheet over a sheet keeps the lower one visible, dimmed by the upper one's
/// scrim), alerts, a drawer. Put one at the root (around tabs or a stack) and any screen can present a
/// sheet through it (`presentingScene` finds it up the chain).
///
/// Each presentation uses two layers: its scrim's and its own. Presenting and dismissing send navigation
/// requests in those layers (the scrim fades with the presentation's timing), so the driver's three
/// interruption rules, lifecycle delivery and interactive mode apply unchanged. The base keeps receiving its
/// own requests while something is presented over it (it is still on screen, under the scrim).
///
/// Esc, and what goes back, follow `visibleChild`: the top presented scene, else the base.
open class WhimPresentingScene: WhimScene {
    public let relationship = WhimSceneRelationship()
    /// What is shown under every presentation.
    public let base: any WhimScene
    /// The presented scenes, bottom first.
    public var presented: [any WhimPresentedScene] { slots.compactMap { $0.content.content } }
    /// Scrim slot and content slot of each presentation index, created as needed.
    private var slots: [(scrim: PresentationSlot, content: PresentationSlot)] = []
    private var scrims: [ScrimScene] = []
    /// The slot each dismissed scene left, while no other scene has taken it: presented again while its
    /// dismissal is still in flight, it goes back there (a reversal of its dismissal, never a second copy of
    /// its panels in another layer). Entries name their scene weakly (a freed scene's address may be reused).
    private var lastSlot: [ObjectIdentifier: Departure] = [:]
    private var registered: ObjectIdentifier?

    /// A presenting scene over `base` (which must have no parent).
    public init(base: any WhimScene) {
        self.base = base
        if base.relationship.parent == nil { base.relationship.setParent(self) }
    }

    public var viewController: WhimSceneViewController { base.viewController }

    /// The top presented scene's slot, else the base.
    public var visibleChild: (any WhimScene)? {
        slots.last { $0.content.content != nil }?.content ?? base
    }

    /// The base and every presented scene.
    public var childScenes: [any WhimScene] { [base] + presented }

    /// The base: what the backdrop follows whatever is presented over it.
    public var baseChild: (any WhimScene)? { base }

    /// The base and every presented scene (and its scrim) are on screen together.
    public func isShowing(_ child: any WhimScene) -> Bool {
        child === base || slots.contains { ($0.content === child && $0.content.content != nil) || ($0.scrim === child && $0.scrim.content != nil) }
    }

    /// Requests from the base pass up unchanged; those from a presented scene come already tagged with its
    /// layer by its slot.
    open func send(_ request: NavigationRequest) {
        guard request.scene.isSelfOrAncestor(base) || slots.contains(where: { request.scene.isSelfOrAncestor($0.content) || request.scene.isSelfOrAncestor($0.scrim) })
        else { return }
        nextSceneResponder?.send(request)
    }

    // MARK: Presenting

    /// Presents `scene` above everything presented so far, with its present transition (its scrim fades in
    /// beside it) or `transition` when given (None to show it at once, as a restored state does). Returns
    /// false when the scene already has a parent or this scene is not in a container.
    @discardableResult
    open func present(_ scene: any WhimPresentedScene, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) -> Bool {
        guard scene.relationship.parent == nil, let container else { return false }
        let index = freeIndex(for: scene, in: container)
        // Finishing the scene's own departure can end an interactive dismissal by restoring it to its old
        // slot: then it is presented already, and must not be put in a second one.
        guard scene.relationship.parent == nil else { return true }
        put(scene, at: index, in: container, transition: transition)
        return true
    }

    /// Presents `scene` in slot `index`.
    private func put(_ scene: any WhimPresentedScene, at index: Int, in container: WhimSceneContainer,
                     transition: (any WhimSceneAnimatedTransitioning)? = nil) {
        let pair = slot(at: index, in: container)
        lastSlot = lastSlot.filter { $0.value.index != index }
        pair.content.hold(scene)
        if let scrim = scene.scrim { pair.scrim.hold(scrimScene(at: index, scrim)) }
        let motion = transition ?? scene.presentTransition
        if scene.scrim != nil { pair.scrim.request(transition ?? WhimSceneAnimatedTransitions.Fade(timing: motion.timing)) }
        pair.content.request(motion)
    }

    /// Dismisses `scene` (default: the top one) and everything presented above it, in one transition each
    /// (all in the same tick: one motion): their dismiss transitions, or `transition` when given. Returns
    /// how to undo it (re-present them without animation), nil when `scene` is not presented here or a leave
    /// guard of what would go objects (`LeaveGuard`).
    @discardableResult
    open func dismiss(_ scene: (any WhimPresentedScene)? = nil, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) -> (() -> Void)? {
        guard let target = scene ?? presented.last, let index = slots.firstIndex(where: { $0.content.content === target }) else { return nil }
        // Leave guards: a question dismisses `target` again on a yes, if it is still presented here.
        let leaving: [any WhimScene] = slots[index...].compactMap { $0.content.content }
        let waiting = WeakScene(target)
        guard LeaveGate.mayRemove(leaving, retry: { [weak self] in
            guard let target = waiting.scene as? any WhimPresentedScene else { return }
            _ = self?.dismiss(target, animating: transition)
        }) else { return nil }
        var removed: [(Int, any WhimPresentedScene, Bool)] = []
        for i in (index..<slots.count).reversed() {
            guard let content = slots[i].content.content else { continue }
            let hadScrim = slots[i].scrim.content != nil
            removed.append((i, content, hadScrim))
            lastSlot[ObjectIdentifier(content)] = Departure(scene: content, index: i)
            slots[i].content.hold(nil)
            let motion = transition ?? content.dismissTransition
            slots[i].content.request(motion)
            if hadScrim {
                slots[i].scrim.hold(nil)
                slots[i].scrim.request(transition ?? WhimSceneAnimatedTransitions.Fade(timing: motion.timing))
            }
        }
        return { [weak self] in
            guard let self, let container else { return }
            for (i, content, hadScrim) in removed.reversed() where content.relationship.parent == nil {
                // The slot may have been let go of since (idle and empty); it is made again. One another scene
                // took meanwhile stays with it: the scene comes back above everything presented instead (a
                // guarded scene a gesture took must come back somewhere).
                let taken = slots.indices.contains(i) && slots[i].content.content != nil
                let index = taken ? (slots.lastIndex { $0.content.content != nil } ?? -1) + 1 : i
                let pair = slot(at: index, in: container)
                lastSlot.removeValue(forKey: ObjectIdentifier(content))
                pair.content.hold(content)
                pair.content.request(WhimSceneAnimatedTransitions.None())
                if hadScrim, let scrim = content.scrim {
                    pair.scrim.hold(scrimScene(at: index, scrim))
                    pair.scrim.request(WhimSceneAnimatedTransitions.None())
                }
            }
        }
    }

    /// Dismisses every presented scene in one transition.
    open func dismissAll() {
        guard let first = presented.first else { return }
        dismiss(first)
    }

    /// The layers a presented scene's scrim and the scene move in, back to front (for interactive
    /// gestures, `TransitionDriver.beginInteractive(on:)` and its progress), nil when not presented.
    public func layers(of scene: any WhimPresentedScene) -> [PresentationLayer]? {
        guard let pair = slots.first(where: { $0.content.content === scene }) else { return nil }
        return [pair.scrim.layer, pair.content.layer]
    }

    /// Dismisses `scene` under a finger: its transition and its scrim's follow the driver's interactive
    /// progress; a cancelled gesture re-presents it. Returns false when it could not start.
    func beginInteractiveDismissal(of scene: any WhimPresentedScene, in container: WhimSceneContainer) -> Bool {
        guard let layers = layers(of: scene) else { return false }
        var undo: (() -> Void)?
        return container.driver.beginInteractive(on: layers, { undo = dismiss(scene) }, restore: { undo?() })
    }

    /// Presents `scene` under a finger (a drawer pulled from the edge); a cancelled gesture dismisses it again.
    func beginInteractivePresentation(of scene: any WhimPresentedScene, in container: WhimSceneContainer) -> Bool {
        guard scene.relationship.parent == nil else { return false }
        let index = freeIndex(for: scene, in: container)
        let pair = slot(at: index, in: container)
        return container.driver.beginInteractive(
            on: [pair.scrim.layer, pair.content.layer], { put(scene, at: index, in: container) },
            restore: { [weak self] in
                guard let self, scene.presenter === self else { return }
                for p in [pair.content, pair.scrim] {
                    p.hold(nil)
                    p.request(WhimSceneAnimatedTransitions.None())
                }
            })
    }

    // MARK: Gestures

    /// The recognisers this scene brings to the arena for a press at `p`: a vertical drag on the top sheet
    /// (a drawer adds the pull from its edge). They compete before the built-in ones.
    func recognizers(at p: Point, in container: WhimSceneContainer) -> [any GestureRecognizer] {
        guard let sheet = presented.last as? WhimSheet, let (panel, _) = container.panel(at: p), sheet.viewController.contains(panel) else { return [] }
        return [SheetDragRecognizer(container: container, sheet: sheet, host: self)]
    }

    // MARK: Layers

    /// Where `scene` is presented: the first free slot above every occupied one (and above every one a
    /// guarded scene a gesture took comes back to). A scene still leaving that very slot goes back into it
    /// (a reversal of its dismissal); one still leaving another slot is finished
    /// leaving first, so its panels are never in two layers at once (going back to a slot above the first
    /// free one would leave a gap under it, and each such cycle would put the next presentation one slot
    /// higher). Empty idle slots at the top are let go of first: a slot is only ever added directly above the
    /// presentations on screen, never one more per present/dismiss cycle.
    private func freeIndex(for scene: any WhimPresentedScene, in container: WhimSceneContainer) -> Int {
        releaseIdleSlots(in: container)
        let top = (slots.lastIndex { $0.content.content != nil } ?? -1) + 1
        guard let departure = lastSlot.removeValue(forKey: ObjectIdentifier(scene)), departure.scene === scene,
            slots.indices.contains(departure.index), isLeaving(departure.index, in: container)
        else {
            // A guarded scene a gesture took from its slot goes back there: a new one goes above it.
            let held = slots.lastIndex { container.driver.holdsGuardedLeave($0.content.layer) } ?? -1
            return max(top, held + 1)
        }
        let old = departure.index
        if old == top { return old }
        for layer in [slots[old].content.layer, slots[old].scrim.layer] { container.driver.finishNow(layer) }
        // Finishing may have restored what an interactive run dismissed: the top is counted again.
        return (slots.lastIndex { $0.content.content != nil } ?? -1) + 1
    }

    /// Whether slot `index` still animates something (a dismissal in flight); the requests made so far are
    /// applied first, so a dismissal just asked for counts.
    private func isLeaving(_ index: Int, in container: WhimSceneContainer) -> Bool {
        container.applyRequests()
        return container.driver.isTransitioning(slots[index].content.layer) || container.driver.isTransitioning(slots[index].scrim.layer)
    }

    /// Removes the slots at the top that hold nothing and animate nothing (their layers leave the driver),
    /// and forgets departures from slots whose dismissal has ended or whose scene is gone.
    private func releaseIdleSlots(in container: WhimSceneContainer) {
        guard registered == ObjectIdentifier(container) else { return }
        while let last = slots.last, last.content.content == nil, last.scrim.content == nil, !isLeaving(slots.count - 1, in: container) {
            for slot in [last.content, last.scrim] { container.driver.removeLayer(slot.layer) }
            slots.removeLast()
        }
        lastSlot = lastSlot.filter { $0.value.scene != nil && slots.indices.contains($0.value.index) && isLeaving($0.value.index, in: container) }
    }

    /// The number of presentation slots this scene has (each two layers of the driver): at most one above
    /// the presentations on screen or still leaving it, whatever was presented before.
    public var slotCount: Int { slots.count }

    /// How deep this presenting scene is among presenting scenes: outer ones present above inner ones.
    private var nesting: Int {
        var depth = 0
        var current = relationship.parent
        while let c = current {
            if c is WhimPresentingScene { depth += 1 }
            current = c.nextSceneResponder
        }
        return depth
    }

    /// The slots of presentation `index`, registered with the container's driver (their layers created) on
    /// first use.
    private func slot(at index: Int, in container: WhimSceneContainer) -> (scrim: PresentationSlot, content: PresentationSlot) {
        if registered != ObjectIdentifier(container) {
            registered = ObjectIdentifier(container)
            for pair in slots { register(pair, in: container) }
        }
        while slots.count <= index {
            let level = PresentationLayer.presentationLevel(nesting: nesting, slot: slots.count)
            let pair = (
                scrim: PresentationSlot(layer: PresentationLayer(level: level, name: "scrim \(slots.count)"), host: self),
                content: PresentationSlot(layer: PresentationLayer(level: level + 1, name: "presented \(slots.count)"), host: self))
            slots.append(pair)
            register(pair, in: container)
        }
        return slots[index]
    }

    private func register(_ pair: (scrim: PresentationSlot, content: PresentationSlot), in container: WhimSceneContainer) {
        for slot in [pair.scrim, pair.content] {
            container.driver.setRoot(
                slot, of: slot.layer,
                placement: { [weak slot] vc, layout in
                    slot?.placement(of: vc, in: layout.size, scale: layout.scale) ?? .nothing
                }, animating: nil)
        }
    }

    /// The scrim scene of presentation `index`, showing `scrim` all of it until the scene over it is laid
    /// out (one per index, reused).
    private func scrimScene(at index: Int, _ scrim: Scrim) -> ScrimScene {
        while scrims.count <= index {
            let i = scrims.count
            let panel = ScrimPanel(scrim)
            panel.onTap = { [weak self] in self?.scrimTapped(at: i) }
            scrims.append(ScrimScene(panel))
        }
        scrims[index].panel.scrim = scrim
        scrims[index].panel.dimming = 1
        return scrims[index]
    }

    /// `scene` was laid out: its scrim shows as much as it says.
    func laidOut(_ scene: any WhimPresentedScene, scrimDimming dimming: Double) {
        guard let i = slots.firstIndex(where: { $0.content.content === scene }), scrims.indices.contains(i),
              slots[i].scrim.content === scrims[i] else { return }
        scrims[i].panel.dimming = dimming.isNaN ? 1 : min(1, max(0, dimming))
    }

    private func scrimTapped(at index: Int) {
        guard slots.indices.contains(index), let scene = slots[index].content.content, scene.scrim?.dismissesOnTap == true else { return }
        dismiss(scene)
    }
}

/// The scene a scrim slot presents: the scrim panel over the whole container.
final class ScrimScene: WhimSingleScene, WhimPresentedScene {
    let panel: ScrimPanel

    init(_ panel: ScrimPanel) {
        self.panel = panel
        super.init(.fullscreen(panel))
    }

    func placement(of vc: WhimSceneViewController, in size: Size, scale: Double) -> SceneLayout {
        for p in vc.panels { p.resize(to: size) }
        return .fullscreen(Rect(size: size).devicePixels(scale: scale))
    }

    var presentTransition: any WhimSceneAnimatedTransitioning { WhimSceneAnimatedTransitions.Fade() }
    var dismissTransition: any WhimSceneAnimatedTransitioning { WhimSceneAnimatedTransitions.Fade() }
    var scrim: Scrim? { nil }
}

extension WhimScene {
    /// The nearest presenting scene above this one (the one to present sheets and alerts through).
    public var presentingScene: WhimPresentingScene? {
        var current = relationship.parent
        while let c = current {
            if let host = c as? WhimPresentingScene { return host }
            current = c.nextSceneResponder
        }
        return nil
    }
}


/// Where a dismissed scene was presented (see `WhimPresentingScene.lastSlot`).
private struct Departure {
    weak var scene: (any WhimPresentedScene)?
    let index: Int
}

import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics

/// One soak: a container on a manual clock over a plain backdrop, an app of stacks, tabs, flows (the demo's
/// `CarBookingFlow` and a test flow), deep links, a presented layer and two roots to switch between, driven
/// by a seeded random walk of model changes, interactive gestures, pointer events (hostile ones too),
/// resizes and clock ticks of random size. `SoakInvariants` checks the engine after every tick.
public final class SoakWorld {
    /// The layer the soak presents a stack in, over the base.
    static let sheetLayer = PresentationLayer(level: 1, name: "soak sheet")

    let clock = ManualClock()
    let container: WhimSceneContainer
    let registry: SoakRegistry
    var rng: SoakRandom
    let seed: UInt64

    /// The app's root: a stack over tabs of three stacks.
    let appRoot: WhimSceneNavigationStack
    /// The other root the conditional-root action switches to.
    let altRoot: WhimSceneNavigationStack
    let tabs: WhimTabScene
    /// The route tree applied to the other root's stack.
    private(set) var live: LiveNavigation!
    /// The presented layer's root while it is presented.
    var sheetRoot: WhimSceneNavigationStack?

    /// Where the harness's pointer is while a button is held.
    var pointer: Point?
    /// Ticks left before the harness lets go of its interactive transition.
    var interactiveTicks: Int?
    /// Ticks left before a preview ends.
    var previewTicks: Int?
    var steps = 0
    /// A step whose actions are traced (what is drawn after each), for reducing a failure.
    var traceStep = -1
    private var names = 0
    /// What the last steps did (printed with a failure).
    private(set) var recent: [String] = []
    /// How often each action ran.
    public private(set) var actionCounts: [String: Int] = [:]

    public init(seed: UInt64, registry: SoakRegistry) throws {
        self.seed = seed
        self.registry = registry
        rng = SoakRandom(seed: seed)
        container = try WhimSceneContainer(size: Size(width: 320, height: 240), clock: clock, backdrop: GridBackdrop())
        let tabStacks = (0..<3).map { i in WhimSceneNavigationStack() }
        tabs = WhimTabScene(tabs: tabStacks)
        appRoot = WhimSceneNavigationStack([tabs])
        altRoot = WhimSceneNavigationStack()
        for (i, stack) in tabStacks.enumerated() { stack.push(scene: makeLeaf("tab \(i)")) }
        container.setRoot(appRoot)
        live = LiveNavigation(tree: try Self.makeRouteTree(), root: altRoot) { [unowned self] element in
            self.makeLeaf("route \(element.name)", dismissable: element.presentedAs == .modal)
        }
        try live.open("/home", animated: false)
    }

    // MARK: Scenes

    /// A leaf: fullscreen, or a top bar over a bottom card (dragged between random detents), sometimes
    /// dismissable; its buttons navigate from inside.
    func makeLeaf(_ base: String? = nil, dismissable: Bool? = nil) -> any WhimScene {
        names += 1
        let name = "\(base ?? "scene") #\(names)"
        let vc: WhimSceneViewController
        var panels: [SoakPanel] = []
        if rng.chance(0.5) {
            let p = SoakPanel(name, chrome: .plain(Color(UInt32(truncatingIfNeeded: rng.next()) & 0xFFFFFF)))
            panels = [p]
            vc = .fullscreen(p)
        } else {
            let top = SoakPanel("\(name) top", chrome: .topBar(.white), height: Double.random(in: 20...120, using: &rng))
            let bottom = SoakPanel("\(name) card", chrome: .bottomCard(.white), height: Double.random(in: 40...400, using: &rng))
            if rng.chance(0.7) {
                let detents = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                    rng.weighted([
                        (3, Detent.fromBottom(Double.random(in: -50...600, using: &rng))),
                        (2, Detent.fromTop(Double.random(in: -50...600, using: &rng))),
                        (2, Detent.fraction(Double.random(in: -0.2...1.2, using: &rng))),
                    ])
                }
                bottom.card = BottomCardBehavior(detents: detents, initialDetent: Int.random(in: -1...3, using: &rng))
            }
            panels = [top, bottom]
            vc = .multipart(top: top, bottom: bottom)
        }
        let scene: WhimSingleScene = (dismissable ?? rng.chance(0.2)) ? SoakModalScene(vc) : WhimSingleScene(vc)
        for p in panels { p.onPress = { [weak self, weak scene] in if let self, let scene { self.pressed(scene) } } }
        return scene
    }

    /// A button in `scene` was pressed: navigate from there, as an app's button would.
    private func pressed(_ scene: any WhimScene) {
        note("press in scene")
        guard let stack = scene.parent as? WhimSceneNavigationStack else { return }
        if let flow = stack as? SoakFlow {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: flow.next()
            case 1: flow.back()
            default: flow.finish()
            }
            return
        }
        if rng.chance(0.6) { stack.push(scene: makeLeaf(), animating: randomTransition()) } else { stack.pop(animating: randomTransition()) }
    }

    func makeSoakFlow() -> SoakFlow {
        SoakFlow(intent: rng.chance(0.5) ? .first : .second, makeStep: { [weak self] name in self?.makeLeaf(name) ?? WhimSingleScene(fullscreen: Panel()) }) {
            flow, route in _ = flow.dismiss()
        }
    }

    func makeCarBookingFlow() -> CarBookingFlow {
        final class Handle { weak var flow: CarBookingFlow? }
        let handle = Handle()
        let intent: CarBookingFlowIntent = rng.chance(0.5) ? .locationPicker : .datesPicker(station: HelsinkiPlaces.rentalStations[0])
        let flow = CarBookingFlow(intent: intent) { _ in _ = handle.flow?.dismiss() }
        handle.flow = flow
        return flow
    }

    /// Any transition of the catalogue; circular reveals from a random (sometimes absurd) origin.
    func randomTransition() -> (any WhimSceneAnimatedTransitioning)? {
        if rng.chance(0.1) { return nil }
        let px = container.pixelSize
        let origin = Rect(
            x: rng.coordinate(within: Double(px.width)), y: rng.coordinate(within: Double(px.height)),
            width: Double.random(in: 0...60, using: &rng), height: Double.random(in: 0...60, using: &rng))
        let entry = TransitionCatalogue.allCases.randomElement(using: &rng)!
        recent.append("  with \(entry.rawValue) from \(origin)")
        return entry.transition(origin: origin)
    }

    // MARK: The hierarchy

    /// The roots the soak holds: the base root, the other root, the presented layer's root, and the tabs
    /// while a swap took them out of the app's stack.
    var heldRoots: [any WhimScene] {
        var roots: [any WhimScene] = [appRoot, altRoot]
        if tabs.parent == nil { roots.append(tabs) }
        if let sheetRoot { roots.append(sheetRoot) }
        return roots
    }

    /// The children a scene holds (stacks: their scenes, tabs: their tabs).
    func children(of scene: any WhimScene) -> [any WhimScene] {
        if let stack = scene as? WhimSceneNavigationStack { return stack.scenes }
        if let tabs = scene as? WhimTabScene { return tabs.tabs }
        return []
    }

    /// Calls `body` for every scene reachable from the held roots, with its parent in the tree.
    func forEachReachable(_ body: (any WhimScene, (any WhimScene)?) -> Void) {
        func walk(_ scene: any WhimScene, _ parent: (any WhimScene)?) {
            body(scene, parent)
            for child in children(of: scene) { walk(child, scene) }
        }
        for root in heldRoots { walk(root, nil) }
    }

    /// Every stack reachable from the held roots.
    func allStacks() -> [WhimSceneNavigationStack] {
        var stacks: [WhimSceneNavigationStack] = []
        forEachReachable { scene, _ in if let s = scene as? WhimSceneNavigationStack { stacks.append(s) } }
        return stacks
    }

    /// The stacks under the base layer's root.
    func baseStacks() -> [WhimSceneNavigationStack] {
        allStacks().filter { container.driver.layer(of: $0) == .base }
    }

    /// The deepest stack the screen shows (base layer, else the presented one).
    func visibleStack() -> WhimSceneNavigationStack? {
        container.visibleScenePath().reversed().compactMap { $0 as? WhimSceneNavigationStack }.first
    }

    /// Records an action (counted by name; `detail` only goes into the recent steps printed with a failure).
    func note(_ action: String, _ detail: @autoclosure () -> String = "") {
        recent.append("step \(steps): \(action) \(detail())")
        if recent.count > 40 { recent.removeFirst(recent.count - 40) }
        actionCounts[action, default: 0] += 1
    }
}

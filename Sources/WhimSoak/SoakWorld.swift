import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimRandom

/// One soak: a container on a manual clock over a backdrop (a plain grid, or the tiled map), an app of
/// stacks, tabs, flows (the demo's `CarBookingFlow` and a test flow), deep links and restoration through a
/// route tree with a conditional root and sheet screens, a presented layer, and at the base a drawer scene
/// (sheets, alerts, the drawer) around a switch scene of three roots, driven by a seeded random walk of model
/// changes, interactive gestures, pointer events (hostile ones too), resizes and clock ticks of random size;
/// some leaves carry leave guards (`SoakLeaveGuards`). `SoakInvariants` checks the engine after every tick.
public final class SoakWorld {
    /// The layer the soak presents a stack in, over the base.
    static let sheetLayer = PresentationLayer(level: 1, name: "soak sheet")
    /// The most presentation slots the base's drawer scene may hold (the soak presents at most four scenes
    /// and the drawer at once; a slot still animating a dismissal may stay above them).
    static let maxPresentationSlots = 8
    /// Cards become side panels from 280 units wide: inside the walk's usual window widths.
    static let sidePanel = SidePanelLayout(breakpoint: 280, width: 110, margin: 8)

    let clock = ManualClock()
    let container: WhimSceneContainer
    let registry: SoakRegistry
    var rng: SeededRandom
    let seed: UInt64

    /// The app's root: a stack over tabs of three stacks.
    let appRoot: WhimSceneNavigationStack
    /// The root the route tree drives (a conditional root switches to it).
    let altRoot: WhimSceneNavigationStack
    /// The base layer's root: it presents sheets, alerts and the drawer over the switch.
    private(set) var host: WhimDrawerScene!
    /// The conditional root: key 0 shows `appRoot`, 1 `altRoot`, 2 a login stack made anew each time it is
    /// chosen (with `.discard`) or kept. Odd seeds keep hidden children, even seeds discard them.
    private(set) var switcher: WhimSwitchScene<Int>!
    /// What the switch's condition and the route tree's conditional read (the app's state).
    let appState = SoakAppState()
    /// Where restoration saves and reads the state file.
    let stateFolder: String
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
    /// The leave guards on the walk's leaves (`SoakLeaveGuards`).
    var leaveGuards: [SoakLeaveGuard] = []
    /// A leave guard in the child the switch would discard stopped its last switch (or asks about it): the
    /// switch shows another key than its condition says until a yes.
    var switchStopped = false
    /// What the last steps did (printed with a failure).
    private(set) var recent: [String] = []
    /// How often each action ran.
    public private(set) var actionCounts: [String: Int] = [:]
    /// The fingerprint of the path taken so far (every action recorded, every part drawn).
    public internal(set) var digest = SoakDigest()

    /// A world from `seed` over `backdrop` (nil: a plain grid).
    public init(seed: UInt64, registry: SoakRegistry, backdrop: (any Backdrop)? = nil) throws {
        self.seed = seed
        self.registry = registry
        rng = SeededRandom(seed: seed)
        container = try WhimSceneContainer(size: Size(width: 320, height: 240), clock: clock, backdrop: backdrop ?? GridBackdrop())
        // The desktop layout within the widths the walk resizes to, so resizes cross its breakpoint.
        container.sidePanelLayout = Self.sidePanel
        stateFolder = try SoakStateFolder.make(seed: seed)
        let tabStacks = (0..<3).map { i in WhimSceneNavigationStack() }
        tabs = WhimTabScene(tabs: tabStacks)
        appRoot = WhimSceneNavigationStack([tabs])
        altRoot = WhimSceneNavigationStack()
        for (i, stack) in tabStacks.enumerated() { stack.push(scene: makeLeaf("tab \(i)")) }
        let state = appState
        switcher = WhimSwitchScene<Int>(hiddenChild: seed % 2 == 1 ? .keep : .discard, condition: { state.root }) { [weak self, appRoot, altRoot] key in
            switch key {
            case 0: return appRoot
            case 1: return altRoot
            default: return WhimSceneNavigationStack([self?.makeLeaf("login") ?? WhimSingleScene(fullscreen: Panel())])
            }
        }
        host = WhimDrawerScene(main: switcher, drawer: WhimDrawer(content: WhimSceneNavigationStack([makeLeaf("drawer")]), width: 220))
        container.setRoot(host)
        live = LiveNavigation(tree: try Self.makeRouteTree(state: appState), root: altRoot) { [unowned self] element in
            self.makeLeaf("route \(element.name)", dismissable: element.presentedAs == .modal)
        }
        try live.open("/home", animated: false)
    }

    deinit { SoakStateFolder.remove(stateFolder) }

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
            let rows = rng.chance(0.4) ? Int.random(in: 1...40, using: &rng) : 0
            let bottom = SoakPanel("\(name) card", chrome: .bottomCard(.white), height: Double.random(in: 40...400, using: &rng), listRows: rows)
            if rng.chance(0.7) {
                let detents = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                    rng.weighted([
                        (3, Detent.fromBottom(Double.random(in: -50...600, using: &rng))),
                        (2, Detent.fromTop(Double.random(in: -50...600, using: &rng))),
                        (2, Detent.fraction(Double.random(in: -0.2...1.2, using: &rng))),
                        (1, Detent.content),
                    ])
                }
                bottom.card = BottomCardBehavior(detents: detents, initialDetent: Int.random(in: -1...3, using: &rng))
            }
            panels = [top, bottom]
            vc = .multipart(top: top, bottom: bottom)
        }
        let scene: WhimSingleScene = (dismissable ?? rng.chance(0.2)) ? SoakModalScene(vc) : WhimSingleScene(vc)
        for p in panels { p.onPress = { [weak self, weak scene] in if let self, let scene { self.pressed(scene) } } }
        guardSometimes(scene)
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

    /// The roots the soak holds: the base root, the switch's roots it let go of, the closed drawer, the
    /// presented layer's root, and the tabs while a swap took them out of the app's stack.
    var heldRoots: [any WhimScene] {
        var roots: [any WhimScene] = [host]
        for root in [appRoot, altRoot] as [any WhimScene] where root.parent == nil { roots.append(root) }
        if host.drawer.parent == nil { roots.append(host.drawer) }
        if tabs.parent == nil { roots.append(tabs) }
        if let sheetRoot { roots.append(sheetRoot) }
        return roots
    }

    /// The children a scene holds (stacks: their scenes, tabs: their tabs, a switch: the shown and kept
    /// children, a presenting scene: its base, a sheet or drawer: its content).
    func children(of scene: any WhimScene) -> [any WhimScene] {
        if let stack = scene as? WhimSceneNavigationStack { return stack.scenes }
        if let tabs = scene as? WhimTabScene { return tabs.tabs }
        if let switcher = scene as? WhimSwitchScene<Int> { return [switcher.current] + switcher.keptChildren }
        if let presenting = scene as? WhimPresentingScene { return [presenting.base] }
        if let presented = scene as? WhimPresentedContentScene { return [presented.content] }
        return []
    }

    /// Calls `body` for every scene reachable from the held roots, with its parent in the tree. Presented
    /// scenes (whose parent is their presenter's internal slot) come with no parent; `checkHierarchy`
    /// checks their presenter instead.
    func forEachReachable(_ body: (any WhimScene, (any WhimScene)?) -> Void) {
        func walk(_ scene: any WhimScene, _ parent: (any WhimScene)?) {
            body(scene, parent)
            for child in children(of: scene) { walk(child, scene) }
            if let presenting = scene as? WhimPresentingScene {
                for presented in presenting.presented { walk(presented, nil) }
            }
        }
        for root in heldRoots { walk(root, nil) }
    }

    /// Every stack reachable from the held roots.
    func allStacks() -> [WhimSceneNavigationStack] {
        var stacks: [WhimSceneNavigationStack] = []
        forEachReachable { scene, _ in if let s = scene as? WhimSceneNavigationStack { stacks.append(s) } }
        return stacks
    }

    /// The deepest stack the screen shows (base layer, else the presented one).
    func visibleStack() -> WhimSceneNavigationStack? {
        container.visibleScenePath().reversed().compactMap { $0 as? WhimSceneNavigationStack }.first
    }

    /// A broken expectation found while acting (a restore that does not round-trip): thrown by the next check.
    var flagged: String?

    /// Records a broken expectation for the next check to throw (the first one wins).
    func flag(_ message: String) {
        if flagged == nil { flagged = message }
    }

    /// Records an action (counted by name; `detail` only goes into the recent steps printed with a failure).
    func note(_ action: String, _ detail: @autoclosure () -> String = "") {
        let line = "step \(steps): \(action) \(detail())"
        digest.add(line)
        recent.append(line)
        if recent.count > 40 { recent.removeFirst(recent.count - 40) }
        actionCounts[action, default: 0] += 1
    }
}

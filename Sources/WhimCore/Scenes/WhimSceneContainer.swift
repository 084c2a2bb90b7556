import WhimAnimation
import WhimGraphics

/// The end of the scene responder chain: it holds the root scene, the size, and assembles frames over the
/// persistent backdrop (the map).
///
/// Navigation is the `driver`'s: requests that reach the container go to it (see `TransitionDriver` for
/// the interruption rules, lifecycle and interactive mode). Input goes through the gesture arena
/// (`handle(_:)`). Time comes only from the injected `clock`: call `update()` once per frame (it advances
/// transitions, cards and the camera to `clock.now`), then `renderFrame()` (it composes cached surfaces and
/// returns the damaged rects). A host that handles input between frames calls `prepare()` after it, so the
/// drawing the input asked for happens there rather than in the next frame.
public final class WhimSceneContainer: WhimSceneResponder {
    /// The only source of time: `update()` advances everything to `clock.now`.
    public let clock: any Clock
    /// The container's size in points (set by `resize(to:scale:)`).
    public private(set) var size: Size
    /// Device pixels per point (1 normal, 2 HiDPI).
    public private(set) var scale: Double
    /// What every scene is drawn over: the map in an app, a plain surface in tests.
    public let backdrop: any Backdrop
    /// Composes the backdrop and the visible parts into the frame, damaging only what changed.
    public let compositor: Compositor
    /// Turns navigation requests into transitions.
    public let driver: TransitionDriver
    /// Where input goes (`handle(_:)`): the gesture arena, the wheel, keyboard focus.
    private(set) lazy var input = InputRouter(container: self)
    /// Gives each pointer sequence to one recogniser (`InputRouter.arena`).
    var arena: GestureArena { input.arena }
    /// Work due at clock times: the app's timers beside the engine's; run by `update()`.
    public let schedule = WorkSchedule()
    /// Tab, Shift+Tab, Enter, Space and arrows over the widgets of the top-most presentation, and its ring.
    public private(set) lazy var keyboardFocus = KeyboardFocus(container: self)

    /// Slows every animation down by this factor (10 for debugging); 1 is normal speed.
    public var slowMotion = 1.0 {
        didSet { slowMotion = max(1, slowMotion.isFinite ? slowMotion : 1) }
    }
    /// Called after each base-layer transition finishes or is cancelled, with the view controller now shown.
    public var onTransitionEnd: ((WhimSceneViewController) -> Void)?
    /// Panels drawn above everything (help, frame-time readout), front-most last.
    public var overlays: [Overlay] = []
    /// The caches every panel the container shows shares (surfaces, chromes, memory, text shaping).
    public let caches: PanelCaches
    /// The surfaces of panels that recently left the screen (`PanelCaches.hiddenSurfaces`).
    public var hiddenSurfaces: HiddenSurfaceCache { caches.hiddenSurfaces }
    /// Panels' drawn chromes (`PanelCaches.chromes`).
    public var chromes: ChromeCache { caches.chromes }
    /// The memory of panels' surfaces (`PanelCaches.surfaces`).
    public var surfaces: SurfacePool { caches.surfaces }
    /// The frame thread's text shaper (`PanelCaches.shaper`).
    public var shaper: TextShaper { caches.shaper }
    /// Where text widgets copy to and paste from: the system's, given by the host; memory until then.
    public var clipboard: any Clipboard = MemoryClipboard()
    /// The modifier keys held now, kept by the host: a press with Shift held extends a text selection.
    public var modifierKeys: KeyModifiers = []

    private var lastClock: Double
    weak var lastNotifiedScene: (any WhimScene)?

    /// A container of `size` logical units at `scale` device pixels per unit, drawing over `backdrop`.
    public init(size: Size, scale: Double = 1, clock: any Clock, backdrop: any Backdrop = GridBackdrop()) throws {
        let layout = try ContainerLayout(validating: size, scale: scale)
        let px = layout.pixelSize
        self.size = size
        self.scale = scale
        self.clock = clock
        self.backdrop = backdrop
        self.lastClock = clock.now
        self.compositor = try Compositor(size: px)
        self.driver = TransitionDriver(layout: layout)
        self.caches = PanelCaches(frame: px)
        backdrop.resize(to: px, scale: scale)
        prepareFonts(Theme.standard.fonts)
    }

    /// Matches `fonts` on the calling thread's font map now, at the container's scale, so that the first
    /// frame showing text in one of them does not wait for fontconfig (about 0.8 ms a font and size, and
    /// threads Pango starts for it). The container prepares `Theme.standard.fonts` at launch; an app adds
    /// the other fonts its screens use. Call it on the thread that renders frames.
    public func prepareFonts(_ fonts: some Sequence<Font>) { Canvas.prepareFonts(fonts, scale: scale) }

    /// The largest frame side in device pixels.
    public static let maximumPixelSide = 8192
    /// The most device pixels a frame has (7680×4320).
    public static let maximumPixels = 7680 * 4320

    /// The frame size in device pixels.
    public var pixelSize: PixelSize { compositor.frame.pixelSize }

    /// The composed frame (RGB24), valid after `renderFrame()`.
    public var frame: Surface { compositor.frame }

    public var nextSceneResponder: (any WhimSceneResponder)? { nil }

    /// The engine's time: the clock slowed by `slowMotion`.
    public var time: Double { driver.time }

    // MARK: Root

    /// The root scene.
    public var rootScene: (any WhimScene)? { driver.root(of: .base) }

    /// Makes `scene` the root of `layer` (it must have no parent) and shows it with `transition` (default
    /// None). The base layer holds the app's scenes; presented layers (sheets, a drawer, alerts) draw above
    /// it, each with its own transitions. A root whose leave guard objects stays (`LeaveGuard`).
    public func setRoot(
        _ scene: any WhimScene, of layer: PresentationLayer = .base, animating transition: (any WhimSceneAnimatedTransitioning)? = nil
    ) {
        guard scene.relationship.parent == nil || scene.relationship.parent === self else { return }
        if let old = driver.root(of: layer), old !== scene {
            // Leave guards of the root it replaces: a question sets the root again on a yes.
            guard LeaveGate.mayRemove([old], retry: { [weak self] in self?.setRoot(scene, of: layer, animating: transition) }) else { return }
            old.relationship.clearParent()
        }
        scene.relationship.setParent(responder: self)
        driver.setRoot(scene, of: layer, animating: transition)
    }

    /// Takes a presented layer off the screen at once and releases its root (the base layer stays). A root
    /// whose leave guard objects stays (`LeaveGuard`: a question removes the layer on a yes).
    public func removeLayer(_ layer: PresentationLayer) {
        if layer != .base, let root = driver.root(of: layer),
           !LeaveGate.mayRemove([root], retry: { [weak self] in self?.removeLayer(layer) }) { return }
        driver.removeLayer(layer)?.relationship.clearParent()
        act(on: driver.takeReport())
    }

    /// A request that came up the chain: the driver queues it.
    public func send(_ request: NavigationRequest) {
        driver.send(request)
    }

    // MARK: Size

    /// Resizes the container (a window resize). Sizes under 1×1 or absurdly large throw and leave
    /// everything as it was; a transition in flight goes on from where it is between its scenes laid out
    /// at the new size (one carrying parts frozen at the old size finishes at once). A multipart scene at
    /// rest whose card changes form (across the side panel's breakpoint) moves to the new form on the clock,
    /// from the engine's time of the last `update()`.
    public func resize(to newSize: Size, scale newScale: Double? = nil) throws {
        let s = newScale ?? scale
        var layout = try ContainerLayout(validating: newSize, scale: s)
        layout.sidePanel = sidePanelLayout
        layout.legibility = legibility
        let px = layout.pixelSize
        try compositor.resize(to: px)
        size = newSize
        scale = s
        caches.resize(frame: px)
        backdrop.resize(to: px, scale: s)
        lay(out: layout)
    }

    /// Lays every layer out by `layout` and redraws the whole frame.
    private func lay(out layout: ContainerLayout) {
        driver.resize(to: layout)
        act(on: driver.takeReport())
        compositor.invalidateAll()
        updateMapInsets()
    }

    /// When a multipart scene's card becomes a side panel (`SidePanelLayout`; a 1000-point breakpoint
    /// unless the app sets another). Setting it lays the screen out again, as a resize does.
    public var sidePanelLayout: SidePanelLayout {
        get { driver.layout.sidePanel }
        set {
            guard newValue != sidePanelLayout else { return }
            var layout = driver.layout
            layout.sidePanel = newValue
            lay(out: layout)
        }
    }

    /// Whether multipart scenes show their card as a side panel at the container's width now.
    public var showsSidePanel: Bool { driver.layout.showsSidePanel }

    // MARK: Frame

    /// Advances everything to the clock's time. Returns whether something still animates (then call again
    /// next frame); when false, nothing changes until the next input or request.
    @discardableResult
    public func update() -> Bool {
        let now = clock.now
        let dt = max(0, now - lastClock) / slowMotion
        lastClock = now
        schedule.runDue(at: now)
        let report = driver.advance(by: dt)
        act(on: report)
        var animating = report.isMoving
        if advanceCards(by: dt) { animating = true }
        if advanceScrollMomentum(by: dt) { animating = true }
        if backdrop.advance(to: driver.time) { animating = true }
        // A press held still past the delay becomes a long press now, not at the next move.
        arena.holdElapsed(to: driver.time)
        return animating
    }

    /// When work is next due on the clock — scheduled work (`schedule`) or a held press becoming a long
    /// press — nil when nothing is scheduled: the host sleeps until then or until an event, never longer.
    public var nextDeadline: Double? {
        let hold = arena.longPressDeadline.map { lastClock + max(0, $0 - driver.time) * slowMotion }
        return [schedule.nextDeadline, hold].compactMap { $0 }.min()
    }

    /// Whether work is due at the clock's time now (the host then draws a frame, whose `update()` runs it).
    public var hasDueWork: Bool { nextDeadline.map { $0 <= clock.now } ?? false }

    /// Whether anything animates — a transition, requests waiting for the next frame, a card, the backdrop
    /// (`Backdrop.isAnimating`): the host keeps drawing frames while true, and sleeps otherwise.
    public var isAnimating: Bool {
        driver.isAnimating || driver.hasQueuedRequests || driver.displayed?.panel(for: .bottom)?.cardIsAnimating ?? false
            || backdrop.isAnimating || hasScrollMomentum
    }

    /// Composes the frame from cached surfaces and returns what changed. Requests made since `update()`
    /// are applied first, so the frame shows them.
    @discardableResult
    public func renderFrame() -> FrameDamage {
        // What the driver changed between frames (a preview, a layer removed) reaches the backdrop first.
        act(on: driver.takeReport())
        backdrop.prepareFrame()
        let focusOverlay = keyboardFocus.prepareFrame()
        compositor.beginFrame()
        applyRequests()
        driver.forEachVisiblePart { part in
            guard let surface = drawnSurface(of: part.panel) else { return }
            compositor.add(CompositeLayer(part, surface: surface, scale: scale))
        }
        for overlay in overlays { add(overlay) }
        if let focusOverlay { add(focusOverlay) }
        return compositor.compose(backdrop: backdrop)
    }

    /// Does now what the next frame would do first about the input just handled: applies the queued
    /// navigation requests (their transitions start at the engine's present time, as `update()` would start
    /// them), draws every panel the frame shows that has no surface yet at its size (a screen just asked
    /// for; overlays too), and lets the backdrop prepare (`Backdrop.prepareAhead()`: the map's tiles for a
    /// camera move that just began). A host calls it after handling input, between frames (while it waits
    /// for the display's refresh), so that the frame itself mostly composes: the drawing of a screen that
    /// was just asked for lands before the refresh instead of after it. Redrawing a panel already drawn (a
    /// pressed row, a scrolled list) stays in the frame, so pointer motion that arrives many times a frame
    /// never redraws a panel more than once. The frames are the same with or without it; it does nothing
    /// when nothing is queued or new.
    public func prepare() {
        applyRequests()
        driver.forEachVisiblePart { part in
            if !part.panel.hasSurface(scale: scale) { _ = drawnSurface(of: part.panel) }
        }
        for overlay in overlays where !overlay.panel.hasSurface(scale: scale) { _ = drawnSurface(of: overlay) }
        backdrop.prepareAhead()
    }

    /// `panel`'s cached surface at the container's scale, drawn first if stale, from the container's shared
    /// caches (given to the panel the first time it is shown).
    private func drawnSurface(of panel: Panel) -> Surface? {
        if panel.clipboard !== clipboard { panel.clipboard = clipboard }
        caches.lend(to: panel)
        return panel.renderedSurface(scale: scale)
    }

    /// Composites an overlay above the parts.
    private func add(_ overlay: Overlay) {
        guard let surface = drawnSurface(of: overlay) else { return }
        let origin = Point(x: overlay.frame.x * scale, y: overlay.frame.y * scale).rounded
        compositor.add(CompositeLayer(surface: surface, origin: origin, contentVersion: overlay.panel.renderCount,
                                      repeatedRows: overlay.panel.repeatedRows))
    }

    /// An overlay's panel at its frame's size, drawn first if stale.
    private func drawnSurface(of overlay: Overlay) -> Surface? {
        overlay.panel.resize(to: overlay.frame.size)
        return overlay.panel.renderedSurface(scale: scale)
    }
}

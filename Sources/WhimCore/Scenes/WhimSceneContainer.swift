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
    /// Gives each pointer sequence to one recogniser (panel press, card drag, edge pop, dismiss drag, backdrop pan).
    let arena = GestureArena()
    /// Which finger or the mouse has the arena, and what the other fingers do.
    var touches = TouchRouting()
    /// Work due at clock times: the app's timers beside the engine's; run by `update()`.
    public let schedule = WorkSchedule()
    /// Tab, Shift+Tab, Enter, Space and arrows over the widgets of the top-most presentation, and its ring.
    public private(set) lazy var keyboardFocus = KeyboardFocus(container: self)

    /// Slows every animation down by this factor (10 for debugging); 1 is normal speed.
    public var slowMotion = 1.0 {
        didSet { slowMotion = max(1, slowMotion.isFinite ? slowMotion : 1) }
    }
    /// Panels drawn above everything (help, frame-time readout), front-most last.
    public var overlays: [Overlay] = []
    /// The surfaces of panels that recently left the screen, kept up to three frames' bytes so that the
    /// screen under a popped one comes back without being drawn again (`HiddenSurfaceCache`).
    public let hiddenSurfaces: HiddenSurfaceCache
    /// Panels' drawn chromes (background and shadow) by chrome and size, up to one frame's bytes, so a
    /// panel drawn again or a new one of a known size skips drawing its shadow (`ChromeCache`).
    public let chromes: ChromeCache
    /// The memory of panels' surfaces that went (released by hidden panels, chromes out of their cache),
    /// kept paged in up to 4.58 frames' bytes for the panels that come next (`SurfacePool`); stocked at
    /// launch.
    public let surfaces: SurfacePool
    /// The frame thread's text shaper, shared by every panel: a line of text in a font is shaped once (for
    /// layout, then drawing, then the next visit of its screen), up to `TextShaper.lineCapacity` lines.
    public let shaper = TextShaper()
    /// Where text widgets copy to and paste from: the system's, given by the host; memory until then.
    public var clipboard: any Clipboard = MemoryClipboard()
    /// The modifier keys held now, kept by the host: a press with Shift held extends a text selection.
    public var modifierKeys: KeyModifiers = []

    private var lastClock: Double
    weak var lastNotifiedScene: (any WhimScene)?

    /// A container of `size` logical units at `scale` device pixels per unit, drawing over `backdrop`.
    public init(size: Size, scale: Double = 1, clock: any Clock, backdrop: any Backdrop = GridBackdrop()) throws {
        let px = try Self.pixelSize(size, scale)
        self.size = size
        self.scale = scale
        self.clock = clock
        self.backdrop = backdrop
        self.lastClock = clock.now
        self.compositor = try Compositor(size: px)
        self.driver = TransitionDriver(pixelSize: px)
        self.hiddenSurfaces = HiddenSurfaceCache(budget: Self.hiddenSurfaceBudget(px))
        self.chromes = ChromeCache(budget: px.width * px.height * 4)
        self.surfaces = SurfacePool(budget: Self.surfacePoolBudget(px))
        chromes.surfaces = surfaces
        surfaces.stock(Self.surfaceStock(px))
        backdrop.resize(to: px, scale: scale)
        driver.layoutScene = { [unowned self] vc in self.layout(for: vc) }
        driver.onDestinationChange = { [unowned self] in self.updateMapInsets() }
        prepareFonts(Theme.standard.fonts)
    }

    /// Matches `fonts` on the calling thread's font map now, at the container's scale, so that the first
    /// frame showing text in one of them does not wait for fontconfig (about 0.8 ms a font and size, and
    /// threads Pango starts for it). The container prepares `Theme.standard.fonts` at launch; an app adds
    /// the other fonts its screens use. Call it on the thread that renders frames.
    public func prepareFonts(_ fonts: some Sequence<Font>) { Canvas.prepareFonts(fonts, scale: scale) }

    /// Three frames' bytes: room for the panels of the screen a pop or a dismiss comes back to, also past
    /// the screens of a short flow pushed over it (the demo's car rental: three steps and a ticket over
    /// Home). A 1080p window keeps at most about 25 MB of hidden surfaces, a 960×540 one about 6 MB.
    static func hiddenSurfaceBudget(_ px: PixelSize) -> Int { px.width * px.height * 4 * 3 }

    /// What the container's pool keeps at most: what it is stocked with at launch (`surfaceStock`), 4.58
    /// frames' bytes, about 38 MB at 1080p.
    static func surfacePoolBudget(_ px: PixelSize) -> Int { surfaceStock(px).reduce(0) { $0 + $1.count * $1.bytes } }

    /// Memory paged in at launch for the first screens' panels and their chromes' copies. A buffer serves
    /// surfaces from a quarter of its size up, so three sizes cover what screens show: two of a frame
    /// (fullscreen panels, the largest cards), six of 3/8 of one (cards: at 1080p from 102 px to 405 px
    /// tall; the demo's are 312–370) and four of 1/12 (bars: from 23 px to 90; the demo's are 78–82).
    /// Sizes the pool would not serve (under `SurfacePool.smallestPooled`, in small windows) are left out.
    static func surfaceStock(_ px: PixelSize) -> [(count: Int, bytes: Int)] {
        let frame = px.width * px.height * 4
        return [(2, frame), (6, frame / 8 * 3), (4, frame / 12)].filter { $0.bytes >= SurfacePool.smallestPooled }
    }

    private static func pixelSize(_ size: Size, _ scale: Double) throws -> PixelSize {
        guard size.width >= 1, size.height >= 1, size.width <= 32768, size.height <= 32768 else {
            throw ContainerError.invalidSize(width: size.width, height: size.height)
        }
        guard scale > 0, scale <= 16, scale.isFinite else { throw ContainerError.invalidScale(scale) }
        let px = PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        // About ten frame-sized buffers are kept (see the budgets above): the frame is bounded as they are.
        guard px.width <= maximumPixelSide, px.height <= maximumPixelSide, px.width * px.height <= maximumPixels else {
            throw ContainerError.invalidSize(width: Double(px.width), height: Double(px.height))
        }
        return px
    }

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
    /// it, each with its own transitions.
    public func setRoot(
        _ scene: any WhimScene, of layer: PresentationLayer = .base, animating transition: (any WhimSceneAnimatedTransitioning)? = nil
    ) {
        guard scene.relationship.parent == nil || scene.relationship.parent === self else { return }
        if let old = driver.root(of: layer), old !== scene { old.relationship.clearParent() }
        scene.relationship.setParent(responder: self)
        driver.setRoot(scene, of: layer, animating: transition)
    }

    /// Takes a presented layer off the screen at once and releases its root (the base layer stays).
    public func removeLayer(_ layer: PresentationLayer) {
        driver.removeLayer(layer)?.relationship.clearParent()
    }

    /// A request that came up the chain: the driver queues it.
    public func send(_ request: NavigationRequest) {
        driver.send(request)
    }

    // MARK: Size

    /// Resizes the container (a window resize). Sizes under 1×1 or absurdly large throw and leave
    /// everything as it was; a transition in flight finishes at once (its layouts belong to the old size).
    public func resize(to newSize: Size, scale newScale: Double? = nil) throws {
        let s = newScale ?? scale
        let px = try Self.pixelSize(newSize, s)
        try compositor.resize(to: px)
        size = newSize
        scale = s
        hiddenSurfaces.budget = Self.hiddenSurfaceBudget(px)
        chromes.budget = px.width * px.height * 4
        surfaces.budget = Self.surfacePoolBudget(px)
        backdrop.resize(to: px, scale: s)
        driver.resize(to: px)
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
        schedule.runDue(at: now)
        var animating = driver.advance(by: dt)
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

    /// Whether anything animates — a transition, a card, the backdrop (`Backdrop.isAnimating`): the host
    /// keeps drawing frames while true, and sleeps otherwise.
    public var isAnimating: Bool {
        driver.isAnimating || driver.displayed.map { cardIsAnimating(in: $0) } ?? false || backdrop.isAnimating || hasScrollMomentum
    }

    /// Composes the frame from cached surfaces and returns what changed.
    @discardableResult
    public func renderFrame() -> FrameDamage {
        backdrop.prepareFrame()
        let focusOverlay = keyboardFocus.prepareFrame()
        compositor.beginFrame()
        driver.forEachVisiblePart { part in
            let (panel, frame, opacity, clips) = (part.panel, part.frame, part.opacity, part.clips)
            guard let surface = drawnSurface(of: panel) else { return }
            if let color = panel.solidColor {
                // Its row is the colour made opaque: the colour's alpha goes into the opacity.
                let size = panel.pixelSize(scale: scale)
                compositor.add(
                    CompositeLayer(
                        surface: surface, origin: frame.origin, size: size, opacity: opacity * color.clamped.alpha,
                        clips: clips, opaqueRect: PixelRect(origin: frame.origin, size: size),
                        contentVersion: panel.renderCount))
                return
            }
            let opaque = panel.opaqueRect.map { r in r.pixelBounds(scale: scale).insetBy(1).offset(by: frame.origin) }
            compositor.add(
                CompositeLayer(
                    surface: surface, origin: frame.origin, opacity: opacity,
                    clips: clips, opaqueRect: opaque,
                    contentVersion: panel.renderCount, repeatedRows: panel.repeatedRows))
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
        driver.drain()
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
        if panel.hiddenSurfaces !== hiddenSurfaces {
            panel.hiddenSurfaces = hiddenSurfaces
            panel.chromes = chromes
            panel.surfaces = surfaces
            panel.shaper = shaper
        }
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

    /// Calls `body` for every visible part back to front (see `TransitionDriver.forEachVisiblePart`).
    func forEachVisiblePart(_ body: (VisiblePart) -> Void) {
        driver.forEachVisiblePart(body)
    }
}

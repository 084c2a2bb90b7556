import WhimGraphics

/// The unit of UI — what a UIViewController is on iOS. A scene shows one panel fullscreen, or a top panel
/// and a bottom panel over the map.
///
/// A panel draws itself (its chrome, then its widget tree, then `drawContent`) into its own cached surface,
/// and is redrawn only after `setNeedsDisplay()`; moving, fading or clipping it in a transition reuses the
/// cached pixels. Lifecycle callbacks (`willAppear`, `didAppear`, `willDisappear`, `didDisappear`) come
/// exactly once per transition, also when the transition is cancelled or reversed, in the order
/// `AppearanceState` allows.
open class Panel {
    /// The background and its shadow; decides the surface format and the opaque region. As a side panel
    /// the panel is drawn with the chrome's `sidePanelForm` (a bottom card floats), and reads it back here.
    public var chrome: PanelChrome {
        get { isSidePanel ? declaredChrome.sidePanelForm : declaredChrome }
        set {
            let old = chrome
            declaredChrome = newValue
            if chrome != old { setNeedsLayout() }
        }
    }
    /// The chrome the panel was given, whatever its form.
    private var declaredChrome: PanelChrome
    /// Whether the container shows this panel as a side panel (the desktop form of a bottom card, see
    /// `SidePanelLayout`): its chrome floats, and widgets that only mean something on a card that is
    /// dragged hide (the drag handle) or take the panel's fixed height (lists). Set by the container's layout.
    public internal(set) var isSidePanel = false { didSet { if isSidePanel != oldValue { setNeedsLayout() } } }
    /// Padding between the chrome's visible shape and the widgets.
    public var contentInsets: EdgeInsets { didSet { setNeedsLayout() } }
    /// The widget tree, laid out in the content rect.
    public var root: Widget? {
        didSet {
            oldValue?.owningPanel = nil
            root?.owningPanel = self
            setNeedsLayout()
        }
    }
    /// A name for tests, logs and the frame-time overlay.
    public var title: String
    /// Set on a bottom panel to make it a card with detents that can be dragged (nil: fixed height).
    public var card: BottomCardBehavior?

    /// The current size in logical units (set by the container's layout).
    public private(set) var size: Size = .zero
    /// Where the panel is in its appear/disappear cycle.
    public private(set) var appearance: AppearanceState = .disappeared
    /// Lifecycle events that were not legal in the state they arrived in (should stay 0; tests check it).
    public private(set) var lifecycleViolations = 0
    /// How many times the panel was drawn into its surface (tests and the overlay read it).
    public private(set) var renderCount = 0

    /// Whether the cached surface must be redrawn (all of it or a part) before it is next composited.
    public var needsDisplay: Bool { stale != .none }
    /// What of the cached surface is out of date.
    private var stale = Staleness.whole
    /// The part of the surface drawn the last time it was drawn, in device pixels: all of it, or the part a
    /// widget's change asked for (for tests and diagnostics).
    public private(set) var lastDrawnRect = PixelRect.zero
    private var needsLayout = true
    private var cache: Surface?
    private var cacheScale = 0.0
    /// The rows of the drawn surface that repeat the row above (its background between and below its
    /// content), found as it is drawn: the compositor reads a run of them from one row. Nil before the
    /// first drawing and for a ``solidColor``'s row.
    public private(set) var repeatedRows: RepeatedRows?
    /// Where the surface goes when the panel leaves the screen (set by the container that shows it): kept
    /// within the budget, else released.
    var hiddenSurfaces: HiddenSurfaceCache?
    /// Where drawn chromes are kept for the next panel of the same chrome and size (set with
    /// `hiddenSurfaces`).
    var chromes: ChromeCache?
    /// Where the panel's surfaces come from and their memory goes back to (set with `hiddenSurfaces`).
    var surfaces: SurfacePool?
    /// The text shaper of the thread that draws the panel, shared with its other panels (set with
    /// `hiddenSurfaces`; a panel laid out before has one of its own for layout).
    var shaper: TextShaper?
    private var focused: Widget?
    /// The keyboard focus ring on one of this panel's widgets (set by `KeyboardFocus`), drawn above it all.
    public internal(set) var focusRing: FocusRing? {
        didSet { setNeedsDisplay(in: [oldValue, focusRing].compactMap { $0?.rect(in: self) }.reduce(Rect.zero) { $0.union($1) }) }
    }
    /// The click count and modifiers of the press being handled (set by the container before the press).
    public var press = PressContext()
    /// Where the panel's text widgets copy to and paste from (the container's, given when it is shown).
    public var clipboard: (any Clipboard)?
    private var pointerCapture: Widget?
    /// Scroll views of this panel whose fling still moves (the container advances them each frame).
    var movingScrollViews: [ScrollView] = []
    private lazy var layoutContext: LayoutContext = {
        let context = LayoutContext(shaper: shaper)
        context.textScale = legibility.textScale
        return context
    }()
    /// How the reader needs text drawn (size, contrast), given by the container that lays the panel out:
    /// the panel measures and draws its text at its scale, in its colours. A change lays it out again.
    public var legibility = Legibility.standard {
        didSet {
            guard legibility != oldValue else { return }
            layoutContext.textScale = legibility.textScale
            if legibility.textScale != oldValue.textScale { root?.textScaleDidChange() }
            setNeedsLayout()
            legibilityDidChange(from: oldValue)
        }
    }

    /// A panel titled `title` (for tests and diagnostics), drawn with `chrome`, its content `contentInsets`
    /// inside the chrome; `root` is its widget tree (nil: override `drawContent(in:)`).
    public init(title: String = "", chrome: PanelChrome = .none, contentInsets: EdgeInsets = EdgeInsets(all: 16), root: Widget? = nil) {
        self.title = title
        self.declaredChrome = chrome
        self.contentInsets = contentInsets
        self.root = root
        root?.owningPanel = self
    }

    // MARK: Size

    /// The height this panel wants at a container width, for top and bottom parts: chrome margins,
    /// insets and the widget tree's fitting height. Subclasses may override.
    open func preferredHeight(forWidth width: Double) -> Double {
        let margins = chrome.shadowMargin
        let innerWidth = max(0, width - margins.horizontal - contentInsets.horizontal)
        let content = root?.sizeThatFits(Size(width: innerWidth, height: .infinity), in: layoutContext).height ?? 0
        return content + contentInsets.vertical + margins.vertical
    }

    /// The rect the widgets are laid out in, in panel coordinates.
    public var contentRect: Rect { chrome.shapeRect(in: size).inset(by: contentInsets) }

    /// Sets the size; a change means a new layout and a redraw.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        setNeedsLayout()
    }

    // MARK: Drawing

    /// Marks the whole cached surface stale; it is redrawn before the next frame that shows the panel.
    public func setNeedsDisplay() { stale = .whole }

    /// Marks the part of the cached surface under `rect` (panel coordinates) stale: before the next frame
    /// that shows the panel, the device pixels under it are drawn again (chrome, every widget and
    /// `drawContent`, clipped to them) and the rest is kept, so a pressed row or a switched segment does not
    /// redraw a whole card.
    public func setNeedsDisplay(in rect: Rect) {
        guard rect.isFinite else { return setNeedsDisplay() }
        switch stale {
        case .none: stale = .part(rect)
        case .part(let r): stale = .part(r.union(rect))
        case .whole: break
        }
    }

    /// Marks the layout stale (implies a redraw).
    public func setNeedsLayout() {
        needsLayout = true
        stale = .whole
    }

    /// Called after `legibility` changed (the panel is laid out again): a panel whose size was measured
    /// once from its content (a card's detents) measures again. The default does nothing.
    open func legibilityDidChange(from old: Legibility) {}

    /// Draws custom content above the widgets. Override for panels that draw without widgets.
    open func drawContent(in canvas: Canvas) {}

    /// Lays out the widget tree in the content rect if needed.
    public func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        if let root {
            root.frame = contentRect
            root.layout(in: layoutContext)
        }
    }

    /// One colour over the panel's whole rect and nothing else (a scrim), or nil (the default: the panel
    /// draws). Such a panel is never drawn: its surface is one row of the colour that repeats downwards
    /// (`Surface.repeatsRows`), and the container blends it at the colour's alpha times the layer's
    /// opacity — where a drawn surface would take a frame's memory at 1080p and a pass reading it on every frame.
    open var solidColor: Color? { nil }

    /// The panel's size in device pixels at `scale` (what its surface covers).
    public func pixelSize(scale: Double) -> PixelSize {
        PixelSize(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
    }

    /// Whether the panel has a surface drawn at its size and `scale`, up to date or not (none before its
    /// first drawing, or after a resize or its surface's release): what `WhimSceneContainer.prepare()` draws.
    func hasSurface(scale: Double) -> Bool {
        guard !size.isEmpty else { return false }
        return fittingCache(pixels: pixelSize(scale: scale), format: surfaceFormat, scale: scale) != nil
    }

    /// The format of the panel's surface: opaque chromes need no alpha.
    private var surfaceFormat: Surface.Format { chrome.isOpaque ? .rgb24 : .argb32 }

    /// The kept surface when it fits the panel as it is now, stale or not: for a ``solidColor`` its repeated
    /// row at the width, otherwise `pixels` in `format` drawn at `scale`.
    private func fittingCache(pixels: PixelSize, format: Surface.Format, scale: Double) -> Surface? {
        guard let cache else { return nil }
        if solidColor != nil { return cache.repeatsRows && cache.width == pixels.width ? cache : nil }
        let fits = cache.width == pixels.width && cache.height == pixels.height && cache.format == format && cacheScale == scale
        return fits ? cache : nil
    }

    /// The cached surface at `scale` device pixels per unit, redrawn only when stale — only the stale part
    /// when a widget asked for its own (for a panel of a ``solidColor``: its repeated row).
    public func renderedSurface(scale: Double = 1) -> Surface? {
        guard !size.isEmpty else { return nil }
        layoutIfNeeded()
        let pixels = pixelSize(scale: scale)
        let pixelWidth = pixels.width, pixelHeight = pixels.height
        let format = surfaceFormat
        if let color = solidColor {
            if let cache = fittingCache(pixels: pixels, format: format, scale: scale), !needsDisplay { return cache }
            guard let row = try? Surface(repeatingRowOf: color, width: pixelWidth) else { return nil }
            cache = row
            repeatedRows = nil
            cacheScale = scale
            stale = .none
            lastDrawnRect = row.bounds
            renderCount += 1
            return row
        }
        let key = ChromeCache.Key(chrome: chrome, size: size, width: pixelWidth, height: pixelHeight, scale: scale, format: format)
        if let cache = fittingCache(pixels: pixels, format: format, scale: scale) {
            switch stale {
            case .none:
                return cache
            case .part(let r):
                // Cut to the panel first: what lies outside it is not drawn, and huge rects stay in range.
                let part = r.intersection(Rect(origin: .zero, size: size)).map { $0.pixelBounds(scale: scale).intersection(cache.bounds) }
                if let part, !part.isEmpty { draw(into: cache, part: part, scale: scale, key: key) }
                stale = .none
                return cache
            case .whole:
                draw(into: cache, part: nil, scale: scale, key: key)
                return cache
            }
        }
        let surface: Surface
        if let cache, cache.width == pixelWidth, cache.height == pixelHeight, cache.format == format {
            surface = cache
        } else {
            // Not cleared here: the chrome's pixels are copied over all of it, or it is drawn over all of it or
            // cleared below.
            guard let s = try? Surface.make(width: pixelWidth, height: pixelHeight, format: format, pool: surfaces, cleared: false) else { return nil }
            surface = s
        }
        draw(into: surface, part: nil, scale: scale, key: key)
        return surface
    }

    /// Draws the chrome (copied from the chrome cache when it holds it), the widgets and `drawContent` into
    /// `surface`: all of it, or only the device pixels of `part` (clipped to them; what lies outside is kept).
    private func draw(into surface: Surface, part: PixelRect?, scale: Double, key: ChromeCache.Key) {
        let drawn = part ?? surface.bounds
        let copied = ChromeCache.keeps(chrome) && chromes?.copy(key, into: surface, in: drawn) == true
        let canvas = Canvas(surface, shaper: shaper)
        canvas.textScale = legibility.textScale
        canvas.colorSubstitutions = legibility.colorSubstitutions
        if part != nil { canvas.clip(to: CollectionOfOne(drawn)) }
        if !copied {
            if !chrome.coversEveryPixel(of: size, scale: scale) { canvas.clear(.clear) }
            canvas.scale(x: scale, y: scale)
            chrome.draw(in: canvas, size: size)
            // Only a whole chrome is worth keeping: a part was drawn over pixels kept from before.
            if part == nil, ChromeCache.keeps(chrome), let chromes {
                canvas.flush()
                chromes.keep(surface, for: key)
            }
        } else {
            canvas.scale(x: scale, y: scale)
        }
        root?.drawTree(in: canvas)
        drawContent(in: canvas)
        focusRing?.draw(in: canvas, panel: self)
        canvas.flush()
        // The rows drawn (and the row below them) compared again with the rows above; a new surface whole.
        if part != nil, cache === surface, repeatedRows?.surface == ObjectIdentifier(surface) {
            repeatedRows?.update(from: surface, rows: drawn.minY..<drawn.maxY)
        } else {
            repeatedRows = RepeatedRows(of: surface)
        }
        cache = surface
        cacheScale = scale
        stale = .none
        lastDrawnRect = drawn
        renderCount += 1
    }

    /// The part of the surface that is certainly opaque, in logical panel coordinates.
    public var opaqueRect: Rect? { chrome.opaqueRect(in: size) }

    // MARK: Input

    /// Whether a point in panel coordinates is on the panel: its visible shape for cards and bars,
    /// anywhere for fullscreen panels. Points in the shadow margin fall through to the map.
    open func hitTest(_ p: Point) -> Bool {
        if case .none = chrome { return root?.target(at: p) != nil }
        return chrome.shapeRect(in: size).contains(p)
    }

    /// Handles an event in panel coordinates: pointer events go to the widget under the pointer (which
    /// keeps the pointer until release), keys and text go to the focused widget. Returns whether it was used.
    open func handle(_ event: InputEvent) -> Bool {
        layoutIfNeeded()
        switch event {
        case let .pointerDown(p, _):
            let target = root?.target(at: p)
            if let target, target.acceptsFocus { focus(target) } else { focus(nil) }
            pointerCapture = target
            return target?.handle(event) ?? hitTest(p)
        case .pointerMove, .pointerUp:
            guard let captured = pointerCapture else { return false }
            if case .pointerUp = event { pointerCapture = nil }
            return captured.handle(event)
        case .wheel(let p, _, _):
            var w = root?.target(at: p)
            while let current = w {
                if current.handle(event) { return true }
                w = current.parent
            }
            return hitTest(p)
        case .key, .text, .composition:
            return focused?.handle(event) ?? false
        }
    }

    /// Gives keyboard focus to a widget (nil clears it).
    public func focus(_ widget: Widget?) {
        guard widget !== focused else { return }
        focused?.focusDidEnd()
        focused = widget
        setNeedsDisplay()
    }

    /// The widget with keyboard focus.
    public var focusedWidget: Widget? { focused }

    /// Whether a pointer press is in progress on one of this panel's widgets.
    public var hasPointerCapture: Bool { pointerCapture != nil }

    /// Whether the press in progress is on a widget that takes a long press (`Widget.acceptsLongPress`).
    public var hasPointerCaptureAcceptingLongPress: Bool { pointerCapture?.acceptsLongPress ?? false }

    /// Whether the press in progress is on a widget that scrolls with drags (a card drag must not steal it).
    public var hasPointerCaptureOnScrollable: Bool { pointerCapture?.scrollsWithDrag ?? false }

    /// The scroll view the press in progress is in (the pressed widget or the nearest around it) when its
    /// drags may be shared with a card or sheet (`ScrollView.handsDragsToCard`); nil otherwise. Class
    /// casts, not a protocol's.
    public var capturedScrollView: ScrollView? {
        var widget = pointerCapture
        while let current = widget {
            if let view = current as? ScrollView { return view.handsDragsToCard ? view : nil }
            widget = current.parent
        }
        return nil
    }

    /// Ends any press in progress without activating it (the container calls this when a drag turns into
    /// a gesture of its own, such as dragging the card).
    public func cancelPointer() {
        if let captured = pointerCapture { _ = captured.handle(.pointerUp(Point(x: -.infinity, y: -.infinity), .primary)) }
        pointerCapture = nil
    }

    // MARK: Lifecycle

    /// Delivers a lifecycle event: updates `appearance` and calls the matching hook. Illegal events
    /// (e.g. didAppear without willAppear) are counted in `lifecycleViolations` and not delivered.
    public func deliver(_ event: LifecycleEvent) {
        guard event.isLegal(from: appearance) else {
            lifecycleViolations += 1
            return
        }
        appearance = event.target
        switch event {
        case .willAppear:
            hiddenSurfaces?.forget(self)
            willAppear()
        case .didAppear: didAppear()
        case .willDisappear: willDisappear()
        case .didDisappear:
            if cache != nil, let hiddenSurfaces, hiddenSurfaces.keep(self, bytes: cachedSurfaceBytes) {
                // Kept for a quick return while the budget allows.
            } else {
                releaseCachedSurface()
            }
            didDisappear()
        }
    }

    /// Whether the panel holds drawn pixels (a panel off screen holds none, unless its container's
    /// `HiddenSurfaceCache` keeps it within its budget).
    public var hasCachedSurface: Bool { cache != nil }

    /// The bytes of the drawn surface the panel holds (0 when it holds none).
    public var cachedSurfaceBytes: Int { cache.map { $0.stride * $0.height } ?? 0 }

    /// Forgets the drawn pixels of a panel that left the screen: a hidden panel (under a stack, in a kept
    /// tab or switch child) would otherwise keep a surface of the largest window it was last drawn in.
    /// The next `renderedSurface` draws it again.
    func releaseCachedSurface() {
        cache = nil
        repeatedRows = nil
        cacheScale = 0
        stale = .whole
    }

    /// Starts leaving the screen unless already leaving or gone (willDisappear at most once per cycle).
    public func beginDisappearing() {
        if appearance == .appearing || appearance == .appeared { deliver(.willDisappear) }
    }

    /// Starts coming on screen unless already coming or there (willAppear at most once per cycle).
    public func beginAppearing() {
        if appearance == .disappearing || appearance == .disappeared { deliver(.willAppear) }
    }

    /// Completes leaving: willDisappear if not yet sent, then didDisappear.
    public func endDisappearing() {
        beginDisappearing()
        if appearance == .disappearing { deliver(.didDisappear) }
    }

    /// Completes arriving: willAppear if not yet sent, then didAppear.
    public func endAppearing() {
        beginAppearing()
        if appearance == .appearing { deliver(.didAppear) }
    }

    /// Called when the panel is about to come on screen.
    open func willAppear() {}
    /// Called when the panel is on screen and its transition has finished.
    open func didAppear() {}
    /// Called when the panel is about to leave the screen (also when an appearing transition is cancelled).
    open func willDisappear() {}
    /// Called when the panel has left the screen.
    open func didDisappear() {}
}

extension Panel {
    /// What of a panel's cached surface is out of date.
    enum Staleness: Equatable {
        /// Nothing: the surface shows the panel as it is.
        case none
        /// The device pixels under this rect (panel coordinates).
        case part(Rect)
        /// All of it.
        case whole
    }
}

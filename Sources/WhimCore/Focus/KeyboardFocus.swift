import WhimGraphics

/// Keyboard focus over the top-most presentation: Tab and Shift+Tab move through its focusable widgets in
/// reading order (the top panel, the map between the panels, the bottom card — or the sheet, alert or
/// drawer on top, which traps focus until it closes); Enter and Space activate; arrows move within lists
/// and segmented controls, and pan the map (`+`/`-` zoom it, Enter activates the marker nearest the
/// centre). A pushed or presented screen starts at its first stop; going back to a screen returns focus
/// to where it was there (for a closed sheet: the widget that opened it); switching tabs keeps focus on the
/// same control (the tab switcher). Widgets are remembered by object, identifier and index path, so a
/// rebuilt widget tree keeps its focus.
///
/// The ring shows once a key is used and hides at the next pointer press; the first key after it was
/// hidden shows where focus is without acting. A focused text field keeps its own keys; Tab leaves it.
/// `elements()` gives the same order as values a screen-reader bridge can read.
public final class KeyboardFocus {
    /// How far one arrow key pans the map, as a part of the gap between the panels.
    static let mapPanFraction = 0.2

    unowned let container: WhimSceneContainer
    /// The ring's colour.
    public var ringColor = Theme.standard.accent {
        didSet {
            mapRing.color = ringColor
            ringPanel?.focusRing?.color = ringColor
        }
    }
    /// The map's ring follows the container's legibility (a thicker ring in high contrast).
    func legibilityDidChange(to legibility: Legibility) { mapRing.legibility = legibility }

    /// Whether the ring is shown: from the first key that uses focus to the next pointer press.
    public private(set) var isRingVisible = false
    /// Called with the focused element (container coordinates) whenever focus moves to another stop.
    public var onFocusChange: ((AccessibleElement?) -> Void)?

    /// The focused stop of the scope, as remembered.
    private var current: FocusMemory?
    /// The scene whose panels hold the stops now.
    private weak var scopeScene: (any WhimScene)?
    /// Where focus was on the scenes left for a pushed or presented one, by scene.
    private var remembered: [ObjectIdentifier: SceneFocus] = [:]
    /// The panel drawing the ring now.
    private weak var ringPanel: Panel?
    /// Whether the map's ring is shown.
    private var ringsMap = false
    private let mapRing: MapFocusRingPanel
    /// Set when Space was used: the space the same key press types next is not text.
    private var swallowsTypedSpace = false

    init(container: WhimSceneContainer) {
        self.container = container
        mapRing = MapFocusRingPanel(color: Theme.standard.accent)
    }

    // MARK: Scope and order

    /// The deepest visible scene: the top presented scene (sheet, alert, drawer) when there is one.
    private var visibleLeaf: (any WhimScene)? {
        var leaf = container.rootScene
        while let child = leaf?.visibleChild { leaf = child }
        return leaf
    }

    /// The panels whose widgets take focus, top first.
    private var scopePanels: [Panel] { visibleLeaf?.viewController.panels ?? [] }

    /// The focusable stops of the top-most presentation, in reading order.
    public var stops: [FocusStop] {
        followScreen()
        return order(focusableOnly: true).map(\.stop)
    }

    /// Every element of the top-most presentation in reading order, in container coordinates, the
    /// focused one marked `.focused`: what a screen reader reads of the screen.
    public func elements() -> [AccessibleElement] {
        followScreen()
        let entries = order(focusableOnly: false)
        let focusedStop = focused
        return entries.map { entry in
            var e = entry.element
            if let focusedStop, entry.stop.isSame(as: focusedStop) { e.states.insert(.focused) }
            return e
        }
    }

    /// The top-most presentation: the scene whose elements `elements()` gives and whose stops Tab visits.
    public var scope: (any WhimScene)? { visibleLeaf }

    /// The elements of `scene`'s panels in reading order, in container coordinates (a screen under a sheet,
    /// for a screen reader's view of every scene on show); those of the scope are `elements()`.
    public func elements(of scene: any WhimScene) -> [AccessibleElement] {
        scene === visibleLeaf ? elements() : order(of: scene, focusableOnly: false).map(\.element)
    }

    /// The stop of the `index`th element of `elements()`, nil when that element takes no focus.
    public func stop(atElement index: Int) -> FocusStop? {
        let entries = order(focusableOnly: false)
        guard entries.indices.contains(index), entries[index].element.states.contains(.focusable) else { return nil }
        return entries[index].stop
    }

    /// The stop with focus, nil when the presentation has none.
    public var focused: FocusStop? {
        let stops = stops
        return currentIndex(in: stops).map { stops[$0] }
    }

    /// The focused element (container coordinates), nil when nothing is focused.
    public var focusedElement: AccessibleElement? {
        guard let focusedStop = focused else { return nil }
        guard var e = order(focusableOnly: true).first(where: { $0.stop.isSame(as: focusedStop) })?.element else { return nil }
        e.states.insert(.focused)
        return e
    }

    /// The stops and their elements in reading order: the top panel's widgets, the map when the screen
    /// shows it between its panels, then the bottom card's; or the one panel of a fullscreen screen.
    private func order(focusableOnly: Bool) -> [(stop: FocusStop, element: AccessibleElement)] {
        guard let leaf = visibleLeaf else { return [] }
        return order(of: leaf, focusableOnly: focusableOnly)
    }

    private func order(of leaf: any WhimScene, focusableOnly: Bool) -> [(stop: FocusStop, element: AccessibleElement)] {
        let vc = leaf.viewController
        var result: [(FocusStop, AccessibleElement)] = []
        for (i, panel) in vc.panels.enumerated() {
            if i == 1, showsMapStop(vc) { result.append((.map, mapElement(withChildren: !focusableOnly))) }
            panel.layoutIfNeeded()
            guard let root = panel.root else { continue }
            let origin = container.frame(of: panel).map { Point(x: Double($0.x) / container.scale, y: Double($0.y) / container.scale) } ?? .zero
            collect(root, in: panel, origin: origin, focusableOnly: focusableOnly, into: &result)
        }
        return result
    }

    private func collect(_ widget: Widget, in panel: Panel, origin: Point, focusableOnly: Bool,
                         into result: inout [(FocusStop, AccessibleElement)]) {
        guard !widget.isHidden else { return }
        if let e = widget.accessibleElement, !focusableOnly || e.states.contains(.focusable) {
            result.append((.widget(widget, in: panel), e.offsetBy(dx: origin.x, dy: origin.y)))
        }
        for child in widget.children { collect(child, in: panel, origin: origin, focusableOnly: focusableOnly, into: &result) }
    }

    /// Whether the map is a stop: the screen in the base layer shows it between a top panel and a card.
    private func showsMapStop(_ vc: WhimSceneViewController) -> Bool {
        !vc.isFullscreen && container.backdrop.isKeyboardFocusable && container.destination == vc
    }

    /// The gap between the panels, in container units.
    private var mapRect: Rect { Rect(size: container.size).inset(by: container.visibleMapInsets) }

    /// The map's element; with its children (what it shows) only for those who read them, not for moving focus.
    private func mapElement(withChildren: Bool) -> AccessibleElement {
        let rect = mapRect
        return AccessibleElement(role: .map, name: "Map", states: [.focusable, .enabled, .visible], frame: rect,
                                 children: withChildren ? container.backdrop.accessibleChildren(within: rect) : [])
    }

    /// The index of the focused stop in `stops`: the remembered one, else the first.
    private func currentIndex(in stops: [FocusStop]) -> Int? {
        guard !stops.isEmpty else { return nil }
        return current?.resolve(in: stops, panels: scopePanels) ?? 0
    }

    // MARK: Keys

    /// Handles a key (no Control, Alt or Meta held) for the focused stop. Returns whether it was used.
    func handle(_ event: InputEvent) -> Bool {
        guard case let .key(key, modifiers) = event, modifiers.isDisjoint(with: [.control, .alt, .meta]) else { return false }
        let stops = stops
        guard !stops.isEmpty else { return false }
        followTyping(in: stops)
        let index = currentIndex(in: stops) ?? 0
        let isNavigation: Bool
        switch key {
        case .tab, .enter, .space, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown: isNavigation = true
        case .function(10): isNavigation = modifiers.contains(.shift)
        case let .character(c): isNavigation = "+=-".contains(c) && { if case .map = stops[index] { return true } else { return false } }()
        default: isNavigation = false
        }
        guard isNavigation else { return false }
        if case let .widget(widget, panel) = stops[index], panel.focusedWidget === widget, key != .tab {
            return false  // a field being typed in keeps its keys
        }
        if key == .space { swallowsTypedSpace = true }
        if !isRingVisible {
            // The first key shows where focus is.
            isRingVisible = true
            focus(at: index, in: stops)
            return true
        }
        if key == .tab {
            let n = stops.count
            focus(at: modifiers.contains(.shift) ? (index + n - 1) % n : (index + 1) % n, in: stops)
            return true
        }
        switch stops[index] {
        case .map:
            return handleMapKey(key)
        case let .widget(widget, panel):
            if widget.acceptsFocus, key == .enter || key == .space {
                beginTyping(widget, in: panel)
                return true
            }
            let used = widget.handleFocusedKey(key, modifiers) || widget.handleFocusedKeyInScrollViews(key)
            if used { onFocusChange?(focusedElement) }
            return used
        }
    }

    /// Whether `event` is the text typed by a Space that was used as a key (the host sends the key, then
    /// its text): it is dropped, so a field that the activation focused does not get a space.
    func takesTypedSpace(_ event: InputEvent) -> Bool {
        defer { swallowsTypedSpace = false }
        return swallowsTypedSpace && event == .text(" ")
    }

    /// Moves focus to `stop` if it is one of the stops now, showing the ring.
    public func focus(_ stop: FocusStop) {
        let stops = stops
        guard let i = stops.firstIndex(where: { $0.isSame(as: stop) }) else { return }
        isRingVisible = true
        focus(at: i, in: stops)
    }

    private func focus(at index: Int, in stops: [FocusStop]) {
        let stop = stops[index]
        current = memory(of: stop, at: index)
        for panel in scopePanels where panel.focusedWidget != nil && panel.focusedWidget !== stop.widget { panel.focus(nil) }
        if isRingVisible, case let .widget(widget, panel) = stop, widget.acceptsFocus { beginTyping(widget, in: panel) }
        stop.widget?.scrollIntoView()
        updateRing()
        onFocusChange?(focusedElement)
    }

    private func memory(of stop: FocusStop, at index: Int) -> FocusMemory {
        let panels = scopePanels
        let panelIndex: Int
        switch stop {
        case let .widget(_, panel): panelIndex = panels.firstIndex { $0 === panel } ?? 0
        case .map: panelIndex = 1
        }
        return FocusMemory(stop, index: index, panelIndex: panelIndex)
    }

    private func beginTyping(_ widget: Widget, in panel: Panel) {
        guard panel.focusedWidget !== widget else { return }
        if let field = widget as? TextField { field.beginEditing() } else { panel.focus(widget) }
    }

    /// A field the pointer focused is where Tab goes on from.
    private func followTyping(in stops: [FocusStop]) {
        guard let typing = scopePanels.lazy.compactMap(\.focusedWidget).first,
              let i = stops.firstIndex(where: { $0.widget === typing }), currentIndex(in: stops) != i else { return }
        current = memory(of: stops[i], at: i)
        updateRing()
    }

    private func handleMapKey(_ key: Key) -> Bool {
        let gap = mapRect
        let step = max(40, Self.mapPanFraction * min(gap.width, gap.height)).rounded()
        let backdrop = container.backdrop, now = container.time
        func pan(_ dx: Double, _ dy: Double) -> Bool {
            _ = backdrop.handle(.pan(dx: dx, dy: dy), at: now)
            _ = backdrop.handle(.panEnded(velocity: .zero), at: now)
            return true
        }
        let centre = Point(x: gap.midX, y: gap.midY)
        switch key {
        case .left: return pan(step, 0)
        case .right: return pan(-step, 0)
        case .up: return pan(0, step)
        case .down: return pan(0, -step)
        case .character("+"), .character("="): return backdrop.handle(.zoom(levels: 1, around: centre), at: now)
        case .character("-"): return backdrop.handle(.zoom(levels: -1, around: centre), at: now)
        case .enter, .space:
            if let target = backdrop.activationPoint(nearest: centre, within: gap) { _ = backdrop.handle(.tap(target), at: now) }
            return true
        default: return false
        }
    }

    // MARK: Screens coming and going

    /// Follows the screen: when the top-most presentation is another scene than last time (a push, a pop,
    /// a sheet, a tab), focus is remembered for the scene left and restored on the scene shown, or starts
    /// at its first stop — after a switch of tabs, at the same place as on the tab left (the switcher that
    /// switched them) — and a field the app focused keeps it. Called before each frame and each key; a
    /// walk down the visible scenes when nothing changed.
    func followScreen() {
        let leaf = visibleLeaf
        guard leaf !== scopeScene else { return }
        if let old = scopeScene, let current { remembered[ObjectIdentifier(old)] = SceneFocus(scene: old, focus: current) }
        remembered = remembered.filter { $0.value.scene != nil }
        let carried = leaf.flatMap { new in scopeScene.flatMap { Self.areTabs(new, $0) ? current?.carriedOver : nil } }
        scopeScene = leaf
        current = carried
        if let leaf, let back = remembered.removeValue(forKey: ObjectIdentifier(leaf)), back.scene === leaf { current = back.focus }
        let stops = order(focusableOnly: true).map(\.stop)
        followTyping(in: stops)
        if isRingVisible, let i = currentIndex(in: stops), case let .widget(widget, panel) = stops[i], widget.acceptsFocus {
            beginTyping(widget, in: panel)
        }
        updateRing()
        if let onFocusChange { onFocusChange(focusedElement) }
    }

    /// Whether two scenes are in sibling tabs: their nearest common ancestor is a tab scene.
    private static func areTabs(_ a: any WhimScene, _ b: any WhimScene) -> Bool {
        var ancestors: [ObjectIdentifier] = []
        var s = a.relationship.parentScene
        while let scene = s {
            ancestors.append(ObjectIdentifier(scene))
            s = scene.relationship.parentScene
        }
        s = b.relationship.parentScene
        while let scene = s {
            if ancestors.contains(ObjectIdentifier(scene)) { return scene is WhimTabScene }
            s = scene.relationship.parentScene
        }
        return false
    }

    /// A pointer press: the ring hides until the next key.
    func pointerPressed() {
        swallowsTypedSpace = false
        guard isRingVisible else { return }
        isRingVisible = false
        updateRing()
    }

    // MARK: Ring

    /// Puts the ring on the focused stop's panel (or over the map) and takes it off where it was.
    private func updateRing() {
        let stop = isRingVisible ? focused : nil
        let widget = stop?.widget
        let panel: Panel? = if case let .widget(_, p)? = stop { p } else { nil }
        if let old = ringPanel, old !== panel { old.focusRing = nil }
        if let panel, let widget, panel.focusRing?.widget !== widget { panel.focusRing = FocusRing(around: widget, color: ringColor) }
        ringPanel = panel
        ringsMap = if case .map? = stop { true } else { false }
    }

    /// Before a frame: follows the screen, moves the ring to the widget that took the focused one's place
    /// when its panel rebuilt its tree, and returns the map's ring as an overlay over the gap between the
    /// panels while the map has focus and the ring shows.
    func prepareFrame() -> Overlay? {
        followScreen()
        if let panel = ringPanel, panel.focusRing?.widget.map({ $0.panel !== panel || $0.isHiddenInTree }) ?? true { updateRing() }
        return mapRingOverlay
    }

    private var mapRingOverlay: Overlay? {
        guard ringsMap else { return nil }
        let r = mapRect
        guard r.width > 4 * FocusRing.width, r.height > 4 * FocusRing.width else { return nil }
        return Overlay(panel: mapRing, frame: r)
    }
}

/// Where focus was on a scene that another covered.
private struct SceneFocus {
    weak var scene: (any WhimScene)?
    var focus: FocusMemory
}

import WhimGraphics

/// Where input goes. A pointer sequence goes to the gesture arena — the panel under the pointer where it is
/// drawn right now (also mid-transition), a card drag, an edge pop, a dismiss drag, or the backdrop, which
/// hears only what the arena recognised (`BackdropGesture`); a move with no sequence under way goes
/// nowhere. The wheel goes to the panel under the pointer, else zooms the backdrop. A press ends keyboard
/// focus in every other panel. Keys go to the focused widget; Esc leaves it first, and goes back when
/// nothing focused takes it.
final class InputRouter {
    /// Gives each pointer sequence to one recogniser (panel press, card drag, edge pop, dismiss drag, backdrop pan).
    let arena = GestureArena()
    /// Which finger or the mouse has the arena, and what the other fingers do.
    var touches = TouchRouting()
    /// The container the events arrive at: its parts on screen, its backdrop and its scenes.
    unowned let container: WhimSceneContainer

    init(container: WhimSceneContainer) {
        self.container = container
    }

    /// Zoom levels one wheel step over the backdrop asks for.
    static let wheelZoomLevels = 0.5

    /// Routes an input event (logical container coordinates). Events are validated first: non-finite
    /// coordinates are dropped, huge ones clamped (`InputEvent.sanitized()`). Returns whether anything used
    /// the event. A press, the wheel and keys meet the screen as the requests made so far left it (they are
    /// applied first); moves and releases go to the recogniser that holds the sequence as they are.
    @discardableResult
    func handle(_ event: InputEvent) -> Bool {
        guard let event = event.sanitized() else { return false }
        // The mouse's presses, moves and releases wait while a finger has the arena (see `TouchRouting`).
        guard touches.admitsMouse(event) else { return false }
        let now = container.time
        switch event {
        case let .pointerDown(p, button):
            container.applyRequests()
            endFocus(outside: container.panel(at: p)?.0)
            container.keyboardFocus.pointerPressed()
            return arena.pointerDown(at: p, time: now, button: button, candidates: candidates(at: p), fallback: panelPress(at: p, button: button))
        case let .pointerMove(p):
            guard arena.isTracking else { return false }
            arena.holdElapsed(to: now)
            return arena.pointerMove(to: p, time: now)
        case let .pointerUp(p, _):
            guard arena.isTracking else { return false }
            arena.holdElapsed(to: now)
            return arena.pointerUp(at: p, time: now)
        case let .wheel(p, dx, dy):
            container.applyRequests()
            if let (panel, frame) = container.panel(at: p) {
                return panel.handle(.wheel(container.local(p, in: frame), dx: dx, dy: dy))
            }
            guard dy != 0 else { return false }
            return container.backdrop.handle(.zoom(levels: dy * Self.wheelZoomLevels, around: p), at: now)
        case .key(.escape, _):
            container.applyRequests()
            if let focused = focusedPanel(), focused.handle(event) { return true }
            return container.goBack()
        case .key, .text, .composition:
            container.applyRequests()
            if container.keyboardFocus.takesTypedSpace(event) { return true }
            if focusedPanel()?.handle(event) == true { return true }
            return container.keyboardFocus.handle(event)
        }
    }

    /// The recognisers that compete for a press at `p`, in priority order.
    private func candidates(at p: Point) -> [any GestureRecognizer] {
        var list: [any GestureRecognizer] = []
        for scene in container.visibleScenePath() {
            // A class cast: a cast to a protocol searches every conformance in the process the first
            // time it meets each scene type, on the frame of a tap.
            if let presenting = scene as? WhimPresentingScene { list += presenting.recognizers(at: p, in: container) }
        }
        if p.x <= GestureArena.edgeZone, !container.isTransitioning, let stack = container.poppableStack() {
            list.append(EdgePopRecognizer(container: container, stack: stack))
        }
        if let (panel, _) = container.panel(at: p) {
            list.append(DismissDragRecognizer(container: container, panel: panel))
            list.append(CardDragRecognizer(container: container, panel: panel))
        } else {
            list.append(BackdropPanRecognizer(container: container))
        }
        return list
    }

    private func panelPress(at p: Point, button: PointerButton) -> (any GestureRecognizer)? {
        container.panel(at: p).map { PanelPressRecognizer(container: container, panel: $0.0, button: button) }
    }

    /// Whether a widget on screen has keyboard focus (a text field is being typed into): then letter keys
    /// are typing, not shortcuts.
    var hasKeyboardFocus: Bool { focusedPanel() != nil }

    /// Ends keyboard focus in every panel on screen but `pressed`: a press anywhere else — another panel,
    /// the map — leaves a focused field, so focus can always be left with the pointer.
    private func endFocus(outside pressed: Panel?) {
        for part in container.visibleParts() where part.panel !== pressed && part.panel.focusedWidget != nil { part.panel.focus(nil) }
    }

    /// The front-most panel on screen with a focused widget: a sheet's text field gets the keys before the
    /// screen's under it.
    func focusedPanel() -> Panel? {
        container.visibleParts().reversed().lazy.map(\.panel).first { $0.focusedWidget != nil }
    }
}

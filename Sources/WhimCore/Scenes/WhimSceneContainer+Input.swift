import WhimGraphics

extension WhimSceneContainer {
    /// Zoom levels one wheel step over the backdrop asks for.
    static let wheelZoomLevels = 0.5

    /// Routes an input event (logical container coordinates). Events are validated first: non-finite
    /// coordinates are dropped, huge ones clamped (`InputEvent.sanitized()`). A pointer sequence goes to the
    /// gesture arena — the panel under the pointer where it is drawn right now (also mid-transition), a card
    /// drag, an edge pop, a dismiss drag, or the backdrop, which hears only what the arena recognised
    /// (`BackdropGesture`); a move with no sequence under way goes nowhere. The wheel goes to the panel under
    /// the pointer, else zooms the backdrop. A press ends keyboard focus in every other panel. Esc leaves a focused widget first, and goes back when nothing focused takes it. Returns whether anything used the event.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        guard let event = event.sanitized() else { return false }
        applyRequests()
        let now = time
        switch event {
        case let .pointerDown(p, button):
            endFocus(outside: panel(at: p)?.0)
            return arena.pointerDown(at: p, time: now, candidates: candidates(at: p), fallback: panelPress(at: p, button: button))
        case let .pointerMove(p):
            guard arena.isTracking else { return false }
            arena.holdElapsed(to: now)
            return arena.pointerMove(to: p, time: now)
        case let .pointerUp(p, _):
            guard arena.isTracking else { return false }
            arena.holdElapsed(to: now)
            return arena.pointerUp(at: p, time: now)
        case let .wheel(p, dx, dy):
            if let (panel, frame) = panel(at: p) {
                return panel.handle(.wheel(local(p, in: frame), dx: dx, dy: dy))
            }
            guard dy != 0 else { return false }
            return backdrop.handle(.zoom(levels: dy * Self.wheelZoomLevels, around: p), at: now)
        case .key(.escape, _):
            if let focused = focusedPanel(), focused.handle(event) { return true }
            return goBack()
        case .key, .text:
            return focusedPanel()?.handle(event) ?? false
        }
    }

    /// The recognisers that compete for a press at `p`, in priority order.
    private func candidates(at p: Point) -> [any GestureRecognizer] {
        var list: [any GestureRecognizer] = []
        for scene in visibleScenePath() {
            // A class cast: a cast to a protocol searches every conformance in the process the first
            // time it meets each scene type, on the frame of a tap.
            if let presenting = scene as? WhimPresentingScene { list += presenting.recognizers(at: p, in: self) }
        }
        if p.x <= GestureArena.edgeZone, !isTransitioning, let stack = poppableStack() {
            list.append(EdgePopRecognizer(container: self, stack: stack))
        }
        if let (panel, _) = panel(at: p) {
            list.append(DismissDragRecognizer(container: self, panel: panel))
            list.append(CardDragRecognizer(container: self, panel: panel))
        } else {
            list.append(BackdropPanRecognizer(container: self))
        }
        return list
    }

    private func panelPress(at p: Point, button: PointerButton) -> (any GestureRecognizer)? {
        panel(at: p).map { PanelPressRecognizer(container: self, panel: $0.0, button: button) }
    }

    /// Goes back one step from the root (see `WhimScene.goBack()`). Returns whether anything happened.
    @discardableResult
    public func goBack() -> Bool { rootScene?.goBack() ?? false }

    /// The scenes from the root down to the visible leaf.
    public func visibleScenePath() -> [any WhimScene] { rootScene?.visiblePath ?? [] }

    /// The deepest visible stack with more than its root.
    func poppableStack() -> WhimSceneNavigationStack? { rootScene?.poppableStack }

    /// The deepest visible scene that can be dismissed.
    func dismissableScene() -> (any WhimDismissableScene)? { rootScene?.dismissableScene }

    /// The front-most panel under `p` where it is drawn now (respecting circular clips and opacity), and its frame.
    public func panel(at p: Point) -> (Panel, PixelRect)? {
        guard p.x.isFinite, p.y.isFinite else { return nil }
        let dp = Point(x: p.x * scale, y: p.y * scale)
        var hit: (Panel, PixelRect)?
        forEachVisiblePart { part in
            let frame = part.frame
            // Compared as Doubles: no conversion to Int, so no point is too far to test.
            guard part.opacity > 0.05, dp.x >= Double(frame.minX), dp.x < Double(frame.maxX), dp.y >= Double(frame.minY), dp.y < Double(frame.maxY)
            else { return }
            if !part.clips.reveals(dp) { return }
            if part.panel.hitTest(local(p, in: frame)) { hit = (part.panel, frame) }
        }
        return hit
    }

    /// Where a widget is drawn now, in container device pixels — e.g. the origin of a circular reveal
    /// from the button that was pressed. Nil when its panel is not on screen.
    public func rectInContainerPixels(of widget: Widget) -> Rect? {
        guard let panel = widget.panel, let frame = frame(of: panel) else { return nil }
        let f = widget.frame
        return Rect(x: Double(frame.x) + f.x * scale, y: Double(frame.y) + f.y * scale, width: f.width * scale, height: f.height * scale)
    }

    /// Where a panel is drawn now.
    func frame(of panel: Panel) -> PixelRect? {
        var found: PixelRect?
        forEachVisiblePart { part in if part.panel === panel { found = part.frame } }
        return found
    }

    /// A point in a panel's coordinates as a container point (logical), given the panel's frame in device pixels.
    public func containerPoint(_ p: Point, inPanelFrame frame: PixelRect) -> Point {
        Point(x: (Double(frame.x) + p.x * scale) / scale, y: (Double(frame.y) + p.y * scale) / scale)
    }

    /// A container point in a panel's coordinates, given the panel's frame in device pixels.
    func local(_ p: Point, in frame: PixelRect) -> Point {
        Point(x: (p.x * scale - Double(frame.x)) / scale, y: (p.y * scale - Double(frame.y)) / scale)
    }

    /// Whether a widget on screen has keyboard focus (a text field is being typed into): then letter keys
    /// are typing, not shortcuts.
    public var hasKeyboardFocus: Bool { focusedPanel() != nil }

    /// Ends keyboard focus in every panel on screen but `pressed`: a press anywhere else — another panel,
    /// the map — leaves a focused field, so focus can always be left with the pointer.
    private func endFocus(outside pressed: Panel?) {
        for part in visibleParts() where part.panel !== pressed && part.panel.focusedWidget != nil { part.panel.focus(nil) }
    }

    /// The front-most panel on screen with a focused widget: a sheet's text field gets the keys before the
    /// screen's under it.
    private func focusedPanel() -> Panel? {
        visibleParts().reversed().lazy.map(\.panel).first { $0.focusedWidget != nil }
    }
}

import WhimGraphics

extension WhimSceneContainer {
    /// Points a press must travel before it becomes a drag.
    static let dragSlop = 8.0
    /// Width of the left-edge zone where a horizontal drag pops.
    static let edgeZone = 24.0

    /// Routes an input event (logical container coordinates): an interactive drag in progress, else the
    /// panel under the pointer where it is drawn right now (also mid-transition), else the map. Esc goes
    /// back when nothing focused takes it. Returns whether anything used the event.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        let now = driver.time
        switch event {
        case let .pointerDown(p, _):
            tracker = VelocityTracker()
            tracker.add(p, at: now)
            if let (panel, frame) = panel(at: p) {
                _ = panel.handle(.pointerDown(local(p, in: frame), .primary))
                gesture = .panel(panel, start: p, edgeCandidate: p.x <= Self.edgeZone && poppableStack() != nil && !isTransitioning)
                return true
            }
            if p.x <= Self.edgeZone, !isTransitioning, poppableStack() != nil {
                // Decide on the first move whether this is an edge pop or a pan.
                gesture = .edgeCandidate(start: p)
                return true
            }
            gesture = .map
            return backdrop.handle(event, at: now)
        case let .pointerMove(p):
            tracker.add(p, at: now)
            return pointerMoved(to: p, event: event)
        case let .pointerUp(p, _):
            tracker.add(p, at: now)
            return pointerReleased(at: p, event: event)
        case let .wheel(p, dx, dy):
            if let (panel, frame) = panel(at: p) {
                return panel.handle(.wheel(local(p, in: frame), dx: dx, dy: dy))
            }
            return backdrop.handle(event, at: now)
        case .key(.escape, _):
            if let focused = focusedPanel(), focused.handle(event) { return true }
            return goBack()
        case .key, .text:
            return focusedPanel()?.handle(event) ?? false
        }
    }

    private func pointerMoved(to p: Point, event: InputEvent) -> Bool {
        switch gesture {
        case .none:
            return backdrop.handle(event, at: driver.time)
        case .map:
            return backdrop.handle(event, at: driver.time)
        case let .panel(panel, start, edgeCandidate):
            let d = p - start
            let horizontal = abs(d.x) > abs(d.y), far = max(abs(d.x), abs(d.y)) > Self.dragSlop
            if far, edgeCandidate, horizontal, d.x > 0, let stack = poppableStack() {
                panel.cancelPointer()
                var popped: (any WhimScene)?
                if beginInteractiveTransition({ popped = stack.pop() }, restore: { if let s = popped { stack.push(scene: s, animating: WhimSceneAnimatedTransitions.None()) } }) {
                    gesture = .edgePop(start: start)
                    updateInteractiveTransition(progress: d.x / size.width)
                    return true
                }
            }
            if far, !horizontal, !isTransitioning, let vc = displayed {
                let isBottom: Bool = { if case let .multipart(_, b) = vc { return b === panel } else { return false } }()
                let isFullscreen = vc.isFullscreen
                let atLowest = panel.card.map { $0.currentHeight(in: size.height) <= ($0.heights(in: size.height).first ?? 0) + 1 } ?? true
                if d.y > 0, isBottom || isFullscreen, atLowest, let scene = dismissableScene() {
                    panel.cancelPointer()
                    var restore: (() -> Void)?
                    if beginInteractiveTransition({ restore = scene.dismiss() }, restore: { restore?() }) {
                        let distance = isBottom ? (panel.card?.currentHeight(in: size.height) ?? panel.size.height) : size.height
                        gesture = .dismiss(start: start, distance: max(1, distance))
                        updateInteractiveTransition(progress: d.y / max(1, distance))
                        return true
                    }
                }
                if isBottom, let card = panel.card, !panel.hasPointerCaptureOnScrollable {
                    panel.cancelPointer()
                    gesture = .card(panel, startHeight: card.currentHeight(in: size.height), start: start)
                    return pointerMoved(to: p, event: event)
                }
            }
            guard let frame = frame(of: panel) else { return false }
            return panel.handle(.pointerMove(local(p, in: frame)))
        case let .edgeCandidate(start):
            let d = p - start
            guard max(abs(d.x), abs(d.y)) > Self.dragSlop else { return true }
            if d.x > abs(d.y), let stack = poppableStack() {
                var popped: (any WhimScene)?
                if beginInteractiveTransition({ popped = stack.pop() }, restore: { if let s = popped { stack.push(scene: s, animating: WhimSceneAnimatedTransitions.None()) } }) {
                    gesture = .edgePop(start: start)
                    updateInteractiveTransition(progress: d.x / size.width)
                    return true
                }
            }
            gesture = .map
            _ = backdrop.handle(.pointerDown(start, .primary), at: driver.time)
            return backdrop.handle(event, at: driver.time)
        case let .card(panel, startHeight, start):
            guard var card = panel.card else { return false }
            card.drag(to: startHeight + (start.y - p.y), containerHeight: size.height)
            panel.card = card
            relayoutDisplayed()
            return true
        case let .edgePop(start):
            updateInteractiveTransition(progress: (p.x - start.x) / size.width)
            return true
        case let .dismiss(start, distance):
            updateInteractiveTransition(progress: (p.y - start.y) / distance)
            return true
        }
    }

    private func pointerReleased(at p: Point, event: InputEvent) -> Bool {
        defer { gesture = .none }
        let v = tracker.velocity
        switch gesture {
        case .none, .map:
            return backdrop.handle(event, at: driver.time)
        case let .panel(panel, _, _):
            guard let frame = frame(of: panel) else {
                panel.cancelPointer()
                return true
            }
            return panel.handle(.pointerUp(local(p, in: frame), .primary))
        case let .card(panel, _, _):
            guard var card = panel.card else { return false }
            card.release(velocity: -v.y, containerHeight: size.height)
            panel.card = card
            return true
        case let .edgeCandidate(start):
            // A press and release at the edge without moving: a tap on the map there.
            _ = backdrop.handle(.pointerDown(start, .primary), at: driver.time)
            return backdrop.handle(event, at: driver.time)
        case .edgePop:
            settleInteractive(velocity: v.x / size.width)
            return true
        case let .dismiss(_, distance):
            settleInteractive(velocity: v.y / distance)
            return true
        }
    }

    /// Finishes when past halfway or flung forward, cancels otherwise.
    private func settleInteractive(velocity: Double) {
        let p = transitionProgress ?? 0
        if velocity > 1 || (p > 0.5 && velocity > -1) {
            finishInteractiveTransition(velocity: velocity)
        } else {
            cancelInteractiveTransition(velocity: velocity)
        }
    }

    /// Goes back one step: pops the deepest visible stack that can pop, else dismisses the visible
    /// dismissable scene. Returns whether anything happened.
    @discardableResult
    public func goBack() -> Bool {
        if let stack = poppableStack() {
            return stack.pop() != nil
        }
        if let scene = dismissableScene() {
            _ = scene.dismiss()
            return true
        }
        return false
    }

    /// The scenes from the root down to the visible leaf.
    public func visibleScenePath() -> [any WhimScene] {
        var path: [any WhimScene] = []
        var current = rootScene
        while let scene = current {
            path.append(scene)
            current = scene.visibleChild
        }
        return path
    }

    /// The deepest visible stack with more than its root.
    func poppableStack() -> WhimSceneNavigationStack? {
        visibleScenePath().reversed().compactMap { $0 as? WhimSceneNavigationStack }.first { $0.scenes.count > 1 }
    }

    /// The deepest visible scene that can be dismissed.
    func dismissableScene() -> (any WhimDismissableScene)? {
        visibleScenePath().reversed().compactMap { $0 as? any WhimDismissableScene }.first
    }

    /// The front-most panel under `p` where it is drawn now (respecting circular clips and opacity), and its frame.
    public func panel(at p: Point) -> (Panel, PixelRect)? {
        let dp = Point(x: p.x * scale, y: p.y * scale)
        var hit: (Panel, PixelRect)?
        forEachVisiblePart { panel, frame, opacity, clip in
            guard opacity > 0.05, frame.contains(x: Int(dp.x.rounded(.down)), y: Int(dp.y.rounded(.down))) else { return }
            if let clip, !clip.reveals(dp) { return }
            if panel.hitTest(local(p, in: frame)) { hit = (panel, frame) }
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
        forEachVisiblePart { p, frame, _, _ in if p === panel { found = frame } }
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

    private func focusedPanel() -> Panel? {
        destination?.panels.reversed().first { $0.focusedWidget != nil }
    }
}

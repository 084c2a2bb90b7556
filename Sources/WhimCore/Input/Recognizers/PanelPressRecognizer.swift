import WhimGraphics

/// A press on a panel: the panel gets the press at once (a button highlights), every move nobody claims,
/// and the release — the default recogniser of a sequence that starts on a panel. A primary press held
/// still on a widget that takes a long press becomes a secondary click there at once.
final class PanelPressRecognizer: GestureRecognizer {
    private unowned let container: WhimSceneContainer
    let panel: Panel
    /// The button pressed (a list tells a right click, the desktop's long press, from a click).
    let button: PointerButton

    init(container: WhimSceneContainer, panel: Panel, button: PointerButton = .primary) {
        self.container = container
        self.panel = panel
        self.button = button
    }

    func began(at p: Point) -> Bool {
        guard let frame = container.frame(of: panel) else { return false }
        panel.press = PressContext(clickCount: container.arena.clicks.count, modifiers: container.modifierKeys)
        _ = panel.handle(.pointerDown(container.local(p, in: frame), button))
        return true
    }

    func claim(translation: Point, at p: Point) -> Bool { false }

    var recognizesLongPress: Bool { button == .primary && panel.hasPointerCaptureAcceptingLongPress }

    func longPressed(at p: Point) -> Bool {
        guard let frame = container.frame(of: panel) else { return false }
        let local = container.local(p, in: frame)
        panel.cancelPointer()
        _ = panel.handle(.pointerDown(local, .secondary))
        _ = panel.handle(.pointerUp(local, .secondary))
        return true
    }

    func movedUnclaimed(to p: Point) -> Bool { moved(to: p) }

    func moved(to p: Point) -> Bool {
        guard let frame = container.frame(of: panel) else { return false }
        return panel.handle(.pointerMove(container.local(p, in: frame)))
    }

    func ended(at p: Point, velocity: Point) -> Bool {
        guard let frame = container.frame(of: panel) else {
            panel.cancelPointer()
            return true
        }
        // A drag that scrolled a scroll view goes on with the release's velocity.
        let scroller = panel.capturedScrollView
        let flung = scroller?.isDraggingContent ?? false
        let used = panel.handle(.pointerUp(container.local(p, in: frame), button))
        if flung { scroller?.fling(velocity: -velocity.y) }
        return used
    }

    func lost() { panel.cancelPointer() }
}

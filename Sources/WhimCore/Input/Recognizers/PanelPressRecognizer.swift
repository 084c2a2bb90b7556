import WhimGraphics

/// A press on a panel: the panel gets the press at once (a button highlights), every move nobody claims,
/// and the release — the default recogniser of a sequence that starts on a panel.
final class PanelPressRecognizer: GestureRecognizer {
    private unowned let container: WhimSceneContainer
    let panel: Panel

    init(container: WhimSceneContainer, panel: Panel) {
        self.container = container
        self.panel = panel
    }

    func began(at p: Point) -> Bool {
        guard let frame = container.frame(of: panel) else { return false }
        _ = panel.handle(.pointerDown(container.local(p, in: frame), .primary))
        return true
    }

    func claim(translation: Point, at p: Point) -> Bool { false }

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
        return panel.handle(.pointerUp(container.local(p, in: frame), .primary))
    }

    func lost() { panel.cancelPointer() }
}

import WhimGraphics

/// A vertical drag on the visible bottom card moves it between its detents; the release springs it to
/// the detent the velocity points at.
final class CardDragRecognizer: GestureRecognizer {
    private unowned let container: WhimSceneContainer
    private let panel: Panel
    private var start = Point.zero
    private var startHeight = 0.0

    init(container: WhimSceneContainer, panel: Panel) {
        self.container = container
        self.panel = panel
    }

    func began(at p: Point) -> Bool { false }

    func claim(translation d: Point, at p: Point) -> Bool {
        guard abs(d.y) >= abs(d.x), !container.isTransitioning, container.displayed?.panel(for: .bottom) === panel,
            let card = panel.card, !panel.hasPointerCaptureOnScrollable
        else { return false }
        panel.cancelPointer()
        start = p - d
        startHeight = card.currentHeight(in: container.size.height)
        return true
    }

    func moved(to p: Point) -> Bool {
        guard var card = panel.card else { return false }
        card.drag(to: startHeight + (start.y - p.y), containerHeight: container.size.height)
        panel.card = card
        container.relayoutDisplayed(updatingBackdrop: false)
        return true
    }

    /// The sequence ended without a release: the card springs to the nearest detent.
    func lost() {
        _ = ended(at: start, velocity: .zero)
    }

    func ended(at p: Point, velocity: Point) -> Bool {
        guard var card = panel.card else { return false }
        card.release(velocity: -velocity.y, containerHeight: container.size.height)
        panel.card = card
        container.relayoutDisplayed()
        return true
    }
}

import WhimGraphics

/// A vertical drag on the visible bottom card moves it between its detents; the release springs it to
/// the detent the velocity points at. A drag that starts on a scroll view of the card is shared with it
/// (`ScrollHandover`): the content scrolls to its top before the card moves down, the card rises to its
/// tallest detent before the content scrolls on, in one gesture; a release with the content scrolled and
/// the card at its tallest flings the content.
final class CardDragRecognizer: GestureRecognizer {
    private unowned let container: WhimSceneContainer
    private let panel: Panel
    private var start = Point.zero
    private var startHeight = 0.0
    private var handover: ScrollSharing?

    init(container: WhimSceneContainer, panel: Panel) {
        self.container = container
        self.panel = panel
    }

    func began(at p: Point) -> Bool { false }

    func claim(translation d: Point, at p: Point) -> Bool {
        // A side panel has no detents: its drags are its content's.
        guard !container.isTransitioning, !container.showsSidePanel, container.displayed?.panel(for: .bottom) === panel, let card = panel.card else { return false }
        // On a scroll view the card takes any drag: the content of a card scrolls only through the hand-over.
        let scroller = panel.capturedScrollView
        guard scroller != nil || (abs(d.y) >= abs(d.x) && !panel.hasPointerCaptureOnScrollable) else { return false }
        panel.cancelPointer()
        start = p - d
        startHeight = card.currentHeight(in: container.size.height)
        handover = scroller.map { ScrollSharing($0, from: start, height: startHeight, tallest: card.maximumHeight(in: container.size.height)) }
        return true
    }

    func moved(to p: Point) -> Bool {
        guard var card = panel.card else { return false }
        let proposed = handover?.move(to: p) ?? startHeight + (start.y - p.y)
        card.drag(to: proposed, containerHeight: container.size.height)
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
        let flung = handover?.release(velocity: velocity) ?? false
        handover = nil
        card.release(velocity: flung ? 0 : -velocity.y, containerHeight: container.size.height)
        panel.card = card
        container.relayoutDisplayed()
        return true
    }
}

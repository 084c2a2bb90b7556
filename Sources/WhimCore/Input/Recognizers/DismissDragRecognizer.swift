import WhimGraphics

/// Dragging the bottom card at its lowest detent (or a fullscreen panel) down, or a side panel toward the
/// leading edge, dismisses the visible dismissable scene interactively.
final class DismissDragRecognizer: InteractiveTransitionRecognizer, GestureRecognizer {
    private let panel: Panel

    init(container: WhimSceneContainer, panel: Panel) {
        self.panel = panel
        super.init(container: container)
    }

    func began(at p: Point) -> Bool { false }

    func claim(translation d: Point, at p: Point) -> Bool {
        guard !container.isTransitioning, let vc = container.displayed else { return false }
        let isBottom = vc.panel(for: .bottom) === panel
        guard isBottom || vc.panel(for: .fullscreen) === panel else { return false }
        // A side panel is dismissed toward the leading edge, a card or a fullscreen sheet downward.
        let sideways = isBottom && container.showsSidePanel
        guard sideways ? -d.x > abs(d.y) : d.y > abs(d.x) else { return false }
        // Content scrolled down scrolls back before anything is dismissed; a text area's drag selects.
        if let scroller = panel.capturedScrollView, scroller.scrollOffset > 0 { return false }
        if panel.capturedScrollView == nil, panel.hasPointerCaptureOnScrollable { return false }
        let height = container.size.height
        let atLowest = sideways || (panel.card.map { $0.currentHeight(in: height) <= ($0.heights(in: height).first ?? 0) + 1 } ?? true)
        guard atLowest, let scene = container.dismissableScene(), scene.viewController.contains(panel) else { return false }
        panel.cancelPointer()
        let distance = sideways ? panel.size.width : isBottom ? (panel.card?.currentHeight(in: height) ?? panel.size.height) : height
        let rate = 1 / (max(1, distance) * container.scale)
        let fallback = InteractiveDrag(progressPerPixel: sideways ? Point(x: -rate, y: 0) : Point(x: 0, y: rate))
        var restore: (() -> Void)?
        return beginInteractive(from: p - d, fallback: fallback, { restore = scene.dismiss() }) { restore?() }
    }

    func moved(to p: Point) -> Bool { follow(to: p) }

    func ended(at p: Point, velocity: Point) -> Bool { release(velocity: velocity) }
}

import WhimGraphics

/// A vertical drag on the top sheet: it follows the finger between the detents and, released, moves to the
/// detent the velocity points at; dragged below the lowest detent it turns into an interactive dismissal
/// (its scrim fading under the same finger), which the release finishes or cancels; a downward fling that
/// would carry it below half its lowest detent dismisses it.
final class SheetDragRecognizer: GestureRecognizer {
    private unowned let container: WhimSceneContainer
    private let sheet: WhimSheet
    private let host: WhimPresentingScene
    private var start = Point.zero
    private var startHeight = 0.0
    private var last = Point.zero
    /// Set once the drag dismisses (from where the finger crossed the lowest detent).
    private var dismissal: PresentedInteraction?
    /// The scroll view the drag is shared with (`ScrollHandover`), when it started on one.
    private var handover: ScrollSharing?
    /// A downward release faster than this (units per second) is a fling that dismisses.
    static let flingVelocity = 900.0

    init(container: WhimSceneContainer, sheet: WhimSheet, host: WhimPresentingScene) {
        self.container = container
        self.sheet = sheet
        self.host = host
    }

    private var height: Double { container.size.height }
    /// The sheet's layers and its scrim's, taken when the drag is claimed (a dismissed sheet has none).
    private var layers: [PresentationLayer] = []

    func began(at p: Point) -> Bool { false }

    func claim(translation d: Point, at p: Point) -> Bool {
        guard let layers = host.layers(of: sheet), !layers.contains(where: container.driver.isTransitioning) else { return false }
        // On a scroll view the sheet takes any drag: the content of a sheet scrolls only through the hand-over.
        let pressed = container.panel(at: p - d)?.0
        let scroller = pressed?.capturedScrollView
        guard scroller != nil || (abs(d.y) > abs(d.x) && !(pressed?.hasPointerCaptureOnScrollable ?? false)) else { return false }
        self.layers = layers
        pressed?.cancelPointer()
        start = p - d
        startHeight = sheet.currentHeight(in: height)
        handover = scroller.map { ScrollSharing($0, from: start, height: startHeight, tallest: sheet.heights(in: height).last ?? startHeight) }
        return true
    }

    func moved(to p: Point) -> Bool {
        last = p
        if let dismissal {
            dismissal.follow(to: p, in: container)
            return true
        }
        let proposed = handover?.move(to: p) ?? startHeight - (p.y - start.y)
        let lowest = sheet.heights(in: height).first ?? 0
        if proposed < lowest {
            sheet.follow(height: lowest, containerHeight: height)
            // When the dismissal cannot start (the sheet was dismissed or its layers move by themselves
            // since the drag began), the sheet stays at its lowest detent under the finger.
            if beginDismissal(crossingAt: Point(x: p.x, y: p.y - (lowest - proposed))) { return moved(to: p) }
            return true
        }
        sheet.follow(height: proposed, containerHeight: height)
        return true
    }

    /// Starts the interactive dismissal; returns whether it started.
    private func beginDismissal(crossingAt origin: Point) -> Bool {
        guard host.beginInteractiveDismissal(of: sheet, in: container) else { return false }
        handover = nil
        let travel = max(1, (sheet.heights(in: height).first ?? 1) * container.scale)
        dismissal = PresentedInteraction(origin: origin, layers: layers, fallback: InteractiveDrag(progressPerPixel: Point(x: 0, y: 1 / travel)), in: container)
        return true
    }

    func ended(at p: Point, velocity: Point) -> Bool {
        if let dismissal {
            self.dismissal = nil
            dismissal.release(velocity: velocity, in: container)
            sheet.dragHeight = nil
            return true
        }
        let lowest = sheet.heights(in: height).first ?? 0
        if let handover, handover.release(velocity: velocity) {
            self.handover = nil
            sheet.select(detent: sheet.tallestDetent(in: height))
            return true
        }
        handover = nil
        if velocity.y > Self.flingVelocity, sheet.currentHeight(in: height) - velocity.y * 0.15 < lowest / 2 {
            sheet.dragHeight = nil
            host.dismiss(sheet)
            return true
        }
        sheet.select(detent: sheet.detent(afterReleaseWith: -velocity.y, containerHeight: height))
        return true
    }

    /// The sequence ended without a release: let go where the finger last was, without velocity.
    func lost() {
        _ = ended(at: last, velocity: .zero)
    }
}

import WhimGraphics

/// A press on the backdrop (the map): a pan once it passes the slop, a tap otherwise. With
/// `deferPress`, the backdrop sees the press only when the sequence turns out to be its own (a press at
/// the left edge may still become an edge pop).
final class BackdropPanRecognizer: GestureRecognizer {
    private unowned let container: WhimSceneContainer
    private let deferPress: Bool
    private var start = Point.zero
    private var pressed = false
    private var last: Point?

    init(container: WhimSceneContainer, deferPress: Bool) {
        self.container = container
        self.deferPress = deferPress
    }

    func began(at p: Point) -> Bool {
        start = p
        guard !deferPress else { return true }
        pressed = true
        return container.backdrop.handle(.pointerDown(p, .primary), at: container.time)
    }

    func claim(translation: Point, at p: Point) -> Bool {
        pressIfNeeded()
        return true
    }

    func moved(to p: Point) -> Bool {
        last = p
        return container.backdrop.handle(.pointerMove(p), at: container.time)
    }

    /// The sequence ended without a release: a backdrop that was dragging gets its release where the pointer
    /// last was (a press that never moved is simply forgotten: no tap).
    func lost() {
        guard pressed, let last else { return }
        pressed = false
        _ = container.backdrop.handle(.pointerUp(last, .primary), at: container.time)
    }

    func ended(at p: Point, velocity: Point) -> Bool {
        pressIfNeeded()
        return container.backdrop.handle(.pointerUp(p, .primary), at: container.time)
    }

    private func pressIfNeeded() {
        guard !pressed else { return }
        pressed = true
        _ = container.backdrop.handle(.pointerDown(start, .primary), at: container.time)
    }
}

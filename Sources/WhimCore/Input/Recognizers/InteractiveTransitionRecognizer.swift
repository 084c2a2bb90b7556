import WhimGraphics

/// What the edge pop and the dismiss drag share: once started, the finger drives the in-flight
/// transition through the transition's own `interactiveDrag` (or `fallback` when the transition has none),
/// and the release finishes or cancels it on a spring.
class InteractiveTransitionRecognizer {
    unowned let container: WhimSceneContainer
    private(set) var start = Point.zero
    private var drag: InteractiveDrag?

    init(container: WhimSceneContainer) {
        self.container = container
    }

    /// Runs `change` as an interactive transition; on success the recogniser drives it from `start`.
    func beginInteractive(from start: Point, fallback: InteractiveDrag, _ change: () -> Void, restore: @escaping () -> Void) -> Bool {
        guard container.beginInteractiveTransition(change, restore: restore) else { return false }
        self.start = start
        drag = container.driver.interactiveDrag() ?? fallback
        return true
    }

    /// Sets progress for the pointer at `p`.
    func follow(to p: Point) -> Bool {
        guard let drag else { return false }
        let translation = Point(x: (p.x - start.x) * container.scale, y: (p.y - start.y) * container.scale)
        container.updateInteractiveTransition(progress: drag.progress(for: translation))
        return true
    }

    /// Finishes when past halfway or flung forward, cancels otherwise.
    func release(velocity: Point) -> Bool {
        guard let drag else { return false }
        let v = drag.progressVelocity(for: Point(x: velocity.x * container.scale, y: velocity.y * container.scale))
        let p = container.transitionProgress ?? 0
        if v > 1 || (p > 0.5 && v > -1) {
            container.finishInteractiveTransition(velocity: v)
        } else {
            container.cancelInteractiveTransition(velocity: v)
        }
        self.drag = nil
        return true
    }

    /// The sequence ended without a release: let go where it is.
    func lost() {
        _ = release(velocity: .zero)
    }
}

import WhimGraphics

/// A finger driving a presented layer's interactive transition (a sheet dragged away, a drawer pulled out
/// or pushed back): progress from the transition's own `interactiveDrag`, measured from where the finger
/// was when it began; released, it finishes when past halfway or flung forward and cancels otherwise.
struct PresentedInteraction {
    let origin: Point
    let drag: InteractiveDrag
    let layers: [PresentationLayer]

    /// Starts following the interactive run the driver just began on `layers` (`fallback` when its
    /// transition has no drag of its own).
    init(origin: Point, layers: [PresentationLayer], fallback: InteractiveDrag, in container: WhimSceneContainer) {
        self.origin = origin
        self.layers = layers
        self.drag = container.driver.interactiveDrag() ?? fallback
    }

    /// Sets the progress for the finger at `p`.
    func follow(to p: Point, in container: WhimSceneContainer) {
        let t = Point(x: (p.x - origin.x) * container.scale, y: (p.y - origin.y) * container.scale)
        container.updateInteractiveTransition(progress: drag.progress(for: t))
    }

    /// Lets go with the finger's `velocity` (units per second).
    func release(velocity: Point, in container: WhimSceneContainer) {
        let v = drag.progressVelocity(for: Point(x: velocity.x * container.scale, y: velocity.y * container.scale))
        let progress = container.driver.progress(of: layers) ?? 0
        if v > 1 || (progress > 0.5 && v > -1) {
            container.finishInteractiveTransition(velocity: v)
        } else {
            container.cancelInteractiveTransition(velocity: v)
        }
    }
}

import WhimGraphics

/// A drag to the right that starts at the left edge pops the deepest visible stack interactively.
final class EdgePopRecognizer: InteractiveTransitionRecognizer, GestureRecognizer {
    private weak var stack: WhimSceneNavigationStack?

    init(container: WhimSceneContainer, stack: WhimSceneNavigationStack) {
        self.stack = stack
        super.init(container: container)
    }

    func began(at p: Point) -> Bool { true }

    func claim(translation d: Point, at p: Point) -> Bool {
        guard d.x > abs(d.y), let stack else { return false }
        var popped: (any WhimScene)?
        let fallback = InteractiveDrag(progressPerPixel: Point(x: 1 / Double(max(1, container.pixelSize.width)), y: 0))
        return beginInteractive(from: p - d, fallback: fallback, { popped = stack.pop() }) {
            if let popped { stack.push(scene: popped, animating: WhimSceneAnimatedTransitions.None()) }
        }
    }

    func moved(to p: Point) -> Bool { follow(to: p) }

    func ended(at p: Point, velocity: Point) -> Bool { release(velocity: velocity) }
}

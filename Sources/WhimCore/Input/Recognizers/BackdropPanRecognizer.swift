import WhimGraphics

/// A sequence on the backdrop (the map): a pan once it passes the arena's slop, a long press when held, a
/// tap otherwise. It tells the backdrop what it recognised (`BackdropGesture`), never the raw pointer.
final class BackdropPanRecognizer: GestureRecognizer {
    private unowned let container: WhimSceneContainer
    private var last: Point?
    private var panning = false
    private var held = false

    init(container: WhimSceneContainer) {
        self.container = container
    }

    var recognizesLongPress: Bool { true }
    var takesUnclaimedRelease: Bool { true }

    func began(at p: Point) -> Bool {
        last = p
        return true
    }

    func claim(translation: Point, at p: Point) -> Bool {
        panning = true
        return true
    }

    func moved(to p: Point) -> Bool {
        guard panning, let from = last else { return held }
        last = p
        return container.backdrop.handle(.pan(dx: p.x - from.x, dy: p.y - from.y), at: container.time)
    }

    func longPressed(at p: Point) -> Bool {
        held = container.backdrop.handle(.longPress(p), at: container.time)
        return held
    }

    /// A pan that is cut short ends without velocity.
    func lost() {
        guard panning else { return }
        panning = false
        _ = container.backdrop.handle(.panEnded(velocity: .zero), at: container.time)
    }

    func ended(at p: Point, velocity: Point) -> Bool {
        if panning {
            panning = false
            return container.backdrop.handle(.panEnded(velocity: velocity), at: container.time)
        }
        if held { return true }
        return container.backdrop.handle(.tap(p), at: container.time)
    }
}

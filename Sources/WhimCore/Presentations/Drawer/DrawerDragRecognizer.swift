import WhimGraphics

/// A horizontal drag that opens the drawer (from the leading edge, to the right) or closes it (on the
/// drawer or its scrim, to the left), following the finger through the drawer's `Slide` transition.
final class DrawerDragRecognizer: GestureRecognizer {
    private unowned let container: WhimSceneContainer
    private unowned let scene: WhimDrawerScene
    private let opening: Bool
    private var interaction: PresentedInteraction?
    private var last = Point.zero

    init(container: WhimSceneContainer, scene: WhimDrawerScene, opening: Bool) {
        self.container = container
        self.scene = scene
        self.opening = opening
    }

    /// A press at the edge is the drawer's until it turns out otherwise.
    func began(at p: Point) -> Bool { opening }

    func claim(translation d: Point, at p: Point) -> Bool {
        guard abs(d.x) > abs(d.y), opening ? d.x > 0 : d.x < 0 else { return false }
        let drawer = scene.drawer
        if let (panel, _) = container.panel(at: p - d) { panel.cancelPointer() }
        // A dismissed drawer has no layers any more: take them before.
        let before = scene.layers(of: drawer)
        let began = opening
            ? scene.beginInteractivePresentation(of: drawer, in: container)
            : scene.beginInteractiveDismissal(of: drawer, in: container)
        guard began, let layers = scene.layers(of: drawer) ?? before else { return false }
        let travel = max(1, drawer.drawnWidth(in: container.size.width) * container.scale)
        let fallback = InteractiveDrag(progressPerPixel: Point(x: (opening ? 1 : -1) / travel, y: 0))
        interaction = PresentedInteraction(origin: p - d, layers: layers, fallback: fallback, in: container)
        return true
    }

    func moved(to p: Point) -> Bool {
        last = p
        guard let interaction else { return false }
        interaction.follow(to: p, in: container)
        return true
    }

    func ended(at p: Point, velocity: Point) -> Bool {
        guard let interaction else { return opening }
        self.interaction = nil
        interaction.release(velocity: velocity, in: container)
        return true
    }

    /// The sequence ended without a release: let go where the finger last was.
    func lost() {
        _ = ended(at: last, velocity: .zero)
    }
}

import WhimGraphics

/// The root of one presented layer: it shows the scene presented there, or nothing (an empty panel of no
/// size, so presenting and dismissing are ordinary transitions from and to "nothing", with the three
/// interruption rules and balanced lifecycles for free). Requests from inside the presented scene are
/// tagged with the slot's layer on their way up.
final class PresentationSlot: WhimScene {
    let relationship = WhimSceneRelationship()
    let layer: PresentationLayer
    private let empty = Panel(title: "nothing presented")
    /// What is presented here; its parent is the slot.
    private(set) var content: (any WhimPresentedScene)?

    init(layer: PresentationLayer, host: WhimPresentingScene) {
        self.layer = layer
        relationship.setParent(host)
    }

    /// The presenting scene that owns the slot.
    var host: WhimPresentingScene? { relationship.parent as? WhimPresentingScene }

    var viewController: WhimSceneViewController { content?.viewController ?? .fullscreen(empty) }
    var visibleChild: (any WhimScene)? { content }

    /// Puts `scene` here (nil: nothing), adopting it.
    func hold(_ scene: (any WhimPresentedScene)?) {
        if let content, content !== scene { content.relationship.clearParent() }
        content = scene
        scene?.relationship.setParent(self)
    }

    /// Where `vc` rests: the presented scene's placement; nothing at no size. The scrim under it follows
    /// (`WhimPresentedScene.scrimDimming(in:)`, read once the scene is laid out).
    func placement(of vc: WhimSceneViewController, in size: Size, scale: Double) -> SceneLayout {
        guard let content, vc != .fullscreen(empty) else { return .nothing }
        let layout = content.placement(of: vc, in: size, scale: scale)
        host?.laidOut(content, scrimDimming: content.scrimDimming(in: size))
        return layout
    }

    /// Asks for what the slot now shows, with `transition`.
    func request(_ transition: (any WhimSceneAnimatedTransitioning)?) {
        nextSceneResponder?.send(NavigationRequest(scene: self, transition: transition, layer: layer))
    }

    /// A request from inside the presented scene: passed up in this slot's layer.
    func send(_ request: NavigationRequest) {
        guard let content, request.scene.isSelfOrAncestor(content) else { return }
        var tagged = request
        tagged.layer = layer
        nextSceneResponder?.send(tagged)
    }
}

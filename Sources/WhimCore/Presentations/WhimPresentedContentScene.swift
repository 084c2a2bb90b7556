/// What a sheet and a drawer share: a presented scene that shows a content scene (its only child: a
/// screen, a stack), passes the content's requests up, and is dismissed through its presenter.
open class WhimPresentedContentScene: WhimDismissableScene {
    public let relationship = WhimSceneRelationship()
    /// What it shows; its parent is this scene.
    public let content: any WhimScene

    /// Shows `content` (adopted when it has no parent).
    public init(content: any WhimScene) {
        self.content = content
        if content.relationship.parent == nil { content.relationship.setParent(self) }
    }

    public var viewController: WhimSceneViewController { content.viewController }
    public var visibleChild: (any WhimScene)? { content }

    /// Requests from the content pass up (the presenting slot tags them with this scene's layer).
    open func send(_ request: NavigationRequest) {
        guard request.scene.isSelfOrAncestor(content) else { return }
        nextSceneResponder?.send(request)
    }

    /// Dismisses it (and whatever is presented above it) through its presenter; returns how to undo it.
    public func dismiss() -> () -> Void {
        (self as? any WhimPresentedScene)?.dismissFromPresenter() ?? {}
    }
}

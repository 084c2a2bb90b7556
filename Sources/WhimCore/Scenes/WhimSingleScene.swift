/// A scene that shows one view controller: the leaf of the hierarchy. Subclass it for screens with logic.
open class WhimSingleScene: WhimScene {
    public let relationship = WhimSceneRelationship()
    public let viewController: WhimSceneViewController

    /// A scene showing `viewController`.
    public init(_ viewController: WhimSceneViewController) {
        self.viewController = viewController
    }

    /// A fullscreen scene.
    public convenience init(fullscreen panel: Panel) { self.init(.fullscreen(panel)) }

    /// A multipart scene: a top panel and a bottom card over the map.
    public convenience init(top: Panel, bottom: Panel) { self.init(.multipart(top: top, bottom: bottom)) }

    /// A leaf shows no child scene.
    open var visibleChild: (any WhimScene)? { nil }

    /// Passes the request up the chain.
    open func send(_ request: NavigationRequest) {
        nextSceneResponder?.send(request)
    }
}

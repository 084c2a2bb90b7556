/// A screen in the navigation hierarchy — what a UIViewController is in UIKit's navigation. A scene has
/// a weak parent and shows a `WhimSceneViewController`; stacks of scenes are scenes too, so they nest.
public protocol WhimScene: WhimSceneResponder {
    /// Holds the weak parent reference.
    var relationship: WhimSceneRelationship { get }
    /// What the scene shows now (for a stack: its top scene's view controller).
    var viewController: WhimSceneViewController { get }
    /// The child scene this scene shows now (a stack's top, the selected tab, a container scene's front
    /// child), nil for a leaf. Visibility, the visible path and what Esc goes back from follow it, so any
    /// container scene takes part.
    var visibleChild: (any WhimScene)? { get }
    /// Whether `child` is on screen as far as this scene is concerned. Usually only `visibleChild`; a scene
    /// that presents over its base (sheets, a drawer) shows the base and every presented child at once.
    func isShowing(_ child: any WhimScene) -> Bool
    /// The child shown in the base layer: `visibleChild`, except for a scene that presents over its base
    /// (then its base). The backdrop follows this path, so a sheet over a map screen keeps the map's layer.
    var baseChild: (any WhimScene)? { get }
    /// Every child scene this scene holds, shown or not (a stack's scenes, every tab, the base and what is
    /// presented over it): what goes when this scene goes, so leave guards under it are asked.
    var childScenes: [any WhimScene] { get }
}

extension WhimScene {
    /// Only the visible child is shown.
    public func isShowing(_ child: any WhimScene) -> Bool { visibleChild === child }
    /// The visible child.
    public var baseChild: (any WhimScene)? { visibleChild }
    /// The visible child.
    public var childScenes: [any WhimScene] { visibleChild.map { [$0] } ?? [] }
}

extension WhimScene {
    /// The parent responder (a stack or the container), nil when the scene is not in a hierarchy.
    public var parent: (any WhimSceneResponder)? { relationship.parent }

    /// A scene's requests go on to its parent.
    public var nextSceneResponder: (any WhimSceneResponder)? { relationship.parent }

    /// Whether `candidate` is this scene or one of its ancestors (the responders above it).
    public func isSelfOrAncestor(_ candidate: any WhimSceneResponder) -> Bool {
        var current: (any WhimSceneResponder)? = self
        while let c = current {
            if c === candidate { return true }
            current = c.nextSceneResponder
        }
        return false
    }

    /// The container at the end of the chain, if the scene is attached to one.
    public var container: WhimSceneContainer? {
        var current: (any WhimSceneResponder)? = self
        while let c = current {
            if let container = c as? WhimSceneContainer { return container }
            current = c.nextSceneResponder
        }
        return nil
    }
}

extension WhimScene {
    /// Whether this scene is what the screen shows as far as its ancestors are concerned: its parent scene
    /// shows it (`isShowing`) and is shown itself, or the container has it as root. (A responder of
    /// another kind is assumed to forward; the links above decide.)
    public var isShownByAncestors: Bool {
        if let scene = relationship.parentScene { return scene.isShowing(self) && scene.isShownByAncestors }
        guard let parent = relationship.parent else { return false }
        if let container = parent as? WhimSceneContainer { return container.driver.isRoot(self) }
        return true
    }
}

extension WhimScene {
    /// Makes this scene the parent of `child` — how a container scene takes a child in. Refused (false)
    /// when the child already has a parent, or is this scene or one of its ancestors.
    @discardableResult
    public func adopt(_ child: any WhimScene) -> Bool {
        guard child.relationship.parent == nil, !isSelfOrAncestor(child) else { return false }
        child.relationship.setParent(self)
        return true
    }

    /// Lets go of `child` (clears its parent when that is this scene).
    public func release(_ child: any WhimScene) {
        if child.relationship.parent === self { child.relationship.clearParent() }
    }
}

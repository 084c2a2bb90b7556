/// A screen in the navigation hierarchy — what a UIViewController is in UIKit's navigation. A scene has
/// a weak parent and shows a `WhimSceneViewController`; stacks of scenes are scenes too, so they nest.
public protocol WhimScene: WhimSceneResponder {
    /// Holds the weak parent reference.
    var relationship: WhimSceneRelationship { get }
    /// What the scene shows now (for a stack: its top scene's view controller).
    var viewController: WhimSceneViewController { get }
}

extension WhimScene {
    /// The parent responder (a stack or the container), nil when the scene is not in a hierarchy.
    public var parent: (any WhimSceneResponder)? { relationship.parent }

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

/// Going back one step, read off the scene tree from a root down its visible children: Esc, the Back key
/// and the edge pop all go back this way.
extension WhimScene {
    /// This scene and its visible children down to the visible leaf.
    public var visiblePath: [any WhimScene] {
        var path: [any WhimScene] = [self]
        while let child = path[path.count - 1].visibleChild { path.append(child) }
        return path
    }

    /// The deepest visible stack with more than its root.
    var poppableStack: WhimSceneNavigationStack? {
        visiblePath.reversed().compactMap { $0 as? WhimSceneNavigationStack }.first { $0.scenes.count > 1 }
    }

    /// The deepest visible scene that can be dismissed.
    var dismissableScene: (any WhimDismissableScene)? {
        visiblePath.reversed().compactMap { $0 as? any WhimDismissableScene }.first
    }

    /// Goes back one step: pops the deepest visible stack that can pop — or, when what it would pop is
    /// dismissable (a modal screen, a flow presented modally), dismisses it, the mirror of how it arrived —
    /// else dismisses the visible dismissable scene. Returns whether anything happened (a leave guard that
    /// refused or asks counts: the step was taken to it).
    func goBack() -> Bool {
        if let stack = poppableStack {
            if let top = stack.topScene as? any WhimDismissableScene {
                _ = top.dismiss()
                return true
            }
            // It has more than its root: a pop that changes nothing was held by a leave guard, which answered.
            stack.pop()
            return true
        }
        if let scene = dismissableScene {
            _ = scene.dismiss()
            return true
        }
        return false
    }
}

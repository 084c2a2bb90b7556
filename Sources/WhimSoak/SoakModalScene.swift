import WhimCore

/// A leaf the user can dismiss (drag down, Esc): it pops itself off its stack with a Modal dismiss.
final class SoakModalScene: WhimSingleScene, WhimDismissableScene {
    func dismiss() -> () -> Void { popOffParentStack() }
}

extension WhimScene {
    /// Pops this scene (and what is above it) off its parent stack with a Modal dismiss; returns how to put
    /// it back. Nothing happens for a stack's root or a scene outside a stack.
    func popOffParentStack() -> () -> Void {
        guard let stack = parent as? WhimSceneNavigationStack, let index = stack.scenes.firstIndex(where: { $0 === self }), index > 0
        else { return {} }
        let removed = stack.pop(to: stack.scenes[index - 1], animating: WhimSceneAnimatedTransitions.Modal(.dismiss)) ?? []
        return { [weak stack] in stack?.push(scenes: removed, animating: WhimSceneAnimatedTransitions.None()) }
    }
}

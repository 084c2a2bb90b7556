/// The few operations that applying a navigation state needs from live scenes. `StackAndTabOperations`
/// does them through the public API of stacks and tabs; a driver that takes navigation requests can
/// implement the same protocol, and `LiveNavigation` does not change.
public protocol SceneOperations {
    /// Removes the top `count` scenes of `stack` and puts `scenes` in their place, with one transition
    /// (a push when `count` is 0, a pop when `scenes` is empty, a swap otherwise).
    func replace(last count: Int, of stack: WhimSceneNavigationStack, with scenes: [any WhimScene], transition: NavigationTransition)
    /// Selects a tab.
    func select(tab index: Int, of tabs: WhimTabScene, transition: NavigationTransition)
    /// Moves the bottom card of a scene to one of its detents.
    func moveCard(of scene: any WhimScene, toDetent index: Int, animated: Bool)
}

/// Scene operations through `WhimSceneNavigationStack` and `WhimTabScene` as they are.
public struct StackAndTabOperations: SceneOperations {
    /// Operations on stacks and tabs.
    public init() {}

    public func replace(last count: Int, of stack: WhimSceneNavigationStack, with scenes: [any WhimScene], transition: NavigationTransition) {
        stack.pop(lastScenes: count, andSwapLastWith: scenes, animating: transition.animation)
    }

    public func select(tab index: Int, of tabs: WhimTabScene, transition: NavigationTransition) {
        tabs.select(index, animating: transition.animation)
    }

    public func moveCard(of scene: any WhimScene, toDetent index: Int, animated: Bool) {
        guard let panel = scene.viewController.panels.first(where: { $0.card != nil }), var card = panel.card,
              card.detents.indices.contains(index) else { return }
        if card.height == nil || scene.container == nil {
            // Not laid out yet: it opens at the detent.
            card.initialDetent = index
            card.height = nil
        } else if let height = scene.container?.size.height {
            card.move(toDetent: index, containerHeight: height, animated: animated)
        }
        panel.card = card
    }
}

extension WhimScene {
    /// The detent index the scene's bottom card rests nearest to, if it has a card and is in a container.
    var cardDetentIndex: Int? {
        guard let card = viewController.panels.first(where: { $0.card != nil })?.card else { return nil }
        guard card.height != nil, let h = container?.size.height, h > 0 else { return card.initialDetent }
        let current = card.currentHeight(in: h)
        return card.detents.indices.min { abs(card.detents[$0].height(in: h) - current) < abs(card.detents[$1].height(in: h) - current) }
    }
}

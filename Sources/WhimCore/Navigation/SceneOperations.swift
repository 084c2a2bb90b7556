/// The few operations that applying a navigation state needs from live scenes: stacks swap their top
/// scenes, tabs select, presenting scenes present and dismiss sheets and drawers, sheets move between
/// detents. `StackAndTabOperations` does them through the scenes' public API, each of which sends the
/// driver a navigation request with the transition; another implementation (recording, say) can stand in.
public protocol SceneOperations {
    /// Removes the top `count` scenes of `stack` and puts `scenes` in their place, with one transition
    /// (a push when `count` is 0, a pop when `scenes` is empty, a swap otherwise).
    func replace(last count: Int, of stack: WhimSceneNavigationStack, with scenes: [any WhimScene], transition: TransitionCatalogue)
    /// Selects a tab.
    func select(tab index: Int, of tabs: WhimTabScene, transition: TransitionCatalogue)
    /// Moves the bottom card of a scene to one of its detents.
    func moveCard(of scene: any WhimScene, toDetent index: Int, animated: Bool)
    /// Presents a sheet, drawer or alert over `presenter` (above what it presents already).
    func present(_ scene: any WhimPresentedScene, over presenter: WhimPresentingScene, transition: TransitionCatalogue)
    /// Dismisses a presented scene (and whatever is presented above it) from `presenter`.
    func dismiss(_ scene: any WhimPresentedScene, from presenter: WhimPresentingScene, transition: TransitionCatalogue)
    /// Moves a presented sheet to one of its detents with its own detent motion (at once when not animated).
    func select(detent index: Int, of sheet: WhimSheet, animated: Bool)
}

/// Scene operations through `WhimSceneNavigationStack` and `WhimTabScene` as they are.
public struct StackAndTabOperations: SceneOperations {
    /// Operations on stacks and tabs.
    public init() {}

    public func replace(last count: Int, of stack: WhimSceneNavigationStack, with scenes: [any WhimScene], transition: TransitionCatalogue) {
        stack.pop(lastScenes: count, andSwapLastWith: scenes, animating: transition.animation)
    }

    public func select(tab index: Int, of tabs: WhimTabScene, transition: TransitionCatalogue) {
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

    public func present(_ scene: any WhimPresentedScene, over presenter: WhimPresentingScene, transition: TransitionCatalogue) {
        // Animated, a scene comes in its own way (a sheet rises, a drawer slides), not with the operation's.
        presenter.present(scene, animating: transition == .none ? WhimSceneAnimatedTransitions.None() : nil)
    }

    public func dismiss(_ scene: any WhimPresentedScene, from presenter: WhimPresentingScene, transition: TransitionCatalogue) {
        presenter.dismiss(scene, animating: transition == .none ? WhimSceneAnimatedTransitions.None() : nil)
    }

    public func select(detent index: Int, of sheet: WhimSheet, animated: Bool) {
        sheet.select(detent: index, animating: animated ? nil : WhimSceneAnimatedTransitions.None())
    }
}

extension WhimScene {
    /// How many detents the scene's bottom card has (nil without one).
    var cardDetentCount: Int? { viewController.panels.first(where: { $0.card != nil })?.card?.detents.count }

    /// The detent index the scene's bottom card rests nearest to, if it has a card and is in a container.
    var cardDetentIndex: Int? {
        guard let card = viewController.panels.first(where: { $0.card != nil })?.card else { return nil }
        guard card.height != nil, let h = container?.size.height, h > 0 else { return card.initialDetent }
        let current = card.currentHeight(in: h)
        return card.detents.indices.min { abs(card.detents[$0].height(in: h) - current) < abs(card.detents[$1].height(in: h) - current) }
    }
}

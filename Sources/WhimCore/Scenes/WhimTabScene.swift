/// Tabs: a scene holding several child scenes (usually navigation stacks), one of them selected. It shows
/// the selected child's view controller; switching tabs presents the new child (Fade by default, the
/// transition for a tab-like switch). Each child keeps its own state while hidden — a tab that is a
/// navigation stack keeps its stack, shown again when it is selected — and only the selected child's
/// requests reach the screen: a hidden tab's stack changes silently, like any hidden stack.
open class WhimTabScene: WhimScene {
    public let relationship = WhimSceneRelationship()
    /// The tabs, in order.
    public private(set) var tabs: [any WhimScene]
    /// The index of the tab shown.
    public private(set) var selectedIndex: Int
    /// Called after the selection changes.
    public var onSelect: ((Int) -> Void)?

    /// Tabs over `tabs` (scenes that already have a parent are skipped), with `selected` shown first.
    public init(tabs: [any WhimScene], selected: Int = 0) {
        let adoptable = tabs.filter { $0.relationship.parent == nil }
        precondition(!adoptable.isEmpty, "a tab scene needs at least one tab without a parent")
        self.tabs = adoptable
        self.selectedIndex = max(0, min(selected, adoptable.count - 1))
        for tab in adoptable { tab.relationship.setParent(self) }
    }

    /// The selected tab.
    public var selectedTab: any WhimScene { tabs[selectedIndex] }

    public var viewController: WhimSceneViewController { selectedTab.viewController }

    /// The selected tab: what the tabs show.
    public var visibleChild: (any WhimScene)? { selectedTab }

    /// Every tab.
    public var childScenes: [any WhimScene] { tabs }

    /// Passes a request up only when it comes through the selected tab.
    open func send(_ request: NavigationRequest) {
        guard request.scene.isSelfOrAncestor(selectedTab) else { return }
        nextSceneResponder?.send(request)
    }

    /// Selects a tab (default transition: Fade); the tab shows the stack it kept while hidden. Selecting the
    /// selected tab again pops it to its root (with `transition`, else Pop), as tab bars do. Out-of-range
    /// indices are ignored.
    open func select(_ index: Int, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) {
        guard tabs.indices.contains(index) else { return }
        guard index != selectedIndex else {
            if let stack = selectedTab as? WhimSceneNavigationStack, stack.scenes.count > 1 { _ = stack.popToRoot(animating: transition) }
            return
        }
        selectedIndex = index
        nextSceneResponder?.send(NavigationRequest(scene: self, transition: transition ?? WhimSceneAnimatedTransitions.Fade()))
        onSelect?(index)
    }
}

extension WhimTabScene {
    /// Whether the tab scene is what the screen shows (see `isShownByAncestors`).
    public var isVisible: Bool { isShownByAncestors }
}

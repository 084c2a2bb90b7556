import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap
import WhimMapBackdrop

/// Hosts one example over the persistent map: a container with the map as its backdrop, a presenting scene
/// (for sheets) around the root stack, and `LiveNavigation` over the example's route tree, which makes
/// each screen's scene with the example. Scenes navigate through it (`show`, `back`,
/// `conditionsChanged`), so every change is a navigation state applied as operations with transitions.
public final class ExampleApp {
    /// The example shown.
    public let example: any Example
    /// The scenes' container.
    public let container: WhimSceneContainer
    /// The map under every scene.
    public let backdrop: MapBackdrop
    /// The stack the example's root screen lives in.
    public let rootStack = WhimSceneNavigationStack()
    /// What presents sheets over every screen; its base is the root stack.
    public let presenter: WhimPresentingScene
    /// The example's routes over the live scenes.
    public private(set) var navigation: LiveNavigation!

    /// The example in a container of `size` logical units at its start state, over the shipped world tiles
    /// (or `backdropMap` when given); `map` gives the roads and names.
    public init(example: any Example, size: Size, scale: Double = 1, clock: any Clock, map: MapModel,
                backdropMap: BackdropMap? = nil) throws {
        self.example = example
        backdrop = MapBackdrop(map: try backdropMap ?? DemoMapChoice.shippedBackdrop(openingOn: map))
        container = try WhimSceneContainer(size: size, scale: scale, clock: clock, backdrop: backdrop)
        presenter = WhimPresentingScene(base: rootStack)
        navigation = LiveNavigation(tree: example.routes, root: rootStack) { [unowned self] element in
            self.example.makeScene(for: element, in: self)
        }
        let start = example.start
        if let root = start.elements.first { rootStack.push(scene: navigation.scene(for: root)) }
        container.setRoot(presenter)
        try navigation.apply(start, animated: false)
    }

    // MARK: Navigation

    /// The live state's path.
    public var path: String { navigation.path }

    /// Opens a path (strictly parsed; a bad one throws naming the segment and changes nothing).
    public func open(_ path: String, animated: Bool = true) throws(RoutePathError) {
        try navigation.open(path, animated: animated)
    }

    /// Shows a state (a state the tree does not allow throws and changes nothing).
    public func show(_ state: NavigationState, animated: Bool = true) throws(RoutePathError) {
        try navigation.apply(state, animated: animated)
    }

    /// Goes to screen `name` (with `parameters`, a sheet at `detent`) from where the app is now, or instead
    /// of the top screen with `replacingTop`. Throws when the tree does not allow it there.
    public func go(to name: String, parameters: [String: RouteParameterValue] = [:], detent: String? = nil,
                   replacingTop: Bool = false) throws(RoutePathError) {
        var state = navigation.capture()
        if replacingTop { state.elements.removeLast() }
        guard let candidate = navigation.tree.candidates(after: state).first(where: { $0.route.name == name }) else {
            let allowed = navigation.tree.candidates(after: state).map(\.route.name)
            throw .segmentNotAllowed(name, position: state.elements.count + 1, after: state.top?.name, allowed: allowed)
        }
        try show(state.appending(RouteElement(name, parameters: parameters, presentedAs: candidate.presentedAs(detent: detent))))
    }

    /// Back (Esc): dismisses the top sheet, else leaves the top screen (a Pop, or a Modal dismiss for a
    /// modal); nothing at the root.
    public func back() {
        if let top = presenter.presented.last {
            _ = top.dismissFromPresenter()
            return
        }
        let state = navigation.capture()
        guard state.elements.count > 1, let top = state.top else { return }
        if case .tab = top.presentedAs { return }
        try? show(state.dropping(1))
    }

    /// Leaves the top `count` screens (sheets and pushed screens alike) in one change.
    public func dismiss(_ count: Int = 1) {
        let state = navigation.capture()
        guard count > 0, state.elements.count > count else { return }
        try? show(state.dropping(count))
    }

    /// Applies the example's conditions again after its model changed (logged in, a folder created): the
    /// live state while the tree still allows it, else its longest allowed start, else the start.
    public func conditionsChanged() {
        try? navigation.reevaluate(fallback: example.start)
    }

    // MARK: Keys and reading

    /// The example's own keys first (not while typing); then Esc is Back unless a text field has focus (then it
    /// leaves the field). Returns whether it took the event.
    public func handleShortcut(_ event: InputEvent) -> Bool {
        if !isTyping, example.handleShortcut(event, in: self) { return true }
        guard case .key(.escape, _) = event, !isTyping else { return false }
        back()
        return true
    }

    /// Whether a text field is being typed into.
    public var isTyping: Bool { container.hasKeyboardFocus }

    /// The titles of the panels on screen: the screen's, then those of the sheets over it, bottom first.
    public var visibleTitles: [String] {
        (container.destination?.panels.map(\.title) ?? []) + presenter.presented.flatMap { $0.viewController.panels.map(\.title) }
    }
}

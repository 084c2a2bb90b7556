import WhimAnimation
import WhimCore
import WhimGraphics
import WhimMapBackdrop

/// What an app over the persistent map is made of — the demo and every example are one: a container with
/// the map as its backdrop, a presenting scene (sheets, alerts) around the root stack, and `LiveNavigation`
/// over the app's route tree. Scenes navigate through it: Back (Esc), go to a screen by value, open a path.
/// No window here: `WhimSDL` hosts it, headless commands and tests drive it on a manual clock (`settle`).
///
/// An app subclasses it: it sets up its own state, calls `init`, then `route(_:makeScene:)` and
/// `showRoot(_:)`; it adds its keys in `handleAppKey(_:)` and its per-frame work in `willUpdate()`.
open class AppShell {
    /// The scenes' container.
    public let container: WhimSceneContainer
    /// The map under every scene.
    public let backdrop: MapBackdrop
    /// The stack the root screen lives in.
    public let rootStack = WhimSceneNavigationStack()
    /// What presents sheets and alerts over every screen; its base is the root stack.
    public let presenter: WhimPresentingScene
    /// The app's routes over its live scenes (set by `route(_:makeScene:)`).
    public private(set) var navigation: LiveNavigation!

    /// A container of `size` logical units at `scale` over `backdropMap`, on `clock`; nothing shown yet. In a
    /// window as wide as `sidePanel`'s breakpoint the cards are side panels beside the map.
    public init(size: Size, scale: Double = 1, clock: any Clock, backdropMap: BackdropMap, sidePanel: SidePanelLayout = SidePanelLayout()) throws {
        backdrop = MapBackdrop(map: backdropMap)
        container = try WhimSceneContainer(size: size, scale: scale, clock: clock, backdrop: backdrop)
        container.sidePanelLayout = sidePanel
        presenter = WhimPresentingScene(base: rootStack)
    }

    /// Routes `tree` over the root stack; `makeScene` makes each screen's scene when the navigation shows it.
    public func route(_ tree: RouteTree, makeScene: @escaping (RouteElement) -> any WhimScene) {
        navigation = LiveNavigation(tree: tree, root: rootStack, makeScene: makeScene)
    }

    /// Shows `scene` as the root screen, at once: the bottom of the root stack, under the presenter.
    public func showRoot(_ scene: any WhimScene) {
        rootStack.push(scene: scene)
        container.setRoot(presenter)
    }

    // MARK: Navigation

    /// The live state's path.
    public var path: String { navigation.path }

    /// Opens a path or a link such as `whim://home/bikes` (strictly parsed; a bad one throws naming the
    /// segment and changes nothing).
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
        if replacingTop, !state.elements.isEmpty { state.elements.removeLast() }
        let candidates = navigation.tree.candidates(after: state)
        guard let candidate = candidates.first(where: { $0.route.name == name }) else {
            throw .segmentNotAllowed(name, position: state.elements.count + 1, after: state.top?.name, allowed: candidates.map(\.route.name))
        }
        try show(state.appending(RouteElement(name, parameters: parameters, presentedAs: candidate.presentedAs(detent: detent))))
    }

    /// Back (Esc): dismisses the top presented scene the way it dismisses itself (an alert presses its
    /// cancel button, and stays without one); else the container goes back (`WhimSceneContainer.goBack()`:
    /// pops the deepest stack that can pop, or dismisses what it would pop when that arrived modally).
    public func back() {
        if let top = presenter.presented.last {
            if let dismissable = top as? any WhimDismissableScene { _ = dismissable.dismiss() } else { top.dismissFromPresenter() }
            return
        }
        container.goBack()
    }

    // MARK: Keys and frames

    /// The app's own keys first (`handleAppKey`, not while typing); then Esc is Back unless a text field
    /// has focus (then the container's Esc leaves the field). Returns whether it took the event.
    open func handleShortcut(_ event: InputEvent) -> Bool {
        if !isTyping, handleAppKey(event) { return true }
        guard case .key(.escape, _) = event, !isTyping else { return false }
        back()
        return true
    }

    /// A key (or text) the app handles itself, asked only while nothing is being typed; none by default.
    open func handleAppKey(_ event: InputEvent) -> Bool { false }

    /// Whether a text field is being typed into (on any panel on screen, sheets included).
    public var isTyping: Bool { container.hasKeyboardFocus }

    /// Once per frame before the container's update: the app's own work on its clock (a download's
    /// progress). Nothing by default.
    open func willUpdate() {}

    /// Runs frames of 1/60 s on a manual clock until nothing moves (transitions, cards, sheets, the camera),
    /// at most `limit` seconds, rendering each: what headless commands, goldens and tests wait with.
    public func settle(on clock: ManualClock, limit: Double = 6) {
        container.settle(on: clock, limit: limit, beforeFrame: willUpdate)
    }

    /// The titles of the panels on screen: the screen's, then those of the sheets over it, bottom first.
    public var visibleTitles: [String] {
        (container.destination?.panels.map(\.title) ?? []) + presenter.presented.flatMap { $0.viewController.panels.map(\.title) }
    }
}

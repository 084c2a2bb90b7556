/// Connects a route tree to live scenes: it reads the navigation state off the scenes (`capture`), and
/// applies a state to them (`apply`) as the operations of a `NavigationDiff`, each with its transition.
///
/// Scenes are made by the app's `makeScene` for each screen and remembered with the screen they show
/// (`register`), so a state can be read back however the user got there. Reading walks the root stack:
/// a registered scene contributes its screen, a tab scene its selected tab, a stack its scenes; scenes
/// the app did not register (steps inside a flow) are passed over. A pushed or presented screen goes on
/// the innermost stack of the screens before it (a screen whose scene is a stack, or a tab that is one).
public final class LiveNavigation {
    /// The screens that exist, and the paths and states that lead to them.
    public let tree: RouteTree
    /// The app's root stack, where the tree's first screen lives.
    public let root: WhimSceneNavigationStack
    /// How operations reach the scenes (the stack and tab API today; navigation requests later).
    public var operations: any SceneOperations
    private let makeScene: (RouteElement) -> any WhimScene
    private var registry: [ObjectIdentifier: Registration] = [:]
    private let detentsByScreen: [String: [String]]

    private struct Registration {
        weak var scene: (any WhimScene)?
        var element: RouteElement
        var parameters: (() -> [String: RouteParameterValue])?
    }

    /// A screen as it is live: the scene showing it and the stack holding that scene (nil for a tab).
    struct Entry {
        var element: RouteElement
        var scene: any WhimScene
        var host: WhimSceneNavigationStack?
    }

    /// Connects `tree` to the live scenes under `root`. `makeScene` builds the scene of a route element that
    /// has none registered yet; `operations` performs the changes (stacks and tabs as they are, by default).
    public init(
        tree: RouteTree, root: WhimSceneNavigationStack, operations: any SceneOperations = StackAndTabOperations(),
        makeScene: @escaping (RouteElement) -> any WhimScene
    ) {
        self.tree = tree
        self.root = root
        self.operations = operations
        self.makeScene = makeScene
        var detents: [String: [String]] = [:]
        tree.navigator.forEachRoute { route in
            if case let .sheet(names) = route.presentation { detents[route.name] = names }
        }
        detentsByScreen = detents
    }

    // MARK: Scenes and screens

    /// Remembers that `scene` shows `element`. `parameters`, when given, reads the screen's parameters off
    /// the live scene (e.g. a flow's chosen station) each time the state is read.
    public func register(_ scene: any WhimScene, as element: RouteElement, parameters: (() -> [String: RouteParameterValue])? = nil) {
        if registry.count > 256 { registry = registry.filter { $0.value.scene != nil } }
        registry[ObjectIdentifier(scene)] = Registration(scene: scene, element: element, parameters: parameters)
    }

    /// Registers each tab of a tab scene as the tab screen of the same index.
    public func register(tabsOf tabs: WhimTabScene, as names: [String]) {
        for (i, (tab, name)) in zip(tabs.tabs, names).enumerated() {
            register(tab, as: RouteElement(name, presentedAs: .tab(index: i)))
        }
    }

    /// A new scene for a screen, registered.
    public func scene(for element: RouteElement) -> any WhimScene {
        let scene = makeScene(element)
        if registry[ObjectIdentifier(scene)]?.scene !== scene { register(scene, as: element) }
        return scene
    }

    // MARK: Reading

    /// The navigation state the live scenes show.
    public func capture() -> NavigationState {
        NavigationState(entries().map(\.element))
    }

    /// The path of the live state (`/home/bikes`).
    public var path: String { tree.path(for: capture()) }

    func entries() -> [Entry] {
        var out: [Entry] = []
        for scene in root.scenes { visit(scene, host: root, into: &out) }
        return out
    }

    private func visit(_ scene: any WhimScene, host: WhimSceneNavigationStack?, into out: inout [Entry]) {
        if let r = registry[ObjectIdentifier(scene)], r.scene === scene {
            var element = r.element
            if let read = r.parameters { element.parameters = read() }
            if case .sheet = element.presentedAs, let names = detentsByScreen[element.name], let i = scene.cardDetentIndex, names.indices.contains(i) {
                element.presentedAs = .sheet(detent: names[i])
            }
            out.append(Entry(element: element, scene: scene, host: host))
        }
        if let tabs = scene as? WhimTabScene {
            visit(tabs.selectedTab, host: nil, into: &out)
        } else if let stack = scene as? WhimSceneNavigationStack {
            for s in stack.scenes { visit(s, host: stack, into: &out) }
        }
    }

    // MARK: Applying

    /// Opens a path: parses it strictly and applies the state. A bad path throws and changes nothing.
    public func open(_ path: String, animated: Bool = true) throws(RoutePathError) {
        try apply(tree.state(forPath: path), animated: animated)
    }

    /// Shows `state`: the difference from what is live becomes scene operations with their transitions
    /// (None for all when not animated). A state the tree does not allow throws and changes nothing.
    public func apply(_ state: NavigationState, animated: Bool = true) throws(RoutePathError) {
        try tree.validate(state)
        var live = entries()
        let diff = NavigationDiff(from: NavigationState(live.map(\.element)), to: state)
        let ops = diff.operations
        // Build every new scene before touching the live ones.
        var built: [Int: any WhimScene] = [:]
        for (i, op) in ops.enumerated() {
            switch op {
            case let .switchRoot(e), let .push(e, _), let .presentSheet(e, _, _), let .presentModal(e, _), let .openDrawer(e, _), let .replace(_, e, _):
                built[i] = scene(for: e)
            default: break
            }
        }
        for (i, op) in ops.enumerated() {
            let transition = animated ? op.transition : .none
            switch op {
            case let .switchRoot(e):
                operations.replace(last: root.scenes.count, of: root, with: [built[i]!], transition: transition)
                live = [Entry(element: e, scene: built[i]!, host: root)]
            case let .pop(_, at), let .dismiss(_, at), let .closeDrawer(_, at):
                if at < live.count, let host = live[at].host, let j = host.scenes.firstIndex(where: { $0 === live[at].scene }) {
                    operations.replace(last: host.scenes.count - j, of: host, with: [], transition: transition)
                }
                live.removeLast(max(0, live.count - at))
            case let .push(e, at), let .presentModal(e, at), let .openDrawer(e, at), let .presentSheet(e, _, at):
                live.removeLast(max(0, live.count - at))
                let scene = built[i]!
                if case let .sheet(detent) = e.presentedAs, let index = detentsByScreen[e.name]?.firstIndex(of: detent) {
                    operations.moveCard(of: scene, toDetent: index, animated: false)
                }
                let stack = currentStack(live)
                operations.replace(last: 0, of: stack, with: [scene], transition: transition)
                live.append(Entry(element: e, scene: scene, host: stack))
            case let .replace(_, e, at):
                guard at < live.count, let host = live[at].host, let j = host.scenes.firstIndex(where: { $0 === live[at].scene }) else { continue }
                let scene = built[i]!
                if case let .sheet(detent) = e.presentedAs, let index = detentsByScreen[e.name]?.firstIndex(of: detent) {
                    operations.moveCard(of: scene, toDetent: index, animated: false)
                }
                operations.replace(last: host.scenes.count - j, of: host, with: [scene], transition: transition)
                live.removeLast(live.count - at)
                live.append(Entry(element: e, scene: scene, host: host))
            case let .selectTab(e, at):
                live.removeLast(max(0, live.count - at))
                guard case let .tab(index) = e.presentedAs, let tabs = live.last?.scene as? WhimTabScene, tabs.tabs.indices.contains(index) else { continue }
                let tab = tabs.tabs[index]
                if let stack = tab as? WhimSceneNavigationStack, stack.scenes.count > 1, index != tabs.selectedIndex {
                    // Screens left in the hidden tab by earlier taps are not part of the state.
                    operations.replace(last: stack.scenes.count - 1, of: stack, with: [], transition: .none)
                }
                operations.select(tab: index, of: tabs, transition: transition)
                live.append(Entry(element: e, scene: tab, host: nil))
            case let .changeDetent(e, detent, at):
                live.removeLast(max(0, live.count - at - 1))
                if at < live.count, let index = detentsByScreen[e.name]?.firstIndex(of: detent) {
                    operations.moveCard(of: live[at].scene, toDetent: index, animated: animated)
                    live[at].element = e.at(detent: detent)
                }
            }
        }
    }

    /// Applies the state after the app's conditions changed (e.g. a login): the live state if the tree
    /// still allows it, else its longest allowed start, else `fallback`.
    public func reevaluate(fallback: NavigationState, animated: Bool = true) throws(RoutePathError) {
        try apply(tree.reevaluate(capture(), fallback: fallback), animated: animated)
    }

    /// The stack the next pushed or presented screen goes on: the innermost stack among the screens so far.
    private func currentStack(_ live: [Entry]) -> WhimSceneNavigationStack {
        var stack = root
        for entry in live {
            if let s = entry.scene as? WhimSceneNavigationStack { stack = s }
        }
        return stack
    }
}

/// Connects a route tree to live scenes: it reads the navigation state off the scenes (`capture`), and
/// applies a state to them (`apply`) as the operations of a `NavigationDiff`, each with its transition.
///
/// Scenes are made by the app's `makeScene` for each screen and remembered with the screen they show
/// (`register`), so a state can be read back however the user got there. Reading walks the root stack:
/// a registered scene contributes its screen, a tab scene its selected tab, a stack its scenes, a
/// presenting scene its base then what it presents — a sheet its screen at the sheet's current detent,
/// the drawer its screen; after the root, what the presenting scenes around the root present. Scenes the
/// app did not register (steps inside a flow) are passed over. So a sheet the user dismissed (scrim,
/// Esc, a swipe) or dragged to another detent shows in the state read next.
///
/// A pushed or modal screen goes on the innermost stack of the screens before it (a screen whose scene
/// is a stack, or a tab that is one). A sheet screen is presented as a `WhimSheet` (the scene `makeScene`
/// returns, or one made around it with the detents `detent(named:)` gives) over the nearest presenting
/// scene at the state's detent; with no presenting scene around, it is pushed like a modal and its
/// bottom card moved to the detent. A drawer screen opens the nearest `WhimDrawerScene`'s drawer (its
/// content is registered as that screen). Every change goes through `operations`, whose scene calls
/// send the driver navigation requests.
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
    /// The detent a sheet made around a screen's scene rests at, by the tree's detent name.
    public var detent: (String) -> Detent = LiveNavigation.standardDetent

    /// `medium` and `large` as sheets define them; `small` a quarter; any other name medium.
    public static func standardDetent(named name: String) -> Detent {
        switch name {
        case "large": return .large
        case "small": return .fraction(0.25)
        default: return .medium
        }
    }

    private struct Registration {
        weak var scene: (any WhimScene)?
        var element: RouteElement
        var parameters: (() -> [String: RouteParameterValue])?
    }

    /// A screen as it is live: the scene showing it (a presented scene's content) and where it is held.
    struct Entry {
        var element: RouteElement
        var scene: any WhimScene
        var host: Host
    }

    /// Where a live screen is held: in a stack, presented (a sheet, the drawer) by a presenting scene, or
    /// as a tab.
    enum Host {
        case stack(WhimSceneNavigationStack)
        case presented(any WhimPresentedScene, by: WhimPresentingScene)
        case tab
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

    /// The detent names a sheet screen of the tree declares, lowest first (nil for other screens).
    public func detentNames(of screen: String) -> [String]? { detentsByScreen[screen] }

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

    /// The navigation state the live scenes show, with the stacks of the hidden tabs and the waiting link.
    public func capture() -> NavigationState {
        state(of: walk())
    }

    private func state(of walk: Walk) -> NavigationState {
        NavigationState(walk.entries.map(\.element), tabStacks: walk.tabStacks, waiting: waitingLink)
    }

    /// The link that waits for the conditions to allow it (see `open(_:animated:)`), if any: at most one.
    public private(set) var waitingLink: NavigationState?

    /// The path of the live state (`/home/bikes`).
    public var path: String { tree.path(for: capture()) }

    func entries() -> [Entry] { walk().entries }

    /// What reading the state passes: the screens, and the presenting scenes they are read from.
    private struct Walk {
        var entries: [Entry] = []
        var presenters: [WhimPresentingScene] = []
        var tabStacks: [TabStack] = []
    }

    private func walk() -> Walk {
        var walk = Walk()
        for scene in root.scenes { visit(scene, host: .stack(root), into: &walk) }
        var current = root.relationship.parent
        while let c = current {
            if let presenter = c as? WhimPresentingScene { visitPresented(by: presenter, into: &walk) }
            current = c.nextSceneResponder
        }
        return walk
    }

    private func element(of scene: any WhimScene) -> RouteElement? {
        guard let r = registry[ObjectIdentifier(scene)], r.scene === scene else { return nil }
        var element = r.element
        if let read = r.parameters { element.parameters = read() }
        return element
    }

    /// The screen a presented scene shows: its own, or its content's (a sheet around a screen's scene).
    private func element(ofPresented presented: any WhimPresentedScene) -> RouteElement? {
        element(of: presented) ?? element(of: (presented as? WhimPresentedContentScene)?.content ?? presented)
    }

    private func visit(_ scene: any WhimScene, host: Host, into walk: inout Walk) {
        if var element = element(of: scene) {
            // A card with fewer detents than the sheet names cannot rest at each of them: the detent
            // last applied to the screen (its registration) stands instead.
            if case .sheet = element.presentedAs, let names = detentsByScreen[element.name], (scene.cardDetentCount ?? 0) >= names.count,
               let i = scene.cardDetentIndex, names.indices.contains(i) {
                element.presentedAs = .sheet(detent: names[i])
            }
            walk.entries.append(Entry(element: element, scene: scene, host: host))
        }
        visitChildren(of: scene, into: &walk)
    }

    private func visitChildren(of scene: any WhimScene, into walk: inout Walk) {
        if let tabs = scene as? WhimTabScene {
            let position = walk.entries.count
            visit(tabs.selectedTab, host: .tab, into: &walk)
            guard walk.entries.indices.contains(position), walk.entries[position].scene === tabs.selectedTab else { return }
            for (i, tab) in tabs.tabs.enumerated() where i != tabs.selectedIndex {
                guard let element = element(of: tab) else { continue }
                var screens = [element]
                collectStack(of: tab, into: &screens)
                if screens.count > 1 { walk.tabStacks.append(TabStack(position: position, screens: screens)) }
            }
        } else if let stack = scene as? WhimSceneNavigationStack {
            for s in stack.scenes { visit(s, host: .stack(stack), into: &walk) }
        } else if let presenter = scene as? WhimPresentingScene {
            visitChildren(of: presenter.base, into: &walk)
            visitPresented(by: presenter, into: &walk)
        }
    }

    /// The screens kept in a hidden tab, bottom first: those of its stack (and of the selected tabs in it);
    /// what is presented over them is not part of it.
    private func collectStack(of scene: any WhimScene, into screens: inout [RouteElement]) {
        if let tabs = scene as? WhimTabScene {
            if let element = element(of: tabs.selectedTab) { screens.append(element) }
            collectStack(of: tabs.selectedTab, into: &screens)
        } else if let stack = scene as? WhimSceneNavigationStack {
            for s in stack.scenes {
                if let element = element(of: s) { screens.append(element) }
                collectStack(of: s, into: &screens)
            }
        } else if let presenter = scene as? WhimPresentingScene {
            collectStack(of: presenter.base, into: &screens)
        }
    }

    /// The screens `presenter` presents, bottom first: a sheet at its current detent, the drawer.
    private func visitPresented(by presenter: WhimPresentingScene, into walk: inout Walk) {
        walk.presenters.append(presenter)
        for presented in presenter.presented {
            guard var element = element(ofPresented: presented) else { continue }
            let content = (presented as? WhimPresentedContentScene)?.content ?? presented
            if let sheet = presented as? WhimSheet, let names = detentsByScreen[element.name], names.indices.contains(sheet.selectedDetent) {
                element.presentedAs = .sheet(detent: names[sheet.selectedDetent])
            }
            walk.entries.append(Entry(element: element, scene: content, host: .presented(presented, by: presenter)))
            visitChildren(of: content, into: &walk)
        }
    }

    // MARK: Applying

    /// Opens a link's path: parses it strictly and applies the state, which replaces any waiting link. A
    /// path that a conditional refuses now but allows under other conditions (`/home/detail?id=0` while
    /// logged out) waits instead: the longest start of it the tree allows now is shown (the condition's
    /// screen, e.g. Login), and the link runs when `reevaluate` finds the conditions allow it. At most one
    /// link waits: a later link replaces it, whether it runs or waits. A bad path throws and changes nothing
    /// (its error read with `RouteTree.ignoringConditions`, so it names what no condition would allow).
    public func open(_ path: String, animated: Bool = true) throws(RoutePathError) {
        let state: NavigationState
        do { state = try tree.state(forPath: path) } catch {
            // A path no conditions allow is reported as read with every branch open (the fuller reading).
            let later = try tree.ignoringConditions.state(forPath: path)
            if (try? tree.validate(later)) != nil { return try apply(later, animated: animated) }
            try wait(for: later, animated: animated)
            return
        }
        try apply(state, animated: animated)
    }

    /// Applies a restored state (a state file's): its waiting link at once when the conditions now allow
    /// it; else the state, keeping its waiting link while some conditions allow that; a state a
    /// conditional refuses now waits (see `open(_:animated:)`). Throws and changes nothing when no
    /// conditions allow the state.
    public func restore(_ saved: NavigationState, animated: Bool = false) throws(RoutePathError) {
        if var link = saved.waiting, (try? tree.validate(link)) != nil {
            link.waiting = nil
            try apply(link, animated: animated)
            return
        }
        var state = saved
        if let link = state.waiting, (try? tree.ignoringConditions.validate(link)) == nil { state.waiting = nil }
        if (try? tree.validate(state)) != nil {
            try apply(state, animated: animated)
            return
        }
        state.waiting = nil
        try tree.ignoringConditions.validate(state)
        try wait(for: state, animated: animated)
    }

    /// Keeps `later` as the waiting link and shows the longest start of it the tree allows now (else what
    /// is shown stays).
    private func wait(for later: NavigationState, animated: Bool) throws(RoutePathError) {
        var now = capture()
        now.waiting = nil
        var shown = tree.reevaluate(NavigationState(later.elements), fallback: now)
        shown.waiting = later
        try apply(shown, animated: animated)
    }

    /// Shows `state`: the difference from what is live becomes scene operations with their transitions
    /// (None for all when not animated). When it changes anything, presented scenes no route accounts for
    /// (alerts, ad hoc sheets) are dismissed first. A state the tree does not allow throws and changes nothing;
    /// one that would remove a screen whose leave guard objects changes nothing either (`LeaveGuard`: a
    /// question applies it on a yes).
    public func apply(_ state: NavigationState, animated: Bool = true) throws(RoutePathError) {
        try tree.validate(state)
        var read = walk()
        var ops = diff(from: read, to: state)
        // Leave guards of the screens it would remove decide first: a state is shown whole or not at all,
        // and a question applies it again on a yes.
        let leaving = Self.removed(by: ops, live: read.entries)
        guard LeaveGate.mayRemove(leaving, retry: { [weak self] in try? self?.apply(state, animated: animated) }) else { return }
        waitingLink = state.waiting
        // What no route accounts for (an alert about the screens under it) goes when those screens change.
        if !ops.isEmpty { dismissUnrouted(on: read.presenters, transition: animated ? .dismiss : .none) }
        // A tab switch shows the stack the tab kept: what follows is planned again from what is live then.
        // Each pass selects a tab at a deeper position, so this ends; the bound is a guard.
        for _ in 0..<32 {
            guard perform(ops, live: read.entries, animated: animated) else { return }
            read = walk()
            ops = diff(from: read, to: state)
        }
    }

    /// The live scenes `ops` take away (each with what is above it), for their leave guards.
    private static func removed(by ops: [NavigationOperation], live: [Entry]) -> [any WhimScene] {
        let from = ops.compactMap { op -> Int? in
            switch op {
            case .switchRoot: 0
            case let .pop(_, at), let .dismiss(_, at), let .closeDrawer(_, at), let .replace(_, _, at): at
            default: nil
            }
        }.min()
        guard let from, from < live.count else { return [] }
        // What a screen's removal takes with it: the scenes above it in its stack, those presented above it.
        return live[from...].flatMap { entry -> [any WhimScene] in
            switch entry.host {
            case let .stack(host):
                guard let j = host.scenes.firstIndex(where: { $0 === entry.scene }) else { return [entry.scene] }
                return Array(host.scenes[j...])
            case let .presented(scene, presenter):
                guard let j = presenter.presented.firstIndex(where: { $0 === scene }) else { return [entry.scene] }
                return Array(presenter.presented[j...])
            case .tab:
                return [entry.scene]
            }
        }
    }

    /// The operations from what `read` found to `state`; a tab keeps a stack when it is a navigation stack.
    private func diff(from read: Walk, to state: NavigationState) -> [NavigationOperation] {
        let entries = read.entries
        return NavigationDiff(from: self.state(of: read), to: state) { position in
            entries.indices.contains(position) && entries[position].scene is WhimSceneNavigationStack
        }.operations
    }

    /// Performs `ops` on the live screens `live`; returns true right after a tab was selected (the rest
    /// of `ops` is left: it was planned without the stack the tab kept).
    private func perform(_ ops: [NavigationOperation], live: [Entry], animated: Bool) -> Bool {
        var live = live
        let cut = ops.firstIndex { if case .selectTab = $0 { true } else { false } }.map { $0 + 1 } ?? ops.count
        let ops = Array(ops.prefix(cut))
        // Build every new scene before touching the live ones.
        var built: [Int: any WhimScene] = [:]
        for (i, op) in ops.enumerated() {
            switch op {
            case let .switchRoot(e), let .push(e, _), let .presentSheet(e, _, _), let .presentModal(e, _), let .replace(_, e, _):
                built[i] = scene(for: e)
            case let .openDrawer(e, _):
                if drawerScene(live) == nil { built[i] = scene(for: e) }
            default: break
            }
        }
        for (i, op) in ops.enumerated() {
            let transition = animated ? op.transition : .none
            switch op {
            case let .switchRoot(e):
                for at in live.indices.reversed() { remove(live[at], transition: transition) }
                operations.replace(last: root.scenes.count, of: root, with: [built[i]!], transition: transition)
                live = [Entry(element: e, scene: built[i]!, host: .stack(root))]
            case let .pop(_, at), let .dismiss(_, at), let .closeDrawer(_, at):
                if at < live.count { remove(live[at], transition: transition) }
                live.removeLast(max(0, live.count - at))
            case let .openDrawer(e, at):
                live.removeLast(max(0, live.count - at))
                if let host = drawerScene(live) {
                    let content = host.drawer.content
                    if element(of: content)?.isSameScreen(as: e) != true { register(content, as: e) }
                    operations.present(host.drawer, over: host, transition: transition)
                    live.append(Entry(element: e, scene: content, host: .presented(host.drawer, by: host)))
                } else {
                    live.append(add(e, scene: built[i]!, live: live, transition: transition))
                }
            case let .push(e, at), let .presentModal(e, at), let .presentSheet(e, _, at):
                live.removeLast(max(0, live.count - at))
                live.append(add(e, scene: built[i]!, live: live, transition: transition))
            case let .replace(_, e, at):
                guard at < live.count else { continue }
                let old = live[at]
                live.removeLast(live.count - at)
                let becomesSheet = if case .sheet = e.presentedAs { presenter(live) != nil } else { false }
                if !becomesSheet, case let .stack(host) = old.host, let j = host.scenes.firstIndex(where: { $0 === old.scene }) {
                    let scene = built[i]!
                    if case let .sheet(detent) = e.presentedAs, let index = detentsByScreen[e.name]?.firstIndex(of: detent) {
                        operations.moveCard(of: scene, toDetent: index, animated: false)
                    }
                    operations.replace(last: host.scenes.count - j, of: host, with: [scene], transition: transition)
                    live.append(Entry(element: e, scene: scene, host: old.host))
                } else {
                    // A presented screen swapped: the old one is dismissed as the new one comes.
                    remove(old, transition: animated ? .dismiss : .none)
                    live.append(add(e, scene: built[i]!, live: live, transition: transition))
                }
            case let .selectTab(e, at):
                live.removeLast(max(0, live.count - at))
                guard case let .tab(index) = e.presentedAs, let tabs = live.last?.scene as? WhimTabScene, tabs.tabs.indices.contains(index) else { continue }
                // Selecting the selected tab again would pop it to its root: the state says what it holds.
                if index != tabs.selectedIndex { operations.select(tab: index, of: tabs, transition: transition) }
                return true
            case let .restack(stack):
                restack(stack, live: live)
            case let .changeDetent(e, detent, at):
                live.removeLast(max(0, live.count - at - 1))
                if at < live.count, let index = detentsByScreen[e.name]?.firstIndex(of: detent) {
                    if case let .presented(sheet as WhimSheet, _) = live[at].host {
                        operations.select(detent: index, of: sheet, animated: animated)
                    } else {
                        operations.moveCard(of: live[at].scene, toDetent: index, animated: animated)
                        registry[ObjectIdentifier(live[at].scene)]?.element.presentedAs = .sheet(detent: detent)
                    }
                    live[at].element = e.at(detent: detent)
                }
            }
        }
        return false
    }

    /// Makes the live stack of a hidden tab hold `stack`'s screens, silently: its screens above those they
    /// share are popped and the rest pushed. Only a tab that is a navigation stack keeps screens, and only
    /// pushed and modal ones; tabs inside it keep their selection.
    private func restack(_ stack: TabStack, live: [Entry]) {
        guard let index = stack.tabIndex, stack.position >= 1, stack.position < live.count,
              let tabs = live[stack.position - 1].scene as? WhimTabScene, tabs.tabs.indices.contains(index), index != tabs.selectedIndex,
              let tab = tabs.tabs[index] as? WhimSceneNavigationStack else { return }
        let wanted = stack.screens.dropFirst().prefix { $0.presentedAs == .push || $0.presentedAs == .modal }
        let kept = tab.scenes.compactMap { scene in element(of: scene).map { (scene: scene, element: $0) } }
        var shared = 0
        while shared < kept.count, shared < wanted.count, kept[shared].element == wanted[wanted.startIndex + shared] { shared += 1 }
        let from = shared < kept.count ? tab.scenes.firstIndex { $0 === kept[shared].scene } ?? tab.scenes.count : tab.scenes.count
        let added = wanted.dropFirst(shared).map { scene(for: $0) }
        guard from < tab.scenes.count || !added.isEmpty else { return }
        operations.replace(last: tab.scenes.count - from, of: tab, with: added, transition: .none)
    }

    /// Dismisses, on `presenters` (those the state is read from), the presented scenes on top that show
    /// no screen of the tree (alerts, and anything else presented outside the routes).
    private func dismissUnrouted(on presenters: [WhimPresentingScene], transition: TransitionCatalogue) {
        for presenter in presenters {
            // Dismissing the lowest of the unrouted ones on top takes those above it too, in one transition.
            let unrouted = presenter.presented.reversed().prefix { element(ofPresented: $0) == nil && $0.presenter === presenter }
            if let lowest = unrouted.last { operations.dismiss(lowest, from: presenter, transition: transition) }
        }
    }

    /// Removes a live screen (and what is above it in its stack or presenter) with `transition`.
    private func remove(_ entry: Entry, transition: TransitionCatalogue) {
        switch entry.host {
        case let .stack(host):
            if let j = host.scenes.firstIndex(where: { $0 === entry.scene }) {
                operations.replace(last: host.scenes.count - j, of: host, with: [], transition: transition)
            }
        case let .presented(scene, presenter):
            if scene.presenter === presenter { operations.dismiss(scene, from: presenter, transition: transition) }
        case .tab:
            break
        }
    }

    /// Shows a new screen after `live`: a sheet presented over the nearest presenting scene when there is
    /// one, else pushed (or presented modally) on the innermost stack.
    private func add(_ e: RouteElement, scene: any WhimScene, live: [Entry], transition: TransitionCatalogue) -> Entry {
        let index: Int? = if case let .sheet(detent) = e.presentedAs { detentsByScreen[e.name]?.firstIndex(of: detent) } else { nil }
        if case .sheet = e.presentedAs, let presenter = presenter(live) {
            let sheet: WhimSheet
            if let made = scene as? WhimSheet {
                sheet = made
                if let index { sheet.select(detent: index) }
            } else {
                let names = detentsByScreen[e.name] ?? []
                sheet = WhimSheet(content: scene, detents: names.map(detent), initialDetent: index ?? 0)
            }
            operations.present(sheet, over: presenter, transition: transition)
            return Entry(element: e, scene: sheet.content, host: .presented(sheet, by: presenter))
        }
        if let index { operations.moveCard(of: scene, toDetent: index, animated: false) }
        let stack = currentStack(live)
        operations.replace(last: 0, of: stack, with: [scene], transition: transition)
        return Entry(element: e, scene: scene, host: .stack(stack))
    }

    /// Applies the state after the app's conditions changed (e.g. a login): the waiting link when the tree
    /// now allows it (it runs, and waits no more); else the live state if the tree still allows it, else its
    /// longest allowed start, else `fallback` — the waiting link kept.
    public func reevaluate(fallback: NavigationState, animated: Bool = true) throws(RoutePathError) {
        if var link = waitingLink, (try? tree.validate(link)) != nil {
            link.waiting = nil
            // It runs now: a leave guard that stops it drops it (a question runs it on a yes).
            waitingLink = nil
            try apply(link, animated: animated)
            return
        }
        try apply(tree.reevaluate(capture(), fallback: fallback), animated: animated)
    }

    /// The stack the next pushed or presented screen goes on: the innermost stack among the screens so far
    /// (a screen that is a stack, or the stack a screen is in — e.g. the main stack inside a drawer scene).
    private func currentStack(_ live: [Entry]) -> WhimSceneNavigationStack {
        var stack = root
        for entry in live {
            if let s = entry.scene as? WhimSceneNavigationStack {
                stack = s
            } else if let s = entry.scene.relationship.parent as? WhimSceneNavigationStack {
                stack = s
            }
        }
        return stack
    }

    /// The presenting scene the next sheet goes over: the one presenting the sheets so far, else the nearest
    /// one around the innermost stack.
    private func presenter(_ live: [Entry]) -> WhimPresentingScene? {
        for entry in live.reversed() {
            if case let .presented(_, presenter) = entry.host { return presenter }
        }
        return currentStack(live).presentingScene
    }

    /// The drawer scene around the innermost stack, if any.
    private func drawerScene(_ live: [Entry]) -> WhimDrawerScene? {
        var current = currentStack(live).relationship.parent
        while let c = current {
            if let host = c as? WhimDrawerScene { return host }
            current = c.nextSceneResponder
        }
        return nil
    }
}

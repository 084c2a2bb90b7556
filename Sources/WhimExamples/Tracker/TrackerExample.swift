import WhimCore
import WhimGraphics

/// The tracker (seed 003) rebuilt on the engine, over the map: four tabs, each a stack so drill-downs
/// push within their tab and stay there while another tab is shown (tapping the shown tab again goes
/// back to its root), and stats, settings and the card collection as sheets over whatever tab or
/// drill-down is shown — from every screen's header and from Home's cards. Home's "Add spark" is a quick
/// action: it switches to the Tracker tab with the new-spark field focused. The seed's anti-patterns
/// cannot be written (see `TrackerRoutes`): `apply` refuses them with `TrackerRouteError`.
public final class TrackerExample: Example {
    public static let name = "tracker"
    public static let summary = "Tracker: four tabs, drill-downs, stats/settings as sheets"

    /// The content: sparks, tables, missions, cards.
    public private(set) var model = TrackerModel()
    /// The four tabs, each a stack (made with the `main` screen).
    public private(set) var tabs: WhimTabScene?
    /// The Tracker tab's new-spark field (Home's "Add spark" focuses it).
    var newSparkField: TextField?
    var tabBars: [SegmentedControl] = []
    /// The cards of the live screens, refreshed after every change of the model.
    let cards = LiveCards()
    private(set) weak var app: ExampleApp?

    public init(options: ExampleOptions) throws(ExampleError) {}

    public let routes = TrackerRoutes.tree()

    public var start: NavigationState {
        (try? routes.state(forPath: "/main")) ?? NavigationState([])
    }

    public var keyStates: [ExampleShot] {
        [
            ExampleShot("home", path: "/main"),
            ExampleShot("stats sheet", path: "/main/stats"),
            ExampleShot("library drill-down", path: "/main/library/table-detail?id=0/entry-detail?table=0&row=1"),
            ExampleShot("settings over a drill-down", path: "/main/library/table-detail?id=0/entry-detail?table=0&row=1/settings"),
            ExampleShot("quick add") { [unowned self] _ in self.quickAddSpark() },
            ExampleShot("collection", path: "/main/collection@large"),
        ]
    }

    // MARK: Navigation

    /// The tab shown.
    public var selectedTab: TrackerRoutes.TabRoute { TrackerRoutes.TabRoute.allCases[tabs?.selectedIndex ?? 0] }

    /// Selects a tab: it shows the drill-downs it kept while hidden, and the tab left keeps its own; sheets
    /// go. Selecting the shown tab again goes back to its root.
    public func select(_ tab: TrackerRoutes.TabRoute) {
        guard let app, let index = TrackerRoutes.TabRoute.allCases.firstIndex(of: tab) else { return }
        let state = app.navigation.capture()
        guard state.elements.count > 1 else { return }
        try? app.show(state.selectingTab(RouteElement(tab.rawValue, presentedAs: .tab(index: index)), at: 1))
    }

    /// Pushes a drill-down in its own tab (switching to that tab first when another is shown).
    public func navigate(to route: TrackerRoutes.SecondaryRoute, _ parameters: [String: Int] = [:]) {
        if route.tab != selectedTab { select(route.tab) }
        try? app?.go(to: route.rawValue, parameters: parameters.mapValues { .int($0) })
    }

    /// Presents a sheet over what is shown (a sheet already up is replaced by it).
    public func show(_ sheet: TrackerRoutes.TrackerSheet) {
        guard let app else { return }
        var state = app.navigation.capture()
        while let top = state.top, case .sheet = top.presentedAs { state = state.dropping(1) }
        try? app.show(state.appending(RouteElement(sheet.rawValue, presentedAs: .sheet(detent: sheet.detents[0]))))
    }

    /// Home's "Add spark" quick action: the Tracker tab, with the new-spark field focused.
    public func quickAddSpark() {
        select(.tracker)
        newSparkField?.beginEditing()
    }

    /// Back: the top sheet, else the tab's top screen.
    func back() { app?.back() }

    /// Applies a state (a link, a state file), refusing the seed's anti-patterns with a clear error:
    /// stats, settings or the collection anywhere but as a sheet; then the tree's own checks, and ids the
    /// content has. Nothing changes when it throws.
    public func apply(_ state: NavigationState, in app: ExampleApp, animated: Bool = true) throws(TrackerLinkError) {
        do { try TrackerRoutes.checkSheetsArePresented(state) } catch { throw .antiPattern(error) }
        do { try routes.validate(state) } catch { throw .path(error) }
        if let bad = state.elements.first(where: { !hasContent(for: $0) }) {
            throw .noSuchItem("\(bad): not in the tracker's content")
        }
        do { try app.show(state, animated: animated) } catch { throw .path(error) }
    }

    /// Whether the content has what a drill-down's parameters name.
    func hasContent(for e: RouteElement) -> Bool {
        func int(_ name: String) -> Int? { if case let .int(i)? = e.parameters[name] { i } else { nil } }
        switch e.name {
        case "spark-detail": return int("id").map(model.sparks.indices.contains) ?? false
        case "mission-detail": return int("id").map(model.missions.indices.contains) ?? false
        case "table-detail": return int("id").map(model.tables.indices.contains) ?? false
        case "entry-detail":
            guard let t = int("table"), model.tables.indices.contains(t), let r = int("row") else { return false }
            return model.tables[t].rows.indices.contains(r)
        default: return true
        }
    }

    /// Changes the model; the live screens show the change.
    func change(_ body: (inout TrackerModel) -> Void) {
        body(&model)
        cards.refreshAll()
    }

    // MARK: Scenes

    public func makeScene(for element: RouteElement, in app: ExampleApp) -> any WhimScene {
        self.app = app
        let id = { (name: String) -> Int in if case let .int(i)? = element.parameters[name] { i } else { 0 } }
        switch element.name {
        case "main": return tabs ?? makeTabs(in: app)
        case "spark-detail": return sparkDetail(id("id"))
        case "mission-detail": return missionDetail(id("id"))
        case "table-detail": return tableDetail(id("id"))
        case "entry-detail": return entryDetail(table: id("table"), row: id("row"))
        case "achievements": return achievementsScreen()
        case "collectibles": return collectiblesScreen()
        default: return sheet(TrackerRoutes.TrackerSheet(rawValue: element.name) ?? .stats)
        }
    }

    private func makeTabs(in app: ExampleApp) -> WhimTabScene {
        let scene = WhimTabScene(tabs: TrackerRoutes.TabRoute.allCases.map { WhimSceneNavigationStack([tabRoot($0)]) })
        scene.onSelect = { [weak self] index in self?.tabBars.forEach { $0.selectedIndex = index } }
        tabs = scene
        app.navigation.register(tabsOf: scene, as: TrackerRoutes.TabRoute.allCases.map(\.rawValue))
        return scene
    }
}

/// Why a tracker link or state is not applied.
public enum TrackerLinkError: Error, CustomStringConvertible {
    /// Stats, settings or the collection not as a sheet.
    case antiPattern(TrackerRouteError)
    /// Not a path or state of the tree (the error names the segment).
    case path(RoutePathError)
    /// An id the content does not have.
    case noSuchItem(String)

    public var description: String {
        switch self {
        case let .antiPattern(error): return "\(error)"
        case let .path(error): return "\(error)"
        case let .noSuchItem(text): return DisplayText.bounded(text, limit: 120)
        }
    }
}

import WhimCore

/// The tracker's navigation, typed after its seed: four tabs (`TabRoute`), drill-downs pushed within a
/// tab (`SecondaryRoute`), and stats, settings and the card collection always as sheets (`TrackerSheet`).
///
///     /main  /main/tracker  /main/library  /main/missions          the four tabs
///     /main/tracker/spark-detail?id=2                              drill-downs, pushed in their tab
///     /main/library/table-detail?id=1/entry-detail?table=1&row=0
///     /main/missions/mission-detail?id=0  /main/missions/achievements  /main/missions/collectibles
///     /main/library/stats  /main/settings@large  /main/collection   sheets, over any screen of any tab
///
/// The seed's anti-patterns cannot be written: `SecondaryRoute` has no stats or settings case, so nothing
/// typed can push them; and a state (a file, a script) that pushes them or selects them as a tab is
/// refused with `TrackerRouteError.sheetNotPresented` (and by the tree's own `validate`).
public enum TrackerRoutes {
    /// The scheme of the tracker's links: `tracker://main/library`.
    public static let scheme = "tracker"

    /// The fixed four tabs.
    public enum TabRoute: String, Sendable, Hashable, CaseIterable {
        case home, tracker, library, missions

        /// The tab bar's title.
        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// Drill-down routes, pushed within a tab: the seed's `SecondaryRoute` (without stats and settings).
    public enum SecondaryRoute: String, Sendable, Hashable, CaseIterable {
        case sparkDetail = "spark-detail"
        case missionDetail = "mission-detail"
        case tableDetail = "table-detail"
        case entryDetail = "entry-detail"
        case achievements
        case collectibles

        /// The tab it is used in (the seed's "Where Used"; achievements and collectibles, a "future
        /// feature" there, go with the Missions tab, whose purpose is challenges and achievements).
        public var tab: TabRoute {
            switch self {
            case .sparkDetail: return .tracker
            case .missionDetail, .achievements, .collectibles: return .missions
            case .tableDetail, .entryDetail: return .library
            }
        }

        /// Its declared parameters.
        var parameters: [RouteParameter] {
            switch self {
            case .sparkDetail, .missionDetail, .tableDetail: return [RouteParameter("id", .int)]
            case .entryDetail: return [RouteParameter("table", .int), RouteParameter("row", .int)]
            case .achievements, .collectibles: return []
            }
        }
    }

    /// The modal overlays: always sheets, never pushed.
    public enum TrackerSheet: String, Sendable, Hashable, CaseIterable {
        case stats, settings, collection

        /// The sheet's detents, lowest first.
        public var detents: [String] { self == .settings ? ["large"] : ["medium", "large"] }
    }

    /// The tree: every screen of every tab may present the three sheets; drill-downs push in their tab.
    public static func tree() -> RouteTree {
        let sheets: [Navigator] = TrackerSheet.allCases.map { .screen($0.rawValue, presentation: .sheet(detents: $0.detents)) }
        func drill(_ route: SecondaryRoute, then next: [Navigator] = []) -> Navigator {
            .screen(route.rawValue, parameters: route.parameters, nesting: .anyOf(next + sheets))
        }
        func tab(_ tab: TabRoute, _ drills: [Navigator]) -> Navigator {
            .screen(tab.rawValue, presentation: .tab, nesting: .anyOf(drills + sheets))
        }
        let main: Navigator = .screen("main", nesting: .anyOf(
            tab(.home, []),
            tab(.tracker, [drill(.sparkDetail)]),
            tab(.library, [drill(.tableDetail, then: [drill(.entryDetail)])]),
            tab(.missions, [drill(.missionDetail), drill(.achievements), drill(.collectibles)])))
        // The declaration above is fixed and valid; a failure here is a defect every tracker test catches.
        do { return try RouteTree(main, scheme: scheme) } catch { preconditionFailure("the tracker's route tree: \(error)") }
    }

    /// Checks the seed's rule before a state is applied: stats, settings and the collection are sheets,
    /// so a state that pushes them, or selects them as a tab, is refused with an error that says so.
    public static func checkSheetsArePresented(_ state: NavigationState) throws(TrackerRouteError) {
        for (i, element) in state.elements.enumerated() {
            guard let sheet = TrackerSheet(rawValue: element.name) else { continue }
            if case .sheet = element.presentedAs { continue }
            throw .sheetNotPresented(sheet, position: i + 1, as: element.presentedAs)
        }
    }
}

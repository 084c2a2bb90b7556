import WhimCore

/// The route trees of the three seed apps, declared with the navigation API.
enum TestApps {
    /// The tracker: four tabs, drill-downs inside tabs, and stats/settings/collection as sheets reachable
    /// from every tab — never pushed.
    static func tracker() throws -> RouteTree {
        let sheets: [Navigator] = [
            .screen("stats", presentation: .sheet(detents: ["medium", "large"])),
            .screen("settings", presentation: .sheet(detents: ["large"])),
            .screen("collection", presentation: .sheet(detents: ["medium", "large"])),
        ]
        let entry: Navigator = .screen("entry-detail", parameters: [RouteParameter("row", .int), RouteParameter("note", .string, optional: true)],
                                       nesting: .anyOf(sheets))
        func tab(_ name: String, _ drill: [Navigator]) -> Navigator {
            .screen(name, presentation: .tab, nesting: .anyOf(drill + sheets))
        }
        return try RouteTree(.screen("main", nesting: .anyOf(
            tab("home", []),
            tab("tracker", [.screen("spark-detail", parameters: [RouteParameter("id", .int)], nesting: .anyOf(sheets))]),
            tab("library", [.screen("table-detail", parameters: [RouteParameter("id", .int), RouteParameter("sort", .oneOf(["name", "modified", "created"]), optional: true)],
                                    nesting: .anyOf([entry] + sheets))]),
            tab("missions", [.screen("mission-detail", parameters: [RouteParameter("id", .int), RouteParameter("weekly", .bool, optional: true)])]))))
    }

    /// The notes app: onboarding until a directory exists, then home with an editor and stacked sheets.
    static func notes(hasDirectory: @escaping () -> Bool) throws -> RouteTree {
        let sort: Navigator = .screen("sort", presentation: .sheet(detents: ["medium"]))
        let quickActions: Navigator = .screen("quick-actions", parameters: [RouteParameter("file", .string)], presentation: .sheet(detents: ["medium"]), nesting: .anyOf(
            .screen("rename", presentation: .sheet(detents: ["medium", "large"])),
            .screen("folder-picker", presentation: .sheet(detents: ["large"]), nesting: sort),
            .screen("delete", presentation: .sheet(detents: ["medium"]))))
        let editor: Navigator = .screen("editor", parameters: [RouteParameter("file", .string), RouteParameter("zoom", .double, optional: true)],
                                        nesting: quickActions)
        let home: Navigator = .screen("home", nesting: .anyOf(
            editor, quickActions, sort,
            .screen("storage", presentation: .sheet(detents: ["medium"]), nesting: .screen("settings")),
            .screen("select-folder", nesting: editor)))
        let onboarding: Navigator = .screen("onboarding", nesting: .screen("create-folder", parameters: [RouteParameter("name", .string, optional: true)]))
        return try RouteTree(.conditional(either: home, or: onboarding, basedOn: hasDirectory), scheme: "notes")
    }

    /// Waha: a conditional root (onboarding, loading, or the main app) where any first screen becomes the
    /// branch's root (wildcards), three set tabs, and a drawer.
    static func waha(onboarded: @escaping () -> Bool, installing: @escaping () -> Bool) throws -> RouteTree {
        let drawer: Navigator = .screen("drawer", presentation: .drawer, nesting: .anyOf(
            .screen("groups"), .screen("storage"), .screen("security-mode", nesting: .screen("key-order", parameters: [RouteParameter("step", .oneOf(["initial", "confirm"]))]))))
        let play: Navigator = .screen("play", parameters: [RouteParameter("lesson", .int), RouteParameter("speed", .double, optional: true)])
        let sets: Navigator = .anyOf(
            .screen("lessons", parameters: [RouteParameter("set", .string)], nesting: .anyOf(play, drawer)),
            .screen("add-set", parameters: [RouteParameter("category", .oneOf(["foundational", "topical", "mobilization"]))]),
            drawer)
        let main: Navigator = .screen("main", nesting: .anyOf(
            .screen("foundational", presentation: .tab, nesting: sets),
            .screen("topical", presentation: .tab, nesting: sets),
            .screen("mobilization", presentation: .tab, nesting: sets)))
        let onboarding: Navigator = .screen("onboarding", nesting: .screen("slides", parameters: [RouteParameter("page", .int)], nesting: .screen("loading")))
        return try RouteTree(.conditional(
            either: .wildcard(screen: "main", navigator: main),
            or: .conditional(either: .wildcard(screen: "loading", navigator: .screen("loading")),
                             or: .wildcard(screen: "onboarding", navigator: onboarding), basedOn: installing),
            basedOn: onboarded))
    }
}

/// Conditions a test flips.
final class Flags: @unchecked Sendable {
    var onboarded = true
    var installing = false
    var hasDirectory = true
}

import WhimCore

/// Waha's route tree, after the seed's navigation structure:
///
///     Root (conditional on the three variables, see `WahaRoot.decide`)
///     ├─ /onboarding                     Onboarding stack: InitialLanguageInstanceInstall
///     │  ├─ /onboarding/slides?page=2    WahaOnboardingSlides
///     │  │  └─ …/slides/loading          Loading (the install's progress)
///     │  └─ /onboarding/loading          Loading (onboarding already finished before a restart)
///     ├─ /loading                        Loading alone (a subsequent language instance)
///     └─ /main/sets/topical              MainDrawer around MainStack; SetsTabs and its three tabs
///        ├─ …/drawer                     WahaDrawer
///        ├─ …/lessons?set=creation/play?set=creation&lesson=2
///        ├─ …/add-set?category=topical
///        ├─ …/groups/add-language        SubsequentLanguageInstanceInstall
///        ├─ …/storage
///        ├─ …/mobilization-tools/mobilization-tools-unlock
///        ├─ …/security-mode/security-onboarding/key-order-set-initial/key-order-set-confirm
///        ├─ …/security-mode/key-order-change-initial/key-order-change-confirm
///        └─ …/piano, …/splash            over any main-stack screen (Security Mode, multitasking)
public enum WahaRoutes {
    /// The scheme of Waha's links: `waha://main/sets/topical`.
    public static let scheme = "waha"

    /// The tab names of SetsTabs, in order (the categories' raw values).
    public static let tabs = WahaCatalogue.SetCategory.allCases.map(\.rawValue)

    /// The tree; its conditions are asked on every parse and change: `root` picks the branch Root shows;
    /// within onboarding the slides exist once an install started or finished (`isInstalling`,
    /// `hasInstalled`) and Loading while one runs; a key order's confirmation exists while its first entry
    /// waits (`isConfirming`).
    public static func tree(root: @escaping () -> WahaRoot, isInstalling: @escaping () -> Bool, hasInstalled: @escaping () -> Bool,
                            isConfirming: @escaping () -> Bool) -> RouteTree {
        let nothing: Navigator = .anyOf([])
        let setIDs = WahaCatalogue.sets.map(\.id)
        let lock: [Navigator] = [.screen("piano"), .screen("splash")]
        func screen(_ name: String, _ parameters: [RouteParameter] = [], then next: [Navigator] = []) -> Navigator {
            .screen(name, parameters: parameters, nesting: .anyOf(next + lock))
        }
        let lessons = screen("lessons", [RouteParameter("set", .oneOf(setIDs))], then: [
            screen("play", [RouteParameter("set", .oneOf(setIDs)), RouteParameter("lesson", .int)]),
        ])
        func confirming(_ name: String) -> Navigator { .conditional(either: screen(name), or: nothing, basedOn: isConfirming) }
        let security = screen("security-mode", then: [
            screen("security-onboarding", then: [screen("key-order-set-initial", then: [confirming("key-order-set-confirm")])]),
            screen("key-order-change-initial", then: [confirming("key-order-change-confirm")]),
        ])
        let fromTab: [Navigator] = [
            lessons,
            screen("add-set", [RouteParameter("category", .oneOf(tabs))]),
            .screen("drawer", presentation: .drawer),
            screen("groups", then: [screen("add-language")]),
            screen("storage"),
            screen("mobilization-tools", then: [screen("mobilization-tools-unlock")]),
            security,
        ]
        let setsTabs: Navigator = .anyOf(tabs.map { .screen($0, presentation: .tab, nesting: .anyOf(fromTab + lock)) })
        let main: Navigator = .screen("main", nesting: .screen("sets", nesting: setsTabs))
        let installing: Navigator = .conditional(either: .screen("loading"), or: nothing, basedOn: isInstalling)
        let slides: Navigator = .conditional(
            either: .screen("slides", parameters: [RouteParameter("page", .int, optional: true)], nesting: installing), or: nothing,
            basedOn: { isInstalling() || hasInstalled() })
        let onboarding: Navigator = .screen("onboarding", nesting: .anyOf(slides, installing))
        let loading: Navigator = .screen("loading")
        let navigator: Navigator = .conditional(
            either: onboarding,
            or: .conditional(either: loading, or: main, basedOn: { root() == .loading }),
            basedOn: { root() == .onboarding })
        // The declaration above is fixed and valid; a failure here is a defect every Waha test catches.
        do { return try RouteTree(navigator, scheme: scheme) } catch { preconditionFailure("Waha's route tree: \(error)") }
    }

    /// Where each branch of Root starts.
    public static func start(of root: WahaRoot) -> String {
        switch root {
        case .onboarding: return "/onboarding"
        case .loading: return "/loading"
        case .main: return "/main/sets"
        }
    }
}

/// A route tree, composed as in Composable Navigator: it describes exactly the valid paths of an app.
///
/// - `.screen(name, parameters:, presentation:, nesting:)` is one screen; `nesting` says what may follow it.
/// - `.anyOf(…)` branches out: the first navigator that can handle the next segment takes it.
/// - `.conditional(either:or:basedOn:)` asks its condition (the app's state) on every parse and every
///   change of the path, and only the chosen branch exists.
/// - `.wildcard(screen:navigator:)` replaces whatever screen comes with the given one, then lets
///   `navigator` handle the path from there.
public indirect enum Navigator {
    /// One screen (`screen(_:parameters:presentation:nesting:)`).
    case screenRoute(ScreenRoute)
    /// The first of these that can handle a segment (`anyOf(_:)`).
    case anyOfNavigators([Navigator])
    /// One of two navigators, chosen by `condition` on every parse and change (`conditional(either:or:basedOn:)`).
    case conditionalNavigator(either: Navigator, or: Navigator, condition: () -> Bool)
    /// Any segment, resolved to one screen (`wildcard(screen:parameters:navigator:)`).
    case wildcardNavigator(screen: String, parameters: [String: RouteParameterValue], navigator: Navigator)

    /// One screen and the navigator of the screens that may follow it.
    public static func screen(
        _ name: String, parameters: [RouteParameter] = [], presentation: RoutePresentation = .push, nesting: Navigator? = nil
    ) -> Navigator {
        .screenRoute(ScreenRoute(name: name, parameters: parameters, presentation: presentation, nesting: nesting))
    }

    /// Any of the navigators; the first that can handle the segment wins.
    public static func anyOf(_ navigators: Navigator...) -> Navigator { .anyOfNavigators(navigators) }

    /// Any of the navigators in a list; the first that can handle the segment wins.
    public static func anyOf(_ navigators: [Navigator]) -> Navigator { .anyOfNavigators(navigators) }

    /// `either` while `basedOn` is true, else `or`; checked on every parse and change of the path.
    public static func conditional(either: Navigator, or: Navigator, basedOn condition: @escaping () -> Bool) -> Navigator {
        .conditionalNavigator(either: either, or: or, condition: condition)
    }

    /// Whatever screen comes at this position becomes `screen` (with `parameters`), handled by `navigator`.
    public static func wildcard(screen: String, parameters: [String: RouteParameterValue] = [:], navigator: Navigator) -> Navigator {
        .wildcardNavigator(screen: screen, parameters: parameters, navigator: navigator)
    }
}

/// A screen of a route tree: its segment name, its declared parameters, how it is presented, and the
/// navigator of what may follow it.
public struct ScreenRoute {
    /// The screen's name, as in paths.
    public var name: String
    /// The parameters it declares.
    public var parameters: [RouteParameter]
    /// How it is shown.
    public var presentation: RoutePresentation
    /// The navigator of the screens below it, nil for a leaf.
    public var nesting: Navigator?

    /// A screen; `screen(_:parameters:presentation:nesting:)` is the usual way to make one.
    public init(name: String, parameters: [RouteParameter], presentation: RoutePresentation, nesting: Navigator?) {
        self.name = name
        self.parameters = parameters
        self.presentation = presentation
        self.nesting = nesting
    }

    var isTab: Bool { presentation == .tab }

    /// The first declared detent of a sheet (where it opens).
    var defaultDetent: String? {
        if case let .sheet(detents) = presentation { detents.first } else { nil }
    }
}

/// A screen that may come at a position of the path, under the conditions as they are now.
public struct RouteCandidate {
    /// The screen.
    public var route: ScreenRoute
    /// For a wildcard: the parameters of the screen that replaces whatever comes.
    public var wildcardParameters: [String: RouteParameterValue]?
    /// Index among the tabs of the position (tabs only).
    public var tabIndex: Int

    /// How the screen is shown when it comes here: a sheet at `detent` (its first when nil), a tab with
    /// its index, or as declared.
    public func presentedAs(detent: String? = nil) -> PresentedAs {
        switch route.presentation {
        case .push: return .push
        case .modal: return .modal
        case .drawer: return .drawer
        case .tab: return .tab(index: tabIndex)
        case let .sheet(detents): return .sheet(detent: detent ?? detents[0])
        }
    }
}

extension Navigator {
    /// The screens that may come at this position, in the order they are tried; with `anyBranch`, a
    /// conditional offers the branch its condition picks, then the other.
    func candidates(anyBranch: Bool = false) -> [RouteCandidate] {
        var out: [RouteCandidate] = []
        collect(into: &out, wildcard: nil, anyBranch: anyBranch)
        var tab = 0
        for i in out.indices where out[i].route.isTab {
            out[i].tabIndex = tab
            tab += 1
        }
        return out
    }

    private func collect(into out: inout [RouteCandidate], wildcard: (String, [String: RouteParameterValue])?, anyBranch: Bool) {
        switch self {
        case let .screenRoute(route):
            if let wildcard {
                if route.name == wildcard.0 { out.append(RouteCandidate(route: route, wildcardParameters: wildcard.1, tabIndex: 0)) }
            } else {
                out.append(RouteCandidate(route: route, wildcardParameters: nil, tabIndex: 0))
            }
        case let .anyOfNavigators(list):
            for n in list { n.collect(into: &out, wildcard: wildcard, anyBranch: anyBranch) }
        case let .conditionalNavigator(either, or, condition):
            let (taken, other) = condition() ? (either, or) : (or, either)
            taken.collect(into: &out, wildcard: wildcard, anyBranch: anyBranch)
            if anyBranch { other.collect(into: &out, wildcard: wildcard, anyBranch: anyBranch) }
        case let .wildcardNavigator(screen, parameters, navigator):
            navigator.collect(into: &out, wildcard: wildcard ?? (screen, parameters), anyBranch: anyBranch)
        }
    }

    /// Every screen route in the tree, both branches of conditionals included (for validation and for
    /// telling an unknown segment from one at the wrong place).
    func forEachRoute(_ body: (ScreenRoute) -> Void) {
        switch self {
        case let .screenRoute(route):
            body(route)
            route.nesting?.forEachRoute(body)
        case let .anyOfNavigators(list):
            for n in list { n.forEachRoute(body) }
        case let .conditionalNavigator(either, or, _):
            either.forEachRoute(body)
            or.forEachRoute(body)
        case let .wildcardNavigator(_, _, navigator):
            navigator.forEachRoute(body)
        }
    }

    /// Every position's navigator (this one, then each screen's nesting), both conditional branches included.
    func forEachPosition(_ body: (Navigator) -> Void) {
        body(self)
        forEachRoute { route in route.nesting.map(body) }
    }
}

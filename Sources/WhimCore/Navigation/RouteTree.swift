/// An app's route tree: its navigator, the scheme of its links and the path limits. It turns paths into
/// navigation states and back — every state has one canonical path, and every valid path leads to one
/// state — parsing strictly against the declared screens, positions, parameters and detents.
///
/// Path syntax: `/home/detail?id=0/sort@medium`: `/`-separated segments, each a screen name, `@detent`
/// for a sheet at a detent other than its first, and `?name=value&…` for its parameters. A tab position
/// may be left out for the first tab (`/home/bikes` is `/home/options/bikes` when `options` is Home's
/// first tab); the canonical path leaves it out whenever that is unambiguous.
public struct RouteTree {
    /// The root navigator.
    public let navigator: Navigator
    /// The scheme links may carry (`whim://home`, `whim:/home`); paths may also start with `/`.
    public let scheme: String
    /// How long a path may be.
    public let limits: RoutePathLimits
    private let allNames: Set<String>

    /// Checks the tree: screen, parameter and detent names are non-empty letters, digits, `-` and `_`,
    /// parameters and detents unique per screen, sheets have detents, `oneOf` lists are non-empty.
    public init(_ navigator: Navigator, scheme: String = "whim", limits: RoutePathLimits = RoutePathLimits()) throws(RouteTreeError) {
        self.navigator = navigator
        self.scheme = scheme
        self.limits = limits
        var names = Set<String>()
        var problem: RouteTreeError?
        navigator.forEachRoute { route in
            names.insert(route.name)
            if problem == nil { problem = Self.check(route) }
        }
        if let problem { throw problem }
        navigator.forEachPosition { position in
            var seen = Set<String>()
            for c in position.candidates() where !seen.insert(c.route.name).inserted && problem == nil {
                problem = .duplicateScreen(c.route.name)
            }
        }
        if let problem { throw problem }
        allNames = names
    }

    static func isName(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.count <= 64 && s.utf8.allSatisfy { PercentEncoding.isUnreserved($0) && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: "~") }
    }

    private static func check(_ route: ScreenRoute) -> RouteTreeError? {
        guard isName(route.name) else { return .badName(route.name) }
        var params = Set<String>()
        for p in route.parameters {
            guard isName(p.name) else { return .badName(p.name) }
            guard params.insert(p.name).inserted else { return .duplicateParameter(p.name, screen: route.name) }
            if case let .oneOf(values) = p.type, values.isEmpty { return .emptyChoice(p.name, screen: route.name) }
        }
        if case let .sheet(detents) = route.presentation {
            guard !detents.isEmpty, Set(detents).count == detents.count, detents.allSatisfy(isName) else { return .badDetents(screen: route.name) }
        }
        return nil
    }

    // MARK: Path → state

    /// The state a path leads to, or the error naming the segment where it does not.
    public func state(forPath text: String) throws(RoutePathError) -> NavigationState {
        let segments = try PathSegment.split(text, scheme: scheme, limits: limits)
        var elements: [RouteElement] = []
        var position: Navigator? = navigator
        var index = 0
        while true {
            guard let here = position else {
                if index < segments.count {
                    let s = segments[index]
                    throw .segmentNotAllowed(s.name, position: s.position, after: elements.last?.name, allowed: [])
                }
                break
            }
            let candidates = here.candidates()
            let tabs = candidates.filter(\.route.isTab)
            let isTabPosition = !candidates.isEmpty && tabs.count == candidates.count
            guard index < segments.count else {
                // A tab position at the end: the first tab is selected.
                guard isTabPosition else { break }
                elements.append(RouteElement(tabs[0].route.name, presentedAs: .tab(index: 0)))
                position = tabs[0].route.nesting
                continue
            }
            let segment = segments[index]
            guard let match = candidates.first(where: { $0.wildcardParameters != nil || $0.route.name == segment.name }) else {
                if isTabPosition {
                    // Not a tab name: the first tab is selected and the segment follows it.
                    elements.append(RouteElement(tabs[0].route.name, presentedAs: .tab(index: 0)))
                    position = tabs[0].route.nesting
                    continue
                }
                let allowed = candidates.map(\.route.name)
                if allNames.contains(segment.name) {
                    throw .segmentNotAllowed(segment.name, position: segment.position, after: elements.last?.name, allowed: allowed)
                }
                throw .unknownSegment(segment.name, position: segment.position, allowed: allowed)
            }
            elements.append(try element(for: match, from: segment))
            position = match.route.nesting
            index += 1
        }
        return NavigationState(elements)
    }

    private func element(for candidate: RouteCandidate, from segment: PathSegment) throws(RoutePathError) -> RouteElement {
        let route = candidate.route
        var presented = candidate.presentedAs()
        if let wildcard = candidate.wildcardParameters {
            return RouteElement(route.name, parameters: wildcard, presentedAs: presented)
        }
        if let detent = segment.detent {
            guard case let .sheet(detents) = route.presentation else { throw .detentNotAllowed(detent, segment: segment.raw) }
            guard detents.contains(detent) else { throw .unknownDetent(detent, segment: segment.raw, allowed: detents) }
            presented = .sheet(detent: detent)
        }
        var values: [String: RouteParameterValue] = [:]
        for (name, text) in segment.query {
            guard let declared = route.parameters.first(where: { $0.name == name }) else {
                throw .unknownParameter(name, segment: segment.raw, allowed: route.parameters.map(\.name))
            }
            guard values[name] == nil else { throw .repeatedParameter(name, segment: segment.raw) }
            guard let value = declared.type.value(parsing: text) else {
                throw .badParameterValue(name: name, value: text, segment: segment.raw, expected: declared.type.description)
            }
            values[name] = value
        }
        for p in route.parameters where !p.isOptional && values[p.name] == nil {
            throw .missingParameter(p.name, segment: segment.raw)
        }
        return RouteElement(route.name, parameters: values, presentedAs: presented)
    }

    /// The screens that may follow the first `count` screens of a state (all of them by default), in the
    /// order they are tried, under the conditions as they are now; empty when that start is not valid.
    public func candidates(after state: NavigationState, count: Int? = nil) -> [RouteCandidate] {
        var position: Navigator? = navigator
        for element in state.elements.prefix(count ?? state.elements.count) {
            guard let here = position, let match = here.candidates().first(where: { $0.route.name == element.name }) else { return [] }
            position = match.route.nesting
        }
        return position?.candidates() ?? []
    }

    // MARK: State → path

    /// The canonical path of a state (`/home/detail?id=0`): parameters in declared order, the first
    /// detent and an unambiguous first tab left out.
    public func path(for state: NavigationState) -> String {
        var out = ""
        var position: Navigator? = navigator
        for (i, element) in state.elements.enumerated() {
            let candidates = position?.candidates() ?? []
            let match = candidates.first { $0.route.name == element.name }
            position = match?.route.nesting
            if case .tab(0) = element.presentedAs, element.parameters.isEmpty, candidates.allSatisfy(\.route.isTab) {
                let next = i + 1 < state.elements.count ? state.elements[i + 1].name : nil
                if next.map({ n in !candidates.contains { $0.route.name == n } }) ?? true { continue }
            }
            out += "/" + PercentEncoding.encode(element.name)
            if case let .sheet(detent) = element.presentedAs, detent != match?.route.defaultDetent {
                out += "@" + PercentEncoding.encode(detent)
            }
            let order = (match?.route.parameters.map(\.name) ?? []).filter { element.parameters[$0] != nil }
                + element.parameters.keys.sorted().filter { k in !(match?.route.parameters.contains { $0.name == k } ?? false) }
            if !order.isEmpty {
                out += "?" + order.map { PercentEncoding.encode($0) + "=" + PercentEncoding.encode(element.parameters[$0]!.pathText) }.joined(separator: "&")
            }
        }
        return out.isEmpty ? "/" : out
    }

    /// The link of a state: the path with this tree's scheme (`whim://home/bikes`).
    public func link(for state: NavigationState) -> String {
        "\(scheme)://" + path(for: state).dropFirst()
    }

    /// Checks a state (e.g. one read from a file) against the tree as it is now: it is valid when its
    /// path leads back to exactly it.
    public func validate(_ state: NavigationState) throws(RoutePathError) {
        let path = path(for: state)
        let parsed = try self.state(forPath: path)
        guard parsed == state else {
            let i = zip(parsed.elements, state.elements).prefix { $0 == $1 }.count
            throw .stateMismatch(i < state.elements.count ? state.elements[i].name : "", position: i + 1)
        }
    }

    /// The state after the conditions changed: the state itself while it is valid, else the longest valid
    /// start of its path (a wildcard may map it into the branch now taken), else `fallback`.
    public func reevaluate(_ state: NavigationState, fallback: NavigationState) -> NavigationState {
        if (try? validate(state)) != nil { return state }
        var elements = state.elements
        while !elements.isEmpty {
            if let s = try? self.state(forPath: path(for: NavigationState(elements))) { return s }
            elements.removeLast()
        }
        return fallback
    }
}

/// A route tree that cannot be used.
public enum RouteTreeError: Error, Equatable, CustomStringConvertible {
    /// A screen or parameter name that is empty or has characters a path cannot carry.
    case badName(String)
    /// Two screens of the same name at one position of the tree.
    case duplicateScreen(String)
    /// A parameter declared twice on one screen.
    case duplicateParameter(String, screen: String)
    /// A `oneOf` parameter with no values.
    case emptyChoice(String, screen: String)
    /// A sheet without detents, or with a detent name twice.
    case badDetents(screen: String)

    /// One line naming the problem in the tree's declaration.
    public var description: String {
        switch self {
        case let .badName(n): return "route name \(DisplayText.quoted(n)) must be letters, digits, - and _"
        case let .duplicateScreen(n): return "screen \(DisplayText.quoted(n)) appears twice at one position"
        case let .duplicateParameter(p, s): return "screen \(s) declares parameter \(p) twice"
        case let .emptyChoice(p, s): return "screen \(s): parameter \(p) allows no value"
        case let .badDetents(s): return "sheet \(s) needs unique, named detents"
        }
    }
}

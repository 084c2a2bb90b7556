/// An app's route tree: its navigator, the scheme of its links and the path limits. It turns paths into
/// navigation states and back — every state has one canonical path, and every valid path leads to one
/// state — parsing strictly against the declared screens, positions, parameters and detents.
///
/// Path syntax: `/home/detail?id=0/sort@medium`: `/`-separated segments, each a screen name, `@detent`
/// for a sheet at a detent other than its first, and `?name=value&…` for its parameters. A tab position
/// may be left out for the first tab (`/home/bikes` is `/home/options/bikes` when `options` is Home's
/// first tab); the canonical path leaves it out whenever that is unambiguous. After the screens shown,
/// each hidden tab's stack follows as `/~tab/pushed/…` (`/main/library/~tracker/spark-detail?id=2`), in
/// the order of the tabs.
public struct RouteTree {
    /// The root navigator.
    public let navigator: Navigator
    /// The scheme links may carry (`whim://home`, `whim:/home`); paths may also start with `/`.
    public let scheme: String
    /// How long a path may be.
    public let limits: RoutePathLimits
    private let allNames: Set<String>
    /// Whether conditionals offer both branches (`ignoringConditions`).
    private var anyBranch = false

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
        let hiddenStart = segments.firstIndex { $0.name.hasPrefix(Self.hiddenTabMark) } ?? segments.endIndex
        let elements = try parse(segments[..<hiddenStart], from: navigator, after: [])
        var stacks: [TabStack] = []
        var start = hiddenStart
        while start < segments.endIndex {
            let end = segments[(start + 1)...].firstIndex { $0.name.hasPrefix(Self.hiddenTabMark) } ?? segments.endIndex
            let stack = try hiddenStack(segments[start..<end], of: elements)
            guard !stacks.contains(where: { $0.key == stack.key }) else {
                throw .segmentNotAllowed(segments[start].name, position: segments[start].position, after: elements.last?.name, allowed: [])
            }
            stacks.append(stack)
            start = end
        }
        return NavigationState(elements, tabStacks: stacks)
    }

    /// The mark that starts a hidden tab's stack in a path (`/~tracker/spark-detail?id=2`); no screen
    /// name contains it.
    static let hiddenTabMark = "~"

    /// The screens `segments` name from `start` on, after the screens `before`.
    private func parse(_ segments: ArraySlice<PathSegment>, from start: Navigator?, after before: [RouteElement]) throws(RoutePathError) -> [RouteElement] {
        var elements: [RouteElement] = []
        var position: Navigator? = start
        var index = segments.startIndex
        while true {
            guard let here = position else {
                if index < segments.endIndex {
                    let s = segments[index]
                    throw .segmentNotAllowed(s.name, position: s.position, after: (before + elements).last?.name, allowed: [])
                }
                break
            }
            let candidates = here.candidates(anyBranch: anyBranch)
            let tabs = candidates.filter(\.route.isTab)
            let isTabPosition = !candidates.isEmpty && tabs.count == candidates.count
            guard index < segments.endIndex else {
                // A tab position at the end: the first tab is selected.
                guard isTabPosition else { break }
                elements.append(RouteElement(tabs[0].route.name, presentedAs: .tab(index: 0)))
                position = tabs[0].route.nesting
                continue
            }
            let segment = segments[index]
            // Ignoring conditions, a screen of the name comes before a wildcard of another branch.
            let named = anyBranch ? candidates.first(where: { $0.route.name == segment.name }) : nil
            guard let match = named ?? candidates.first(where: { $0.wildcardParameters != nil || $0.route.name == segment.name }) else {
                if isTabPosition {
                    // Not a tab name: the first tab is selected and the segment follows it.
                    elements.append(RouteElement(tabs[0].route.name, presentedAs: .tab(index: 0)))
                    position = tabs[0].route.nesting
                    continue
                }
                let allowed = candidates.map(\.route.name)
                if allNames.contains(segment.name) {
                    throw .segmentNotAllowed(segment.name, position: segment.position, after: (before + elements).last?.name, allowed: allowed)
                }
                throw .unknownSegment(segment.name, position: segment.position, allowed: allowed)
            }
            elements.append(try element(for: match, from: segment))
            position = match.route.nesting
            index += 1
        }
        return elements
    }

    /// A hidden tab's stack: `~tab` then the screens pushed in it, for the first tabs among `elements`
    /// (from the root) that have a tab of that name other than the selected one.
    private func hiddenStack(_ segments: ArraySlice<PathSegment>, of elements: [RouteElement]) throws(RoutePathError) -> TabStack {
        let head = segments[segments.startIndex]
        let name = String(head.name.dropFirst(Self.hiddenTabMark.count))
        var names: [String] = []
        for (position, element) in elements.enumerated() {
            guard case .tab = element.presentedAs else { continue }
            let tabs = candidates(after: NavigationState(elements), count: position).filter(\.route.isTab)
            names += tabs.map(\.route.name).filter { $0 != element.name }
            guard head.detent == nil, head.query.isEmpty, name != element.name, let tab = tabs.first(where: { $0.route.name == name }) else { continue }
            let tabElement = RouteElement(name, presentedAs: tab.presentedAs())
            let pushed = try parse(segments.dropFirst(), from: tab.route.nesting, after: Array(elements.prefix(position)) + [tabElement])
            // A hidden tab keeps what was pushed in it; what was presented over it went when it was left.
            if let i = pushed.firstIndex(where: { $0.presentedAs.isPresentedOverStack }) {
                let s = segments[segments.startIndex + 1 + i]
                throw .segmentNotAllowed(s.name, position: s.position, after: i == 0 ? name : pushed[i - 1].name, allowed: [])
            }
            return TabStack(position: position, screens: [tabElement] + pushed)
        }
        throw .segmentNotAllowed(head.name, position: head.position, after: elements.last?.name, allowed: names.map { Self.hiddenTabMark + $0 })
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
        navigator(after: state.elements.prefix(count ?? state.elements.count))?.candidates(anyBranch: anyBranch) ?? []
    }

    /// The navigator of what may follow `elements`, nil when they are not a valid start.
    private func navigator(after elements: some Sequence<RouteElement>) -> Navigator? {
        var position: Navigator? = navigator
        for element in elements {
            guard let here = position, let match = here.candidates(anyBranch: anyBranch).first(where: { $0.route.name == element.name }) else { return nil }
            position = match.route.nesting
        }
        return position
    }

    // MARK: State → path

    /// The canonical path of a state (`/home/detail?id=0`): parameters in declared order, the first
    /// detent and an unambiguous first tab left out; then each hidden tab's stack as `/~tab/pushed/…`.
    public func path(for state: NavigationState) -> String {
        var out = ""
        append(state.elements[...], from: navigator, to: &out)
        for stack in state.tabStacks {
            guard let tab = stack.screens.first, state.elements.indices.contains(stack.position),
                  let match = candidates(after: state, count: stack.position).first(where: { $0.route.name == tab.name }) else { continue }
            out += "/" + Self.hiddenTabMark + PercentEncoding.encode(tab.name)
            append(stack.screens.dropFirst(), from: match.route.nesting, to: &out)
        }
        return out.isEmpty ? "/" : out
    }

    /// Appends the segments of `elements`, the first of them at the position of `start`.
    private func append(_ elements: ArraySlice<RouteElement>, from start: Navigator?, to out: inout String) {
        var position: Navigator? = start
        for i in elements.indices {
            let element = elements[i]
            let candidates = position?.candidates(anyBranch: anyBranch) ?? []
            let match = candidates.first { $0.route.name == element.name }
            position = match?.route.nesting
            if case .tab(0) = element.presentedAs, element.parameters.isEmpty, candidates.allSatisfy(\.route.isTab) {
                let next = i + 1 < elements.endIndex ? elements[i + 1].name : nil
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
    }

    /// The link of a state: the path with this tree's scheme (`whim://home/bikes`).
    public func link(for state: NavigationState) -> String {
        "\(scheme)://" + path(for: state).dropFirst()
    }

    /// Checks a state (e.g. one read from a file) against the tree as it is now: it is valid when its
    /// path leads back to exactly it. Its waiting link is checked against `ignoringConditions`.
    public func validate(_ state: NavigationState) throws(RoutePathError) {
        var shown = state
        shown.waiting = nil
        let parsed = try self.state(forPath: path(for: shown))
        guard parsed == shown else {
            let i = zip(parsed.elements, shown.elements).prefix { $0 == $1 }.count
            if i == shown.elements.count, parsed.elements.count == i, let stack = shown.tabStacks.first(where: { !parsed.tabStacks.contains($0) }) {
                throw .stateMismatch(stack.screens.first?.name ?? "", position: stack.position + 1)
            }
            throw .stateMismatch(i < shown.elements.count ? shown.elements[i].name : "", position: i + 1)
        }
        if let waiting = state.waiting { try ignoringConditions.validate(waiting) }
    }

    /// The tree with every conditional offering both its branches (the one its condition picks now first):
    /// what a link may lead to under some conditions. A path it accepts that the tree refuses now is one
    /// a conditional refuses (a link that waits, see `LiveNavigation.open(_:animated:)`).
    public var ignoringConditions: RouteTree {
        var copy = self
        copy.anyBranch = true
        return copy
    }

    /// The state after the conditions changed: the state itself while it is valid, else the longest valid
    /// start of its path (a wildcard may map it into the branch now taken), else `fallback`. The waiting
    /// link is kept.
    public func reevaluate(_ state: NavigationState, fallback: NavigationState) -> NavigationState {
        if (try? validate(state)) != nil { return state }
        var elements = state.elements
        var result = fallback
        while !elements.isEmpty {
            if let s = try? self.state(forPath: path(for: NavigationState(elements))) {
                result = s
                break
            }
            elements.removeLast()
        }
        result.waiting = state.waiting
        return result
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

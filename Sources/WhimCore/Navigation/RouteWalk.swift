/// Random walks through the states a route tree allows, for property tests and fuzzers: each step
/// pushes or presents an allowed screen with random typed parameters, goes back, switches a tab (the old
/// tab keeping its stack, the new one showing the stack it kept), selects the selected tab again (popping
/// it to its root), moves a sheet to another detent, or starts again at a root. Every state it returns is valid for the tree
/// under the conditions as they are at that step.
public struct RouteWalk {
    /// The tree whose states the walk visits.
    public let tree: RouteTree
    /// Whether a tab keeps its pushed screens while another is selected (tabs that are navigation
    /// stacks); when not, a tab switch leaves the new tab at its root and keeps no stacks.
    public var tabsKeepStacks: Bool

    /// A walk through the states of `tree`.
    public init(tree: RouteTree, tabsKeepStacks: Bool = true) {
        self.tree = tree
        self.tabsKeepStacks = tabsKeepStacks
    }

    /// A start: a random root screen with its tabs selected.
    public func start(using rng: inout some RandomNumberGenerator) -> NavigationState {
        let roots = tree.candidates(after: NavigationState([]))
        guard let root = roots.randomElement(using: &rng) else { return NavigationState([]) }
        return withTabs(NavigationState([element(for: root, using: &rng)]), using: &rng)
    }

    /// One random step from `state` (which must be valid for the tree).
    public func step(from state: NavigationState, using rng: inout some RandomNumberGenerator) -> NavigationState {
        for _ in 0..<8 {
            if let next = tryStep(from: state, kind: Int.random(in: 0..<11, using: &rng), using: &rng) { return next }
        }
        return start(using: &rng)
    }

    private func tryStep(from state: NavigationState, kind: Int, using rng: inout some RandomNumberGenerator) -> NavigationState? {
        switch kind {
        case 0..<4:  // push or present what may follow
            guard let next = tree.candidates(after: state).randomElement(using: &rng) else { return nil }
            return withTabs(state.appending(element(for: next, using: &rng)), using: &rng)
        case 4..<7:  // back (never leaving tabs without a selection)
            guard state.elements.count > 1, let top = state.top else { return nil }
            if case .tab = top.presentedAs { return nil }
            return state.dropping(1)
        case 7:  // another tab
            guard let i = tabPositions(of: state).randomElement(using: &rng),
                  let tab = tree.candidates(after: state, count: i).filter({ $0.route.name != state.elements[i].name }).randomElement(using: &rng)
            else { return nil }
            let selected = element(for: tab, using: &rng)
            guard tabsKeepStacks else { return withTabs(NavigationState(Array(state.elements.prefix(i))).appending(selected), using: &rng) }
            return withTabs(state.selectingTab(selected, at: i), using: &rng)
        case 8:  // a sheet to another detent
            guard let top = state.top, case .sheet = top.presentedAs,
                  let route = tree.candidates(after: state, count: state.elements.count - 1).first(where: { $0.route.name == top.name })?.route,
                  case let .sheet(detents) = route.presentation, let detent = detents.randomElement(using: &rng) else { return nil }
            return state.dropping(1).appending(top.at(detent: detent))
        case 9:
            return start(using: &rng)
        default:  // the selected tab again: back to its root
            guard let i = tabPositions(of: state).randomElement(using: &rng), state.elements.count > i + 1 else { return nil }
            return withTabs(state.selectingTab(state.elements[i], at: i), using: &rng)
        }
    }

    /// The positions of the state's selected tabs.
    private func tabPositions(of state: NavigationState) -> [Int] {
        state.elements.indices.filter { if case .tab = state.elements[$0].presentedAs { true } else { false } }
    }

    /// Selects random tabs while the screen on top holds tabs.
    private func withTabs(_ state: NavigationState, using rng: inout some RandomNumberGenerator) -> NavigationState {
        var state = state
        while true {
            let next = tree.candidates(after: state)
            guard !next.isEmpty, next.allSatisfy(\.route.isTab), let tab = next.randomElement(using: &rng) else { return state }
            state = state.appending(element(for: tab, using: &rng))
        }
    }

    /// The element of a candidate screen with random values for its parameters (optional ones sometimes left out).
    public func element(for candidate: RouteCandidate, using rng: inout some RandomNumberGenerator) -> RouteElement {
        let route = candidate.route
        var detent: String?
        if case let .sheet(detents) = route.presentation { detent = detents.randomElement(using: &rng) }
        let presented = candidate.presentedAs(detent: detent)
        if let fixed = candidate.wildcardParameters { return RouteElement(route.name, parameters: fixed, presentedAs: presented) }
        var values: [String: RouteParameterValue] = [:]
        for p in route.parameters where !p.isOptional || Bool.random(using: &rng) {
            values[p.name] = Self.value(of: p.type, using: &rng)
        }
        return RouteElement(route.name, parameters: values, presentedAs: presented)
    }

    /// A random value of a type, edge cases included (extreme integers and doubles, empty text, text with
    /// path syntax, spaces, control characters and non-ASCII).
    public static func value(of type: RouteParameterType, using rng: inout some RandomNumberGenerator) -> RouteParameterValue {
        switch type {
        case .int:
            return .int([Int.min, Int.max, 0, -1, 7, Int.random(in: -1_000_000...1_000_000, using: &rng)].randomElement(using: &rng)!)
        case .double:
            let edge: [Double] = [0, 0.1, -2.5, 1e-300, -Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, 123456.789]
            return .double(Bool.random(using: &rng) ? edge.randomElement(using: &rng)! : Double.random(in: -1e6...1e6, using: &rng))
        case .string:
            let pieces = ["a", "Z", "0", " ", "/", "?", "&", "=", "%", "+", "@", "#", "~", ".", "-", "_", "\n", "\t", "\u{1}", "Töölö", "🚲", "é"]
            let count = Int.random(in: 0...6, using: &rng)
            return .string((0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined())
        case .bool:
            return .bool(Bool.random(using: &rng))
        case let .oneOf(values):
            return .string(values.randomElement(using: &rng)!)
        }
    }
}

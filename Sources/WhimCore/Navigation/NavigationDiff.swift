/// The difference of two navigation states as an ordered list of operations: the screens above their
/// common start go away top first (popped, dismissed, the drawer closed), then the new ones arrive
/// (pushed, presented at their detent, a tab selected, the drawer opened). A tab switch dismisses what is
/// presented over the old tab and keeps its pushed screens as its stack, selects the new tab (which
/// shows the stack it kept), and goes on from there; a sheet or screen replaced by one of its kind is one
/// `replace`; a sheet that only moved is one `changeDetent`; a new root is one `switchRoot`. Last, each
/// hidden tab whose stack differs is `restack`ed.
public struct NavigationDiff: Sendable, Hashable {
    /// The operations, in the order that turns the old state into the new one.
    public var operations: [NavigationOperation]

    /// The operations from `old` to `new`: back to their common prefix, then forward to `new`.
    /// `tabKeepsStack` says whether the tab at a position of `old` holds the screens pushed after it (a
    /// tab that is a navigation stack); when it does not, they are removed before another tab is selected.
    /// The waiting link is not an operation: it is left to whoever applies the state.
    public init(from old: NavigationState, to new: NavigationState, tabKeepsStack: (Int) -> Bool = { _ in true }) {
        var ops: [NavigationOperation] = []
        var chain = old.elements
        var hidden = Self.keyed(old.tabStacks)
        Self.chainOperations(chain: &chain, to: new.elements, hidden: &hidden, tabKeepsStack: tabKeepsStack, into: &ops)
        let wanted = Self.keyed(new.tabStacks)
        for key in Set(hidden.keys).union(wanted.keys).sorted() where hidden[key] != wanted[key] {
            ops.append(.restack(wanted[key] ?? TabStack(position: key.position, screens: Array(hidden[key]!.screens.prefix(1)))))
        }
        operations = ops
    }

    /// The operations that turn `chain` (with the hidden stacks `hidden`) into `b`.
    private static func chainOperations(
        chain: inout [RouteElement], to b: [RouteElement], hidden: inout [TabStack.Key: TabStack], tabKeepsStack: (Int) -> Bool,
        into ops: inout [NavigationOperation]
    ) {
        while true {
            let a = chain
            var k = 0
            while k < a.count, k < b.count, a[k] == b[k] { k += 1 }
            if k == a.count && k == b.count { return }
            if k == 0 {
                hidden = [:]
                chain = b
                guard let root = b.first else {
                    ops += (0..<a.count).reversed().compactMap { removal(a[$0], at: $0) }
                    return
                }
                ops.append(.switchRoot(to: root))
                ops += (1..<b.count).map { addition(b[$0], at: $0) }
                return
            }
            var firstNew = k
            if k < a.count, k < b.count {
                let x = a[k], y = b[k]
                if x.isSameScreen(as: y), case let .sheet(detent) = y.presentedAs {
                    // The same sheet at another detent: everything above it goes, the sheet moves.
                    ops += (k + 1..<a.count).reversed().compactMap { removal(a[$0], at: $0) }
                    drop(&hidden, from: k + 1)
                    ops.append(.changeDetent(y, to: detent, at: k))
                    firstNew = k + 1
                } else if case let .tab(from) = x.presentedAs, case let .tab(to) = y.presentedAs, from != to {
                    // Another tab of the same tabs: what is presented over the old tab goes, its pushed
                    // screens stay as its stack, and the new tab comes with the stack it kept.
                    let stackEnd = tabKeepsStack(k) ? (a[(k + 1)...].firstIndex { $0.presentedAs.isPresentedOverStack } ?? a.count) : k + 1
                    ops += (stackEnd..<a.count).reversed().compactMap { removal(a[$0], at: $0) }
                    drop(&hidden, from: k + 1)
                    hidden[TabStack.Key(position: k, tab: from)] = stackEnd - k > 1 ? TabStack(position: k, screens: Array(a[k..<stackEnd])) : nil
                    ops.append(.selectTab(y, at: k))
                    let kept = hidden.removeValue(forKey: TabStack.Key(position: k, tab: to))
                    chain = Array(a.prefix(k)) + [y] + (kept?.screens.dropFirst() ?? [])
                    continue
                } else if k + 1 == a.count, kind(x) == kind(y) {
                    drop(&hidden, from: k)
                    ops.append(.replace(x, with: y, at: k))
                    firstNew = k + 1
                } else {
                    ops += (k..<a.count).reversed().compactMap { removal(a[$0], at: $0) }
                    drop(&hidden, from: k)
                }
            } else {
                ops += (k..<a.count).reversed().compactMap { removal(a[$0], at: $0) }
                drop(&hidden, from: k)
            }
            ops += (firstNew..<b.count).map { addition(b[$0], at: $0) }
            chain = b
            return
        }
    }

    /// The operations done on a state value: `NavigationDiff(from: a, to: b).applied(to: a) == b` (the
    /// waiting link stays as it is).
    public func applied(to state: NavigationState) -> NavigationState {
        var elements = state.elements
        var hidden = Self.keyed(state.tabStacks)
        for op in operations {
            switch op {
            case let .switchRoot(root):
                elements = [root]
                hidden = [:]
            case let .selectTab(e, i):
                if i < elements.count, case let .tab(from) = elements[i].presentedAs, case let .tab(to) = e.presentedAs, from != to {
                    Self.drop(&hidden, from: i + 1)
                    hidden[TabStack.Key(position: i, tab: from)] = elements.count - i > 1 ? TabStack(position: i, screens: Array(elements[i...])) : nil
                    let kept = hidden.removeValue(forKey: TabStack.Key(position: i, tab: to))
                    elements = Array(elements.prefix(i)) + [e] + (kept?.screens.dropFirst() ?? [])
                } else {
                    Self.drop(&hidden, from: i)
                    elements = Array(elements.prefix(i)) + [e]
                }
            case let .push(e, i), let .presentSheet(e, _, i), let .presentModal(e, i), let .openDrawer(e, i), let .replace(_, e, i):
                Self.drop(&hidden, from: i)
                elements = Array(elements.prefix(i)) + [e]
            case let .pop(_, i), let .dismiss(_, i), let .closeDrawer(_, i):
                Self.drop(&hidden, from: i)
                elements = Array(elements.prefix(i))
            case let .changeDetent(e, detent, i):
                Self.drop(&hidden, from: i + 1)
                elements = Array(elements.prefix(i)) + [e.at(detent: detent)]
            case let .restack(stack):
                hidden[stack.key] = stack.screens.count > 1 ? stack : nil
            }
        }
        return NavigationState(elements, tabStacks: Array(hidden.values), waiting: state.waiting)
    }

    /// The stacks by their place.
    private static func keyed(_ stacks: [TabStack]) -> [TabStack.Key: TabStack] {
        Dictionary(stacks.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Forgets the stacks of tabs at `position` and above (their tabs went).
    private static func drop(_ hidden: inout [TabStack.Key: TabStack], from position: Int) {
        hidden = hidden.filter { $0.key.position < position }
    }

    /// Presentation kinds that can replace each other in place.
    private static func kind(_ e: RouteElement) -> Int {
        switch e.presentedAs {
        case .push: return 0
        case .sheet, .modal: return 1
        case .tab: return 2
        case .drawer: return 3
        }
    }

    /// A tab goes with the screen that holds the tabs, so it needs no operation of its own.
    private static func removal(_ e: RouteElement, at i: Int) -> NavigationOperation? {
        switch e.presentedAs {
        case .tab: return nil
        case .push: return .pop(e, at: i)
        case .sheet, .modal: return .dismiss(e, at: i)
        case .drawer: return .closeDrawer(e, at: i)
        }
    }

    private static func addition(_ e: RouteElement, at i: Int) -> NavigationOperation {
        switch e.presentedAs {
        case .push: return .push(e, at: i)
        case .tab: return .selectTab(e, at: i)
        case let .sheet(detent): return .presentSheet(e, detent: detent, at: i)
        case .modal: return .presentModal(e, at: i)
        case .drawer: return .openDrawer(e, at: i)
        }
    }
}

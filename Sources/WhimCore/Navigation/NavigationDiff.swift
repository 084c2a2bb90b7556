/// The difference of two navigation states as an ordered list of operations: the screens above their
/// common start go away top first (popped, dismissed, the drawer closed), then the new ones arrive
/// (pushed, presented at their detent, a tab selected, the drawer opened). A tab switch removes the old
/// tab's screens, then selects; a sheet or screen replaced by one of its kind is one `replace`; a sheet
/// that only moved is one `changeDetent`; a new root is one `switchRoot`.
public struct NavigationDiff: Sendable, Hashable {
    /// The operations, in the order that turns the old state into the new one.
    public var operations: [NavigationOperation]

    /// The operations from `old` to `new`: back to their common prefix, then forward to `new`.
    public init(from old: NavigationState, to new: NavigationState) {
        let a = old.elements, b = new.elements
        var k = 0
        while k < a.count, k < b.count, a[k] == b[k] { k += 1 }
        var ops: [NavigationOperation] = []
        if k == a.count && k == b.count {
            operations = []
            return
        }
        if k == 0 {
            guard let root = b.first else {
                operations = (0..<a.count).reversed().compactMap { Self.removal(a[$0], at: $0) }
                return
            }
            ops.append(.switchRoot(to: root))
            ops += (1..<b.count).map { Self.addition(b[$0], at: $0) }
            operations = ops
            return
        }
        var firstNew = k
        if k < a.count, k < b.count {
            let x = a[k], y = b[k]
            if x.isSameScreen(as: y), case let .sheet(detent) = y.presentedAs {
                // The same sheet at another detent: everything above it goes, the sheet moves.
                ops += (k + 1..<a.count).reversed().compactMap { Self.removal(a[$0], at: $0) }
                ops.append(.changeDetent(y, to: detent, at: k))
                firstNew = k + 1
            } else if case .tab = x.presentedAs, case .tab = y.presentedAs {
                // Another tab of the same tabs: the old tab's screens go, then the new tab is selected.
                ops += (k + 1..<a.count).reversed().compactMap { Self.removal(a[$0], at: $0) }
                ops.append(.selectTab(y, at: k))
                firstNew = k + 1
            } else if k + 1 == a.count, Self.kind(x) == Self.kind(y) {
                ops.append(.replace(x, with: y, at: k))
                firstNew = k + 1
            } else {
                ops += (k..<a.count).reversed().compactMap { Self.removal(a[$0], at: $0) }
            }
        } else {
            ops += (k..<a.count).reversed().compactMap { Self.removal(a[$0], at: $0) }
        }
        ops += (firstNew..<b.count).map { Self.addition(b[$0], at: $0) }
        operations = ops
    }

    /// The operations done on a state value: `NavigationDiff(from: a, to: b).applied(to: a) == b`.
    public func applied(to state: NavigationState) -> NavigationState {
        var elements = state.elements
        for op in operations {
            switch op {
            case let .switchRoot(root):
                elements = [root]
            case let .push(e, i), let .selectTab(e, i), let .presentSheet(e, _, i), let .presentModal(e, i), let .openDrawer(e, i),
                 let .replace(_, e, i):
                elements = Array(elements.prefix(i)) + [e]
            case let .pop(_, i), let .dismiss(_, i), let .closeDrawer(_, i):
                elements = Array(elements.prefix(i))
            case let .changeDetent(e, detent, i):
                elements = Array(elements.prefix(i)) + [e.at(detent: detent)]
            }
        }
        return NavigationState(elements)
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

/// The stack a tab keeps while another tab of the same tabs is selected: where those tabs are in the
/// navigation state, and the tab's own screens — the tab first, then what was pushed in it, bottom first.
/// A state holds one for each hidden tab that is not at its root, so switching back to a tab shows it as it
/// was left, and a path or a state file brings every tab's stack back.
public struct TabStack: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The index, in the state's elements, of the selected tab of the same tabs (the element before it
    /// is the screen that holds the tabs).
    public var position: Int
    /// The hidden tab (presented as `.tab(index:)`) and the screens pushed in it, bottom first.
    public var screens: [RouteElement]

    /// The stack of a hidden tab whose tabs' selected tab is at `position` of the state.
    public init(position: Int, screens: [RouteElement]) {
        self.position = position
        self.screens = screens
    }

    /// The hidden tab's index among its siblings (nil when the first screen is not a tab).
    public var tabIndex: Int? {
        if case let .tab(index)? = screens.first?.presentedAs { index } else { nil }
    }

    /// Where the stack belongs: the tabs' position, then the tab's index.
    var key: Key { Key(position: position, tab: tabIndex ?? -1) }

    /// A hidden tab's place in a state, in the order a state keeps its stacks.
    struct Key: Hashable, Comparable {
        var position: Int
        var tab: Int
        static func < (a: Key, b: Key) -> Bool { (a.position, a.tab) < (b.position, b.tab) }
    }

    /// The screens, as `tab / pushed / …` (for diagnostics).
    public var description: String { "@\(position): " + screens.map(\.description).joined(separator: " / ") }
}

extension PresentedAs {
    /// Whether a screen shown this way is presented over a tab's stack (a sheet, the drawer) rather than
    /// part of it: what a tab switch dismisses instead of keeping.
    var isPresentedOverStack: Bool {
        switch self {
        case .sheet, .drawer: return true
        case .push, .modal, .tab: return false
        }
    }
}

/// The whole navigation tree as a value: the screens from the root to the one on top, in the order a path
/// names them. Each element says how it is shown, so the value holds the root (and so which branch of a
/// conditional root is taken), every tab selection on the way, each stack's screens with their typed
/// parameters, the presented sheets with their detents, modals and whether the drawer is open. Beside the
/// screens shown it keeps the stacks of the tabs not selected (`tabStacks`) and a link that waits for a
/// conditional to allow it (`waiting`). It is compared with `==`, encoded with a format version
/// (`Codable`), turned into a path and back by a `RouteTree`, and applied to live scenes as the operations
/// of a `NavigationDiff`.
public struct NavigationState: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The version of the encoded format this build writes when a state has tab stacks or a waiting link;
    /// a state without them is written as version 1, which older builds read. Files of a newer version
    /// are not read.
    public static let formatVersion = 2

    /// The screens from the root down, as a path names them.
    public var elements: [RouteElement]

    /// The stacks of the hidden tabs that are not at their root, in the order of their position and tab
    /// index (kept sorted; a stack of the tab alone is the same as none and is left out).
    public var tabStacks: [TabStack] {
        didSet { tabStacks = Self.normalized(tabStacks) }
    }

    /// A link a conditional refuses under the conditions as they are (logged out), kept until they allow
    /// it (`LiveNavigation.reevaluate`) or another link replaces it. At most one link waits.
    public var waiting: NavigationState? {
        get { waitingLink.first }
        set { waitingLink = newValue.map { [$0] } ?? [] }
    }

    /// The waiting link (an array only so that a state can hold a state).
    private var waitingLink: [NavigationState]

    /// A state of these screens, root first, with the hidden tabs' stacks and a waiting link.
    public init(_ elements: [RouteElement], tabStacks: [TabStack] = [], waiting: NavigationState? = nil) {
        self.elements = elements
        self.tabStacks = Self.normalized(tabStacks)
        self.waitingLink = waiting.map { [$0] } ?? []
    }

    private static func normalized(_ stacks: [TabStack]) -> [TabStack] {
        stacks.filter { $0.screens.count > 1 }.sorted { $0.key < $1.key }
    }

    /// The screen on top.
    public var top: RouteElement? { elements.last }

    /// Whether the drawer is open (a drawer screen is part of the state).
    public var isDrawerOpen: Bool { elements.contains { $0.presentedAs == .drawer } }

    /// The presented sheets, bottom to top, with their detents.
    public var sheets: [(name: String, detent: String)] {
        elements.compactMap { if case let .sheet(d) = $0.presentedAs { ($0.name, d) } else { nil } }
    }

    /// The state with one more screen on top (the tab stacks and the waiting link kept).
    public func appending(_ element: RouteElement) -> NavigationState {
        var copy = self
        copy.elements.append(element)
        return copy
    }

    /// The state without its top `count` screens; the stacks of tabs held by a screen that goes, go too.
    public func dropping(_ count: Int) -> NavigationState {
        var copy = self
        copy.elements = Array(elements.dropLast(count))
        copy.tabStacks = tabStacks.filter { $0.position < copy.elements.count }
        return copy
    }

    /// The hidden stack of the tab with index `tab` of the tabs whose selected tab is at `position`.
    public func tabStack(at position: Int, tab: Int) -> TabStack? {
        tabStacks.first { $0.position == position && $0.tabIndex == tab }
    }

    /// The state after `tab` is selected among the tabs whose selected tab is at `position`: what is
    /// presented over the old tab goes, its pushed screens stay as its stack, and the new tab shows the
    /// stack it kept. Selecting the selected tab again pops it to its root. (The stacks of tabs inside the
    /// tab that becomes hidden are not kept.) A position that holds no tab, or a `tab` that is not one,
    /// leaves the state as it is.
    public func selectingTab(_ tab: RouteElement, at position: Int) -> NavigationState {
        guard elements.indices.contains(position), case let .tab(old) = elements[position].presentedAs,
              case let .tab(new) = tab.presentedAs else { return self }
        var copy = self
        copy.tabStacks = tabStacks.filter { $0.position <= position }
        guard old != new else {
            copy.elements = Array(elements.prefix(position)) + [tab]
            return copy
        }
        let stackEnd = elements[(position + 1)...].firstIndex { $0.presentedAs.isPresentedOverStack } ?? elements.count
        let kept = tabStack(at: position, tab: new)
        copy.tabStacks.removeAll { $0.position == position && ($0.tabIndex == new || $0.tabIndex == old) }
        copy.tabStacks.append(TabStack(position: position, screens: Array(elements[position..<stackEnd])))
        copy.elements = Array(elements.prefix(position)) + [tab] + (kept?.screens.dropFirst() ?? [])
        return copy
    }

    private enum CodingKeys: String, CodingKey { case version, elements, tabStacks, waiting }

    /// Reads a state written by this or an older build; a newer or unknown format version throws
    /// `NavigationStateFormatError` instead of guessing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.formatVersion else { throw NavigationStateFormatError.newerVersion(version, supported: Self.formatVersion) }
        guard version >= 1 else { throw NavigationStateFormatError.unknownVersion(version) }
        let elements = try container.decode([RouteElement].self, forKey: .elements)
        guard version >= 2 else {
            self.init(elements)
            return
        }
        self.init(elements, tabStacks: try container.decodeIfPresent([TabStack].self, forKey: .tabStacks) ?? [],
                  waiting: try container.decodeIfPresent(NavigationState.self, forKey: .waiting))
    }

    /// Writes the state with the lowest format version that holds it (1 without tab stacks and a waiting
    /// link, so older builds still read it), so a later build knows what it reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let plain = tabStacks.isEmpty && waiting == nil
        try container.encode(plain ? 1 : Self.formatVersion, forKey: .version)
        try container.encode(elements, forKey: .elements)
        if !tabStacks.isEmpty { try container.encode(tabStacks, forKey: .tabStacks) }
        if let waiting { try container.encode(waiting, forKey: .waiting) }
    }

    /// The elements, root first, separated by ` / `, then the hidden tabs' stacks and the waiting link in
    /// brackets (for diagnostics; `RouteTree.path(for:)` gives the path).
    public var description: String {
        elements.map(\.description).joined(separator: " / ")
            + tabStacks.map { " [\($0)]" }.joined()
            + (waiting.map { " [waiting: \($0)]" } ?? "")
    }
}

/// Why an encoded navigation state is not read.
public enum NavigationStateFormatError: Error, Equatable, CustomStringConvertible {
    /// Written by a newer build (format `Int`; this build reads up to `supported`).
    case newerVersion(Int, supported: Int)
    /// A format version that no build wrote (zero or negative).
    case unknownVersion(Int)

    /// One line saying which version was found and which this build reads.
    public var description: String {
        switch self {
        case let .newerVersion(v, supported): return "format version \(v) is newer than this build reads (\(supported))"
        case let .unknownVersion(v): return "unknown format version \(v)"
        }
    }
}

/// The whole navigation tree as a value: the screens from the root to the one on top, in the order a path
/// names them. Each element says how it is shown, so the value holds the root (and so which branch of a
/// conditional root is taken), every tab selection on the way, each stack's screens with their typed
/// parameters, the presented sheets with their detents, modals and whether the drawer is open. It is
/// compared with `==`, encoded with a format version (`Codable`), turned into a path and back by a
/// `RouteTree`, and applied to live scenes as the operations of a `NavigationDiff`.
public struct NavigationState: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The version of the encoded format this build writes; files of a newer version are not read.
    public static let formatVersion = 1

    /// The screens from the root down, as a path names them.
    public var elements: [RouteElement]

    /// A state of these screens, root first.
    public init(_ elements: [RouteElement]) {
        self.elements = elements
    }

    /// The screen on top.
    public var top: RouteElement? { elements.last }

    /// Whether the drawer is open (a drawer screen is part of the state).
    public var isDrawerOpen: Bool { elements.contains { $0.presentedAs == .drawer } }

    /// The presented sheets, bottom to top, with their detents.
    public var sheets: [(name: String, detent: String)] {
        elements.compactMap { if case let .sheet(d) = $0.presentedAs { ($0.name, d) } else { nil } }
    }

    /// The state with one more screen on top.
    public func appending(_ element: RouteElement) -> NavigationState {
        NavigationState(elements + [element])
    }

    /// The state without its top `count` screens.
    public func dropping(_ count: Int) -> NavigationState {
        NavigationState(Array(elements.dropLast(count)))
    }

    private enum CodingKeys: String, CodingKey { case version, elements }

    /// Reads a state written by this or an older build; a newer or unknown format version throws
    /// `NavigationStateFormatError` instead of guessing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version <= Self.formatVersion else { throw NavigationStateFormatError.newerVersion(version, supported: Self.formatVersion) }
        guard version >= 1 else { throw NavigationStateFormatError.unknownVersion(version) }
        elements = try container.decode([RouteElement].self, forKey: .elements)
    }

    /// Writes the elements with the current format version, so a later build knows what it reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(elements, forKey: .elements)
    }

    /// The elements, root first, separated by ` / ` (for diagnostics; `RouteTree.path(for:)` gives the path).
    public var description: String { elements.map(\.description).joined(separator: " / ") }
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

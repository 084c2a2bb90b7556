import WhimMap
import WhimNet

/// Which router to use, as a command line or a configuration names it: `builtin` (A* over the loaded
/// map's roads, the default), `osrm=URL` or `valhalla=URL`.
public enum RouterChoice: Hashable, Sendable, CustomStringConvertible {
    /// A* over the loaded map's roads.
    case builtIn
    /// An OSRM server at `url`.
    case osrm(url: String)
    /// A Valhalla server at `url`.
    case valhalla(url: String)

    /// Parses `builtin`, `osrm=URL` or `valhalla=URL` (an http:// or https:// URL); nil for anything else.
    public init?(_ text: String) {
        if text == "builtin" || text == "built-in" {
            self = .builtIn
            return
        }
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let engine = text[..<equals].lowercased(), url = String(text[text.index(after: equals)...])
        let lower = url.lowercased()
        guard (lower.hasPrefix("http://") || lower.hasPrefix("https://")) && url.count > "https://".count - 1 && !url.contains(" ") else { return nil }
        switch engine {
        case "osrm": self = .osrm(url: url)
        case "valhalla": self = .valhalla(url: url)
        default: return nil
        }
    }

    /// What the command line accepts, for help and errors.
    public static let syntax = "builtin, osrm=URL or valhalla=URL (an http:// or https:// URL)"

    /// The text it parses from.
    public var description: String {
        switch self {
        case .builtIn: "builtin"
        case let .osrm(url): "osrm=\(url)"
        case let .valhalla(url): "valhalla=\(url)"
        }
    }

    /// The router: `builtIn()` for the built-in one (it needs a map's roads), a client otherwise.
    public func router(limits: HTTPLimits = .routing, builtIn: () -> RoutePlanner) -> any Router {
        engine(limits: limits) ?? builtIn()
    }

    /// The client of the routing engine chosen; nil for the built-in router.
    public func engine(limits: HTTPLimits = .routing) -> (any Router)? {
        switch self {
        case .builtIn: nil
        case let .osrm(url): OSRMRouter(baseURL: url, limits: limits)
        case let .valhalla(url): ValhallaRouter(baseURL: url, limits: limits)
        }
    }
}

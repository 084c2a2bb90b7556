import WhimMap
import WhimNet

/// Which router to use, as a command line or a configuration names it: `builtin` (A* over the loaded
/// map's roads, the default), `osrm=URL`, `osrm=walking:URL,driving:URL,…` (one `osrm-routed` per profile,
/// as OSRM is deployed) or `valhalla=URL`.
public enum RouterChoice: Hashable, Sendable, CustomStringConvertible {
    /// A* over the loaded map's roads.
    case builtIn
    /// An OSRM server at `url` for walking, cycling and driving.
    case osrm(url: String)
    /// An OSRM server for each mode named (a mode without one is routed by the built-in router).
    case osrmPerMode([TravelMode: String])
    /// A Valhalla server at `url`.
    case valhalla(url: String)

    /// The modes an OSRM server can serve, by the names `osrm=MODE:URL` uses.
    static let osrmModes: [String: TravelMode] = ["walking": .walking, "cycling": .cycling, "driving": .driving]

    /// Parses `builtin`, `osrm=URL`, `osrm=MODE:URL,MODE:URL…` (modes walking, cycling, driving, each once)
    /// or `valhalla=URL` (an http:// or https:// URL); nil for anything else.
    public init?(_ text: String) {
        if text == "builtin" || text == "built-in" {
            self = .builtIn
            return
        }
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let engine = text[..<equals].lowercased(), value = String(text[text.index(after: equals)...])
        switch engine {
        case "osrm" where Self.isURL(value): self = .osrm(url: value)
        case "osrm":
            var servers: [TravelMode: String] = [:]
            for part in value.split(separator: ",", omittingEmptySubsequences: false) {
                guard let colon = part.firstIndex(of: ":"), let mode = Self.osrmModes[part[..<colon].lowercased()],
                      servers[mode] == nil else { return nil }
                let url = String(part[part.index(after: colon)...])
                guard Self.isURL(url) else { return nil }
                servers[mode] = url
            }
            self = .osrmPerMode(servers)
        case "valhalla" where Self.isURL(value): self = .valhalla(url: value)
        default: return nil
        }
    }

    /// Whether `url` is an http:// or https:// URL with a host part and no spaces or commas.
    static func isURL(_ url: String) -> Bool {
        let lower = url.lowercased()
        let scheme = lower.hasPrefix("http://") ? 7 : lower.hasPrefix("https://") ? 8 : nil
        guard let scheme, url.count > scheme else { return false }
        return !url.contains(" ") && !url.contains(",")
    }

    /// What the command line accepts, for help and errors.
    public static let syntax = "builtin, osrm=URL, osrm=MODE:URL,… (MODE walking, cycling or driving) or valhalla=URL (an http:// or https:// URL)"

    /// The text it parses from.
    public var description: String {
        switch self {
        case .builtIn: "builtin"
        case let .osrm(url): "osrm=\(url)"
        case let .osrmPerMode(servers):
            "osrm=" + servers.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key):\($0.value)" }.joined(separator: ",")
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
        case let .osrmPerMode(servers): OSRMRouter(servers: servers, limits: limits)
        case let .valhalla(url): ValhallaRouter(baseURL: url, limits: limits)
        }
    }
}

/// What a way allows: for each travel mode, whether it may be used forward (in the way's node order),
/// backward, and at what speed. Derived from OSM tags (`highway`, `railway`, `oneway`, `junction`,
/// `access`, `foot`, `bicycle`, `motor_vehicle`, `motorcar`, `vehicle`, `oneway:bicycle`, `cycleway`).
public struct RoadAccess: Hashable, Sendable {
    /// Per mode (indexed by `TravelMode.rawValue`): allowed forward, allowed backward, speed in m/s.
    public private(set) var forward: [Bool] = Array(repeating: false, count: TravelMode.allCases.count)
    /// Per mode: allowed against the way's node order.
    public private(set) var backward: [Bool] = Array(repeating: false, count: TravelMode.allCases.count)
    /// Per mode: the speed on the way in m/s (0 where not allowed).
    public private(set) var speed: [Double] = Array(repeating: 0, count: TravelMode.allCases.count)

    /// True when no mode may use the way.
    public var isClosed: Bool { !forward.contains(true) && !backward.contains(true) }

    /// Whether `mode` may use the way forward (in node order) or backward.
    public func allows(_ mode: TravelMode, forward isForward: Bool) -> Bool {
        isForward ? forward[mode.rawValue] : backward[mode.rawValue]
    }

    /// The access of a way from its tags, looked up by key (nil: the tag is absent).
    public init(tag: (String) -> String?) {
        if tag("railway") == "tram" {
            // Trams run both ways on shared track; directions are not tagged reliably.
            set(.tram, forward: true, backward: true, speed: RoadSpeeds.tram)
        }
        guard let highway = tag("highway"), let kind = Self.kinds[highway] else { return }
        if tag("area") == "yes" {
            // A pedestrian square: walkable along its outline, which joins the streets around it.
            if kind.walkable && !kind.drivable && tag("foot").map({ !Self.denials.contains($0) }) ?? true {
                set(.walking, forward: true, backward: true, speed: RoadSpeeds.walking)
            }
            return
        }
        let general = tag("access")
        func permits(_ keys: [String], default allowed: Bool) -> Bool {
            for key in keys { if let v = tag(key) { return !Self.denials.contains(v) } }
            if let general { return !Self.denials.contains(general) }
            return allowed
        }
        let oneway = Self.oneway(tag("oneway"), junction: tag("junction"), impliedBy: highway)

        if permits(["foot"], default: kind.walkable) {
            set(.walking, forward: true, backward: true, speed: RoadSpeeds.walking)
        }
        if permits(["bicycle", "vehicle"], default: kind.cyclable) {
            let againstOneway = tag("oneway:bicycle") == "no" || (tag("cycleway") ?? "").hasPrefix("opposite")
            let shared = kind.walkable && !kind.drivable && highway != "cycleway" && highway != "path"
            set(.cycling, forward: oneway >= 0 || againstOneway, backward: oneway <= 0 || againstOneway,
                speed: shared ? RoadSpeeds.cyclingShared : RoadSpeeds.cycling)
        }
        if permits(["motorcar", "motor_vehicle", "vehicle"], default: kind.drivable), let speed = RoadSpeeds.driving[highway] {
            set(.driving, forward: oneway >= 0, backward: oneway <= 0, speed: speed)
        }
    }

    private mutating func set(_ mode: TravelMode, forward f: Bool, backward b: Bool, speed s: Double) {
        forward[mode.rawValue] = f
        backward[mode.rawValue] = b
        speed[mode.rawValue] = (f || b) ? s : 0
    }

    /// +1: one way along the node order; −1: one way against it; 0: both ways.
    static func oneway(_ value: String?, junction: String?, impliedBy highway: String) -> Int {
        switch value {
        case "yes", "true", "1": return 1
        case "-1", "reverse": return -1
        case "no", "false", "0": return 0
        default:
            if junction == "roundabout" || junction == "circular" || highway == "motorway" || highway == "motorway_link" { return 1 }
            return 0
        }
    }

    /// Values of an access tag that close a way to the mode.
    static let denials: Set<String> = ["no", "private", "agricultural", "forestry", "delivery", "use_sidepath", "discouraged"]

    /// Default permissions by `highway` value.
    struct Kind {
        var walkable: Bool
        var cyclable: Bool
        var drivable: Bool
    }

    static let kinds: [String: Kind] = {
        var k: [String: Kind] = [:]
        for h in ["motorway", "motorway_link", "trunk", "trunk_link"] { k[h] = Kind(walkable: false, cyclable: false, drivable: true) }
        for h in ["primary", "primary_link", "secondary", "secondary_link", "tertiary", "tertiary_link", "unclassified",
                  "residential", "living_street", "road", "service"] {
            k[h] = Kind(walkable: true, cyclable: true, drivable: true)
        }
        k["track"] = Kind(walkable: true, cyclable: true, drivable: false)
        for h in ["pedestrian", "footway", "steps", "corridor", "platform", "bridleway"] { k[h] = Kind(walkable: true, cyclable: false, drivable: false) }
        k["path"] = Kind(walkable: true, cyclable: true, drivable: false)
        k["cycleway"] = Kind(walkable: false, cyclable: true, drivable: false)
        k["busway"] = Kind(walkable: false, cyclable: false, drivable: false)
        return k
    }()
}

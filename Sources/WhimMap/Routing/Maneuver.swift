/// One turn-by-turn step of a route: what to do where ("Turn left onto Mikonkatu" at the junction), and
/// how far the step runs before the next one. Every router gives its steps in this shape, so a step list
/// or a map layer shows them the same whichever engine found the route.
public struct Maneuver: Hashable, Sendable {
    /// What the step does.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Leave the start.
        case depart
        /// Turn at a junction (the direction says which way).
        case turn
        /// Keep going, onto a street of another name or past a fork.
        case `continue`
        /// Enter or leave a roundabout.
        case roundabout
        /// Reach a waypoint or the destination.
        case arrive
    }

    /// Which way the step turns, from the heading before to the heading after.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// From straight on, through slight, normal and sharp turns each way, to turning back.
        case straight, slightLeft, left, sharpLeft, slightRight, right, sharpRight, uTurn

        /// The direction of a heading change in degrees, positive clockwise (to the right): under 20° is
        /// straight on, under 60° slight, under 130° a turn, under 170° sharp, beyond that a U-turn.
        public init(turn degrees: Double) {
            var d = degrees.truncatingRemainder(dividingBy: 360)
            if d > 180 { d -= 360 }
            if d <= -180 { d += 360 }
            let size = abs(d)
            switch size {
            case ..<20: self = .straight
            case ..<60: self = d > 0 ? .slightRight : .slightLeft
            case ..<130: self = d > 0 ? .right : .left
            case ..<170: self = d > 0 ? .sharpRight : .sharpLeft
            default: self = .uTurn
            }
        }

        /// The words of an instruction: "left", "slight right", "straight on".
        public var words: String {
            switch self {
            case .straight: "straight on"
            case .slightLeft: "slight left"
            case .left: "left"
            case .sharpLeft: "sharp left"
            case .slightRight: "slight right"
            case .right: "right"
            case .sharpRight: "sharp right"
            case .uTurn: "U-turn"
            }
        }
    }

    /// What the step does.
    public var kind: Kind
    /// The turn's direction, nil where the step has none (a departure, most arrivals).
    public var direction: Direction?
    /// The text to show: the engine's own where it has one, else made by `instruction(kind:direction:street:)`.
    public var instruction: String
    /// Where the step happens (the junction, the start, the end).
    public var location: GeoCoordinate
    /// The street the step leads onto, nil where it has no name.
    public var street: String?
    /// Metres from this step to the next.
    public var distance: Double
    /// The compass heading the step leaves in, degrees clockwise from north (0 ..< 360); nil where the
    /// router does not say. A departure has no turn to name, so its text names this heading instead.
    public var heading: Double?

    /// A step with the engine's own `instruction` text.
    public init(kind: Kind, direction: Direction? = nil, instruction: String, location: GeoCoordinate, street: String? = nil, distance: Double,
                heading: Double? = nil) {
        self.kind = kind
        self.direction = direction
        self.instruction = instruction
        self.location = location
        self.street = street
        self.distance = distance
        self.heading = heading.flatMap(Self.normalised)
    }

    /// A step whose text is made from its kind, direction, street and heading (for engines without texts of
    /// their own).
    public init(kind: Kind, direction: Direction?, location: GeoCoordinate, street: String?, distance: Double, heading: Double? = nil) {
        self.init(kind: kind, direction: direction,
                  instruction: Self.instruction(kind: kind, direction: direction, street: street, heading: heading.flatMap(Self.normalised)),
                  location: location, street: street, distance: distance, heading: heading)
    }

    /// English text for a step: "Head north along Vuorikatu", "Turn left onto Mikonkatu", "Make a U-turn",
    /// "Continue onto Kaivokatu", "Arrive".
    public static func instruction(kind: Kind, direction: Direction?, street: String?, heading: Double? = nil) -> String {
        let onto = street.map { " onto \($0)" } ?? ""
        switch kind {
        case .depart:
            let head = heading.map { "Head \(CompassPoint(heading: $0).name)" } ?? "Set off"
            return head + (street.map { " along \($0)" } ?? "")
        case .arrive: return "Arrive"
        case .roundabout: return "Take the roundabout" + onto
        case .continue: return "Continue" + onto
        case .turn:
            switch direction ?? .straight {
            case .straight: return "Go straight on" + onto
            case .uTurn: return "Make a U-turn" + onto
            case let other: return "Turn \(other.words)" + onto
            }
        }
    }

    /// `degrees` within 0 ..< 360, or nil when it is not a finite number.
    static func normalised(_ degrees: Double) -> Double? {
        guard degrees.isFinite else { return nil }
        let d = degrees.truncatingRemainder(dividingBy: 360)
        return d < 0 ? d + 360 : d
    }
}

/// How a stroke looks: width, caps, joins and an optional dash pattern.
public struct LineStyle: Hashable, Sendable {
    /// The shape at the open ends of a stroke.
    public enum Cap: Sendable, Hashable { case butt, round, square }
    /// The shape where two segments meet.
    public enum Join: Sendable, Hashable { case miter, round, bevel }

    public var width: Double
    public var cap: Cap
    public var join: Join
    /// Alternating on/off lengths; empty for a solid line.
    public var dash: [Double]
    public var dashPhase: Double

    public init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// A round-capped, round-joined line: roads, routes, icons.
    public static func rounded(_ width: Double) -> LineStyle { LineStyle(width: width, cap: .round, join: .round) }
}

/// How a stroke looks: width, caps, joins and an optional dash pattern.
public struct LineStyle: Hashable, Sendable {
    /// The shape at the open ends of a stroke.
    public enum Cap: Sendable, Hashable {
        /// The stroke ends exactly at the end point.
        case butt
        /// A half-disc of the line's width around the end point.
        case round
        /// A half-square of the line's width beyond the end point.
        case square
    }
    /// The shape where two segments meet.
    public enum Join: Sendable, Hashable {
        /// A sharp corner (cairo falls back to bevel past its miter limit).
        case miter
        /// A rounded corner.
        case round
        /// The corner cut off straight.
        case bevel
    }

    /// Stroke width in user units (logical points unless the canvas is scaled).
    public var width: Double
    /// The shape at open ends.
    public var cap: Cap
    /// The shape at corners.
    public var join: Join
    /// Alternating on/off lengths; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts, in user units.
    public var dashPhase: Double

    /// A stroke style; by default a solid 1-unit line with butt caps and miter joins.
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

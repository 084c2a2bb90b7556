/// The kind of a style layer; the types this module cannot draw keep their name and are drawn as nothing.
public enum StyleLayerType: Hashable, Sendable {
    case background, fill, line, circle, symbol
    /// raster, hillshade, fill-extrusion, heatmap, sky, or anything else: drawn as nothing, warned once.
    case unsupported(String)

    /// The type named `name` in a style.
    public init(name: String) {
        switch name {
        case "background": self = .background
        case "fill": self = .fill
        case "line": self = .line
        case "circle": self = .circle
        case "symbol": self = .symbol
        default: self = .unsupported(name)
        }
    }

    /// The name in a style.
    public var name: String {
        switch self {
        case .background: "background"
        case .fill: "fill"
        case .line: "line"
        case .circle: "circle"
        case .symbol: "symbol"
        case .unsupported(let n): n
        }
    }

    /// Whether layers of this type draw anything.
    public var isDrawable: Bool { if case .unsupported = self { false } else { true } }
}

import WhimGraphics

/// How names are lettered on the map, by what they name, and from which zoom each appears — after the
/// conventions of the usual OpenStreetMap style: dark grey street names on a white halo, stations bold,
/// parks in green italics, stops and bike docks small beside their symbol.
public struct LabelStyle: Sendable {
    /// The lettering of one class of name.
    public struct Class: Sendable {
        /// The typeface and size.
        public var font: Font
        /// The text colour.
        public var color: Color
        /// The symbol's colour for point places (nil: text only).
        public var symbol: Color?
        /// Names of this class appear from this zoom on.
        public var minimumZoom: Double

        /// Lettering in `font` and `color`, from `minimumZoom` on; `symbol` colours a point place's dot.
        public init(font: Font, color: Color, symbol: Color? = nil, minimumZoom: Double) {
            self.font = font
            self.color = color
            self.symbol = symbol
            self.minimumZoom = minimumZoom
        }
    }

    /// Names of motorways, trunk, primary and secondary roads.
    public var majorStreet: Class
    /// Names of tertiary, residential and pedestrian streets.
    public var minorStreet: Class
    /// Service roads and footways: only close in.
    public var path: Class
    /// Station names.
    public var station: Class
    /// Square names.
    public var square: Class
    /// Park names.
    public var park: Class
    /// Tram stop names.
    public var tramStop: Class
    /// Bus stop names.
    public var busStop: Class
    /// City-bike dock names.
    public var bikeDock: Class
    /// Screen distance between repeats of one street's name along it.
    public var streetRepeatSpacing: Double
    /// The same name never appears twice closer than this (a short stretch of a street, both carriageways).
    public var sameNameDistance: Double

    /// The class of a point place.
    public func place(_ kind: MapPlace.Kind) -> Class {
        switch kind {
        case .station: station
        case .square: square
        case .tramStop: tramStop
        case .busStop: busStop
        case .bikeDock: bikeDock
        }
    }

    /// The default lettering of the light style.
    public static let light = LabelStyle(
        majorStreet: Class(font: .bold(11.5), color: 0x3C3835, minimumZoom: 14),
        minorStreet: Class(font: .regular(11), color: 0x4F4A45, minimumZoom: 15),
        path: Class(font: .regular(10), color: 0x6A645E, minimumZoom: 17),
        station: Class(font: .bold(12.5), color: 0x1F4E8C, symbol: 0x1F4E8C, minimumZoom: 13),
        square: Class(font: Font(size: 11, italic: true), color: 0x5B5550, minimumZoom: 15),
        park: Class(font: Font(size: 11, italic: true), color: 0x2E6B2E, minimumZoom: 14.5),
        tramStop: Class(font: .regular(10.5), color: 0x6B3FA0, symbol: 0x9334E6, minimumZoom: 15.5),
        busStop: Class(font: .regular(10), color: 0x375A7F, symbol: 0x1A73E8, minimumZoom: 18),
        bikeDock: Class(font: .regular(10), color: 0x1E6B34, symbol: 0x188038, minimumZoom: 16),
        streetRepeatSpacing: 360,
        sameNameDistance: 240)
}

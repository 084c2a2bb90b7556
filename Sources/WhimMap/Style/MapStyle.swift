import WhimGraphics

/// Colours and widths of the map, in a light palette like a modern map app.
public struct MapStyle: Sendable {
    /// How one class of line is drawn.
    public struct Line: Sendable {
        /// The stroke colour.
        public var color: Color
        /// The stroke width in pixels, by zoom.
        public var width: ZoomCurve
        /// Drawn under the line, `casingWidth` wider on each side; nil for none.
        public var casing: Color?
        /// How much wider the casing is on each side, by zoom.
        public var casingWidth: ZoomCurve
        /// Lines narrower than this at a zoom are not drawn at all.
        public var minimumZoom: Double
        /// Dash pattern in multiples of the line width (empty for solid).
        public var dash: [Double]

        /// A line style; solid, without casing, at every zoom by default.
        public init(color: Color, width: ZoomCurve, casing: Color? = nil, casingWidth: ZoomCurve = .constant(1),
                    minimumZoom: Double = 0, dash: [Double] = []) {
            self.color = color
            self.width = width
            self.casing = casing
            self.casingWidth = casingWidth
            self.minimumZoom = minimumZoom
            self.dash = dash
        }
    }

    /// The ground.
    public var land: Color
    /// Lakes and the sea.
    public var water: Color
    /// Rivers and streams.
    public var waterway: Color
    /// Parks and other green areas.
    public var park: Color
    /// Built-up land.
    public var landuse: Color
    /// Squares and pedestrian areas.
    public var pedestrianArea: Color
    /// Building fill.
    public var building: Color
    /// Building outline.
    public var buildingOutline: Color
    /// Buildings are drawn from this zoom on.
    public var buildingMinimumZoom: Double
    /// Lines by kind (roads, railways, tram, waterways).
    public var lines: [MapFeatureKind: Line]
    /// Opacity of tunnels.
    public var tunnelOpacity: Double
    /// The light dashes over railway lines.
    public var railwayDash: Color
    /// The halo behind every name.
    public var labelHalo: Color
    /// Names are placed from one zoom below this on (each class has its own minimum in `labels`).
    public var labelMinimumZoom: Double
    /// The text of the OpenStreetMap attribution.
    public var attributionColor: Color
    /// The box behind the attribution.
    public var attributionBackground: Color
    /// The attribution's font.
    public var attributionFont: Font
    /// The lettering of street and place names.
    public var labels: LabelStyle = .light

    /// The default light style.
    public static let light = MapStyle(
        land: 0xF4F1EA,
        water: 0x9CCBF2,
        waterway: 0x9CCBF2,
        park: 0xCDE8C1,
        landuse: 0xEEEAE2,
        pedestrianArea: 0xF8F6F9,
        building: 0xE3DED5,
        buildingOutline: 0xD2CCC1,
        buildingMinimumZoom: 14.5,
        lines: [
            .motorway: Line(color: 0xF9C95C, width: ZoomCurve([(10, 1.2), (14, 4), (16, 10), (18, 26)]),
                                 casing: 0xDDA032, casingWidth: ZoomCurve([(12, 0.5), (16, 1), (18, 1.5)])),
            .trunk: Line(color: 0xFBD77F, width: ZoomCurve([(10, 1), (14, 3.5), (16, 9), (18, 24)]),
                              casing: 0xDFAE4B, casingWidth: ZoomCurve([(12, 0.5), (16, 1), (18, 1.5)])),
            .primary: Line(color: 0xFFE6A0, width: ZoomCurve([(10, 0.8), (14, 3), (16, 8.5), (18, 22)]),
                                casing: 0xE2C27A, casingWidth: ZoomCurve([(12, 0.5), (16, 1), (18, 1.5)])),
            .secondary: Line(color: 0xFFFFFF, width: ZoomCurve([(11, 0.8), (14, 2.6), (16, 7.5), (18, 20)]),
                                  casing: 0xD3CCBE, casingWidth: ZoomCurve([(12, 0.5), (16, 1), (18, 1.5)])),
            .tertiary: Line(color: 0xFFFFFF, width: ZoomCurve([(12, 0.8), (14, 2.2), (16, 6.5), (18, 18)]),
                                 casing: 0xD6D0C4, casingWidth: ZoomCurve([(12, 0.5), (16, 1), (18, 1.5)])),
            .residential: Line(color: 0xFFFFFF, width: ZoomCurve([(13, 0.8), (14, 1.6), (16, 5), (18, 14)]),
                                    casing: 0xDAD4C8, casingWidth: ZoomCurve([(13, 0.4), (16, 0.9), (18, 1.3)]),
                                    minimumZoom: 12.5),
            .service: Line(color: 0xFFFFFF, width: ZoomCurve([(14, 0.8), (16, 2.6), (18, 8)]),
                                casing: 0xDDD7CC, casingWidth: ZoomCurve([(14, 0.3), (16, 0.7), (18, 1)]),
                                minimumZoom: 13.5),
            .pedestrian: Line(color: 0xFAF8FB, width: ZoomCurve([(14, 1), (16, 4), (18, 12)]),
                                   casing: 0xD8D2DC, casingWidth: ZoomCurve([(14, 0.4), (16, 0.8), (18, 1.2)]),
                                   minimumZoom: 13.5),
            .footway: Line(color: 0xC9C1B4, width: ZoomCurve([(14, 0.5), (16, 1), (18, 2)]),
                                minimumZoom: 14.5, dash: [3, 2]),
            .cycleway: Line(color: 0x7FB69A, width: ZoomCurve([(14, 0.6), (16, 1.2), (18, 2.4)]),
                                 minimumZoom: 14, dash: [4, 2]),
            .railway: Line(color: 0xA9A5A0, width: ZoomCurve([(12, 0.8), (16, 2.2), (18, 4)]),
                                minimumZoom: 11),
            .tram: Line(color: 0xA58FB5, width: ZoomCurve([(13, 0.5), (16, 1.1), (18, 2)]),
                             minimumZoom: 13.5),
            .waterway: Line(color: 0x9CCBF2, width: ZoomCurve([(12, 0.6), (16, 2), (18, 5)]),
                                 minimumZoom: 13),
        ],
        tunnelOpacity: 0.35,
        railwayDash: 0xFFFFFF,
        labelHalo: Color(0xFFFFFF, alpha: 0.9),
        labelMinimumZoom: 14,
        attributionColor: 0x4A4A4A,
        attributionBackground: Color(0xFFFFFF, alpha: 0.75),
        attributionFont: .regular(10)
    )

    /// A style from every colour, width and zoom threshold; `.light` is the built-in one.
    public init(land: Color, water: Color, waterway: Color, park: Color, landuse: Color, pedestrianArea: Color,
                building: Color, buildingOutline: Color, buildingMinimumZoom: Double,
                lines: [MapFeatureKind: Line], tunnelOpacity: Double, railwayDash: Color,
                labelHalo: Color, labelMinimumZoom: Double,
                attributionColor: Color, attributionBackground: Color, attributionFont: Font) {
        self.land = land
        self.water = water
        self.waterway = waterway
        self.park = park
        self.landuse = landuse
        self.pedestrianArea = pedestrianArea
        self.building = building
        self.buildingOutline = buildingOutline
        self.buildingMinimumZoom = buildingMinimumZoom
        self.lines = lines
        self.tunnelOpacity = tunnelOpacity
        self.railwayDash = railwayDash
        self.labelHalo = labelHalo
        self.labelMinimumZoom = labelMinimumZoom
        self.attributionColor = attributionColor
        self.attributionBackground = attributionBackground
        self.attributionFont = attributionFont
    }

    /// The fill of an area kind.
    public func areaColor(_ kind: MapFeatureKind) -> Color {
        switch kind {
        case .water: return water
        case .park: return park
        case .landuse: return landuse
        case .pedestrianArea: return pedestrianArea
        case .building: return building
        default: return land
        }
    }
}

import WhimGraphics
import WhimNet

/// What a `MapView` shows, apart from how its tiles are drawn: the colour under missing tiles, where the
/// camera may go, what it first shows, and the credit the data asks for. A tile source's content (an OSM
/// extract's tiles too) covers the whole world, from the globe to the street.
public struct MapContent: Sendable {
    /// Drawn where no tile has arrived yet (and outside the world).
    public var background: Color
    /// What the view shows first, and what "show everything" fits.
    public var initialBounds: GeoBounds
    /// The world rectangle (Web Mercator units) the camera's view is kept inside.
    public var limitRect: Rect
    /// The closest the camera may zoom.
    public var maxZoom: Double
    /// The credit drawn in the corner.
    public var attribution: MapAttribution
    /// Whether the network answers, for tiles from a server (nil for local data): tiles drawn while it
    /// was away are drawn again when it returns.
    public var network: NetworkStatus?

    /// Content with the given fields.
    public init(background: Color, initialBounds: GeoBounds, limitRect: Rect = Self.world, maxZoom: Double = 19,
                attribution: MapAttribution) {
        self.background = background
        self.initialBounds = initialBounds
        self.limitRect = limitRect
        self.maxZoom = maxZoom
        self.attribution = attribution
    }

    /// The whole Web Mercator square.
    public static let world = Rect(x: 0, y: 0, width: 1, height: 1)

    /// The camera limits for a viewport of `size`.
    func limits(viewportSize size: Size) -> CameraLimits {
        CameraLimits(worldRect: limitRect, viewportSize: size, maxZoom: maxZoom)
    }
}

import WhimGraphics

/// How to fill a polygon feature: a `fill` layer's properties resolved at one zoom for one feature
/// (or a `background` layer's, with no outline).
public struct FillPaint: Hashable, Sendable {
    /// `fill-color` (or `background-color`).
    public var color: Color
    /// `fill-opacity` (or `background-opacity`), 0...1.
    public var opacity: Double
    /// `fill-outline-color`; nil for no separate outline.
    public var outlineColor: Color?
    /// `fill-antialias`.
    public var antialias: Bool
}

extension StyleLayer {
    /// The fill paint at `zoom` for `feature`.
    public func fill<F: StyleFeature>(zoom: Double, feature: F) -> FillPaint {
        FillPaint(
            color: color(.fillColor, zoom: zoom, feature: feature) ?? .black,
            opacity: unit(number(.fillOpacity, zoom: zoom, feature: feature)),
            outlineColor: color(.fillOutlineColor, zoom: zoom, feature: feature),
            antialias: bool(.fillAntialias, zoom: zoom, feature: feature))
    }

    /// The background paint at `zoom`.
    public func background(zoom: Double) -> FillPaint {
        FillPaint(
            color: color(.backgroundColor, zoom: zoom, feature: StaticFeature.empty) ?? .black,
            opacity: unit(number(.backgroundOpacity, zoom: zoom, feature: StaticFeature.empty)),
            outlineColor: nil, antialias: true)
    }
}

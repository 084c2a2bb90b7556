import WhimGraphics

/// How to stroke a line feature: a `line` layer's properties resolved at one zoom for one feature.
public struct LinePaint: Hashable, Sendable {
    /// The ends of open lines.
    public enum Cap: String, Hashable, Sendable { case butt, round, square }
    /// The corners.
    public enum Join: String, Hashable, Sendable { case bevel, round, miter }

    /// `line-color`.
    public var color: Color
    /// `line-width` in pixels.
    public var width: Double
    /// `line-opacity`, 0...1.
    public var opacity: Double
    /// `line-gap-width`: when positive, the line is drawn as two strokes this far apart (a casing).
    public var gapWidth: Double
    /// `line-offset`: shift perpendicular to the line, in pixels (positive to the right).
    public var offset: Double
    /// `line-dasharray` in multiples of the width; empty for solid.
    public var dashes: [Double]
    /// `line-cap`.
    public var cap: Cap
    /// `line-join`.
    public var join: Join
    /// `line-miter-limit`.
    public var miterLimit: Double
}

extension StyleLayer {
    /// The line paint at `zoom` for `feature`.
    public func line<F: StyleFeature>(zoom: Double, feature: F) -> LinePaint {
        LinePaint(
            color: color(.lineColor, zoom: zoom, feature: feature) ?? .black,
            width: max(0, number(.lineWidth, zoom: zoom, feature: feature) ?? 1),
            opacity: unit(number(.lineOpacity, zoom: zoom, feature: feature)),
            gapWidth: max(0, number(.lineGapWidth, zoom: zoom, feature: feature) ?? 0),
            offset: number(.lineOffset, zoom: zoom, feature: feature) ?? 0,
            dashes: numbers(.lineDasharray, zoom: zoom, feature: feature).map { max(0, $0) },
            cap: LinePaint.Cap(rawValue: string(.lineCap, zoom: zoom, feature: feature)) ?? .butt,
            join: LinePaint.Join(rawValue: string(.lineJoin, zoom: zoom, feature: feature)) ?? .miter,
            miterLimit: number(.lineMiterLimit, zoom: zoom, feature: feature) ?? 2)
    }

    /// An opacity kept to 0...1 (1 when missing).
    func unit(_ v: Double?) -> Double { min(1, max(0, v ?? 1)) }
}

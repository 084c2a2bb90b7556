/// A circle in device pixels: the clip of a circular reveal. An inverted circle stands for everything
/// outside it.
public struct Circle: Hashable, Sendable {
    /// The centre in device pixels.
    public var center: Point
    /// The radius in device pixels.
    public var radius: Double
    /// Whether the circle stands for the area outside it instead of inside.
    public var inverted: Bool

    /// A circle in device pixels; `inverted` selects everything outside it.
    public init(center: Point, radius: Double, inverted: Bool = false) {
        self.center = center
        self.radius = radius
        self.inverted = inverted
    }

    /// The whole-pixel rectangle the circle touches (for an inverted circle: what it leaves out is unbounded,
    /// so callers use their own rectangle).
    public var pixelBounds: PixelRect { reach(outset: 0) }

    /// The whole pixels within `outset` of the circle's bounding box: every pixel it can cover at all.
    /// Huge circles are cut to what an `Int` holds (callers intersect with a surface anyway).
    func reach(outset: Double) -> PixelRect {
        let limit = 1e9
        let x0 = max(-limit, min(limit, center.x - radius - outset)).rounded(.down)
        let y0 = max(-limit, min(limit, center.y - radius - outset)).rounded(.down)
        let x1 = max(-limit, min(limit, center.x + radius + outset)).rounded(.up)
        let y1 = max(-limit, min(limit, center.y + radius + outset)).rounded(.up)
        return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}

extension Circle {
    /// The columns a strip of rows `rows` sees of discs around this circle's centre, cut to `r`'s columns:
    /// `outer`, the columns the disc of radius `outside` touches in some row (a pixel counts when its
    /// centre is inside); `inner`, the columns the disc of radius `inside` covers in every row (empty when
    /// none). An empty `outer` lies at `r.maxX`, so the columns left of it are all of `r`. Circular clips
    /// and discs go through frames in 8-row strips: spans inside are one fast call, spans outside are
    /// skipped, and only the pixels between get a coverage of their own.
    package func strip(rows: Range<Int>, in r: PixelRect, inside: Double, outside: Double) -> (outer: Range<Int>, inner: Range<Int>) {
        let top = Double(rows.lowerBound) + 0.5 - center.y, bottom = Double(rows.upperBound) - 0.5 - center.y
        let dyNear = (top <= 0 && bottom >= 0) ? 0 : min(abs(top), abs(bottom))
        let dyFar = max(abs(top), abs(bottom))
        guard outside > dyNear else { return (r.maxX..<r.maxX, r.maxX..<r.maxX) }
        let hOut = (outside * outside - dyNear * dyNear).squareRoot()
        let outerL = r.column(center.x - hOut - 0.5, .down)
        let outer = outerL..<max(outerL, r.column(center.x + hOut + 0.5, .up))
        guard inside > dyFar, !outer.isEmpty else { return (outer, outer.lowerBound..<outer.lowerBound) }
        let h = (inside * inside - dyFar * dyFar).squareRoot()
        let innerL = max(outer.lowerBound, r.column(center.x - h - 0.5, .up))
        let innerR = min(outer.upperBound, r.column(center.x + h + 0.5, .down))
        return (outer, innerR > innerL ? innerL..<innerR : outer.lowerBound..<outer.lowerBound)
    }
}

extension PixelRect {
    /// The column boundary `x` rounds to by `rule`, kept within this rectangle's columns (also for values
    /// far outside an `Int`).
    @inline(__always)
    package func column(_ x: Double, _ rule: FloatingPointRoundingRule) -> Int {
        Int(min(Double(maxX), max(Double(minX), x.rounded(rule))))
    }
}

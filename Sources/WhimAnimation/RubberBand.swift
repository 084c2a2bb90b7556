/// The visible offset when something is dragged `offset` beyond its allowed range.
///
/// It follows the finger at first and resists more and more, never exceeding `limit` (the original's
/// bottom card allowed 25 pt of bounce past its top). This is UIKit's rubber-band formula
/// `(1 − 1 / (|offset| · coefficient / limit + 1)) · limit`, keeping the sign of `offset`.
/// A non-positive limit gives 0: no overscroll at all.
public func rubberBand(offset: Double, limit: Double, coefficient: Double = 0.55) -> Double {
    guard limit.isFinite, limit > 0, !offset.isNaN else { return 0 }
    let coefficient = coefficient.isFinite && coefficient > 0 ? coefficient : 0.55
    let magnitude = offset.isInfinite ? limit : (1 - 1 / (abs(offset) * coefficient / limit + 1)) * limit
    return offset < 0 ? -magnitude : magnitude
}

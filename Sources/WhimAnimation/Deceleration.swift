/// Scroll-view-like momentum: where a flicked value would come to rest if it decelerated freely.
///
/// Used to choose the detent a released bottom card aims for. The velocity is taken as given; the
/// original damped the drag velocity (divided it by 5) before projecting, which is the caller's choice.
public enum Deceleration {
    /// The fraction of velocity kept per millisecond for normal scrolling (as UIKit's `.normal`).
    public static let normalRate = 0.998
    /// The fraction of velocity kept per millisecond for paging-like, quick stops (UIKit's `.fast`).
    public static let fastRate = 0.99

    /// The resting position of a value at `position` moving at `velocity` units per second, whose
    /// velocity is multiplied by `rate` every millisecond: position + v/1000 · rate/(1 − rate).
    /// A rate outside (0, 1) is clamped into it.
    public static func project(position: Double, velocity: Double, rate: Double = normalRate) -> Double {
        guard velocity.isFinite, rate.isFinite else { return position }
        let rate = min(max(rate, 0), 0.999_999)
        return position + velocity / 1000 * rate / (1 - rate)
    }
}

import Foundation
import WhimAnimation

/// How far a scrolled content is moved up in its viewport, and the momentum a fling left it: a value
/// that a `ScrollView` keeps and the frame's clock advances.
///
/// The offset always lies within `0...maxOffset`. A fling decays as a scroll view's deceleration does
/// (`Deceleration.normalRate`: the velocity keeps that fraction per millisecond) and stops dead at either
/// edge, so momentum never carries past the content's ends or into anything around it.
public struct ScrollPosition: Sendable, Hashable {
    /// The scroll: 0 shows the content's top, `maxOffset` its bottom.
    public private(set) var offset = 0.0
    /// The furthest the content scrolls (its height less the viewport's, never negative).
    public private(set) var maxOffset = 0.0
    /// The momentum in units per second (positive: the offset grows); 0 when still.
    public private(set) var velocity = 0.0
    /// The fraction of velocity kept per millisecond.
    public var decelerationRate = Deceleration.normalRate

    /// Momentum slower than this (units per second) stops.
    public static let restingSpeed = 6.0

    /// A position at the top of content that does not scroll.
    public init() {}

    /// A position at `offset` in content that scrolls up to `maxOffset` (both made finite and clamped).
    public init(offset: Double, maxOffset: Double) {
        setMaxOffset(maxOffset)
        scroll(to: offset)
    }

    /// Whether a fling is still moving the content.
    public var isMoving: Bool { velocity != 0 }

    /// Sets how far the content can scroll (after a layout), keeping the offset in range.
    public mutating func setMaxOffset(_ newMax: Double) {
        maxOffset = newMax.isFinite ? max(0, newMax) : 0
        clamp()
    }

    /// Scrolls to `target`, clamped to the content; stops any momentum.
    public mutating func scroll(to target: Double) {
        velocity = 0
        offset = target.isFinite ? target : offset
        clamp()
    }

    /// Scrolls by `delta` (positive: towards the content's bottom), clamped; stops any momentum.
    public mutating func scroll(by delta: Double) { scroll(to: offset + delta) }

    /// Scrolls as little as needed to show the content range `top..<bottom` (content coordinates) in a
    /// viewport `viewport` tall; a range taller than the viewport shows its top.
    public mutating func reveal(top: Double, bottom: Double, viewport: Double) {
        if bottom - offset > viewport { scroll(to: bottom - viewport) }
        if top < offset { scroll(to: top) }
    }

    /// Lets the content go on moving at `velocity` (units per second, positive: the offset grows), unless
    /// it already rests at the edge it moves towards.
    public mutating func fling(velocity v: Double) {
        guard v.isFinite, abs(v) >= Self.restingSpeed else { velocity = 0; return }
        velocity = (v < 0 && offset <= 0) || (v > 0 && offset >= maxOffset) ? 0 : v
    }

    /// Advances the momentum by `dt` seconds; returns whether it still moves. The travel is the exact
    /// integral of the decaying velocity over `dt`, so a frame rate does not change where a fling ends.
    public mutating func advance(by dt: Double) -> Bool {
        guard velocity != 0 else { return false }
        guard dt.isFinite, dt > 0 else { return true }
        let rate = min(max(decelerationRate, 0.5), 0.999_999)
        let k = 1000 * log(rate)
        let kept = exp(k * dt)
        offset += velocity * (kept - 1) / k
        velocity *= kept
        if offset <= 0 || offset >= maxOffset || abs(velocity) < Self.restingSpeed { velocity = 0 }
        clamp()
        return velocity != 0
    }

    /// Where a fling of `velocity` from here comes to rest (clamped to the content).
    public func restingOffset(afterFlingWith velocity: Double) -> Double {
        let rate = min(max(decelerationRate, 0.5), 0.999_999)
        return max(0, min(maxOffset, offset - velocity / (1000 * log(rate))))
    }

    private mutating func clamp() {
        offset = max(0, min(offset, maxOffset))
    }
}

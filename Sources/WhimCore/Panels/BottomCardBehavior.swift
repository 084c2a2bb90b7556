import WhimAnimation

/// Makes a bottom panel a card that rests at detents and can be dragged between them, as in the original:
/// starts at the initial detent; a drag follows the finger with a rubber band past the ends; on release the
/// velocity (divided by 5, as the original does) is projected forward with scroll-view deceleration and the
/// card springs (critically damped) to the nearest detent; a new drag interrupts the spring.
public struct BottomCardBehavior: Sendable {
    /// Where the card may rest, in any order; the card settles at the nearest.
    public var detents: [Detent]
    /// The index in `detents` where the card opens.
    public var initialDetent: Int
    /// How far (units) the card may be pulled past the highest or lowest detent.
    public var rubberBand: Double
    /// The spring that settles the card.
    public var spring: Spring

    /// The tallest the card may show: the room below the screen's top panel, so no detent hides the title
    /// bar and its back button in a short window. The container sets it at every layout.
    public var ceiling = Double.infinity

    /// The visible card height now (nil until first laid out).
    public internal(set) var height: Double?
    var animator: SpringAnimator?

    /// The original's defaults: 100 pt from the bottom, 400 pt from the bottom (initial), 100 pt from the top.
    public init(
        detents: [Detent] = [.fromBottom(100), .fromBottom(400), .fromTop(100)], initialDetent: Int = 1,
        rubberBand: Double = 25, spring: Spring = Spring(response: 0.4, dampingRatio: 1)
    ) {
        self.detents = detents.isEmpty ? [.fromBottom(400)] : detents
        self.initialDetent = max(0, min(initialDetent, self.detents.count - 1))
        self.rubberBand = rubberBand
        self.spring = spring
    }

    /// The detent heights for a container height, ascending, none above `ceiling`.
    public func heights(in containerHeight: Double) -> [Double] {
        detents.map { min($0.height(in: containerHeight), ceiling) }.sorted()
    }

    /// The tallest detent height: the card's surface is drawn this tall once and only moved afterwards.
    public func maximumHeight(in containerHeight: Double) -> Double { heights(in: containerHeight).last ?? 0 }

    /// The current height, or the initial detent's before the first layout.
    public func currentHeight(in containerHeight: Double) -> Double {
        min(height ?? detents[initialDetent].height(in: containerHeight), ceiling + rubberBand)
    }

    /// Whether the spring is still moving the card.
    public var isAnimating: Bool { animator != nil }

    /// Follows a drag: `proposed` is the height the finger asks for; past the ends it rubber-bands.
    public mutating func drag(to proposed: Double, containerHeight: Double) {
        animator = nil
        let hs = heights(in: containerHeight)
        guard let low = hs.first, let high = hs.last else { return }
        if proposed > high {
            height = high + rubberBandOffset(proposed - high)
        } else if proposed < low {
            height = low - rubberBandOffset(low - proposed)
        } else {
            height = proposed
        }
    }

    private func rubberBandOffset(_ overshoot: Double) -> Double {
        WhimAnimation.rubberBand(offset: overshoot, limit: rubberBand)
    }

    /// The detent a release with `velocity` (units per second, upward positive) lands on.
    public func restingHeight(afterReleaseWith velocity: Double, containerHeight: Double) -> Double {
        let current = currentHeight(in: containerHeight)
        let projected = Deceleration.project(position: current, velocity: velocity / 5)
        return heights(in: containerHeight).min { abs($0 - projected) < abs($1 - projected) } ?? current
    }

    /// Releases the card: springs to the detent chosen by `restingHeight(afterReleaseWith:)`.
    public mutating func release(velocity: Double, containerHeight: Double) {
        let target = restingHeight(afterReleaseWith: velocity, containerHeight: containerHeight)
        animator = SpringAnimator(spring: spring, value: currentHeight(in: containerHeight), velocity: velocity, target: target)
    }

    /// Moves the card to a detent, animated or at once.
    public mutating func move(toDetent index: Int, containerHeight: Double, animated: Bool) {
        guard detents.indices.contains(index) else { return }
        let target = min(detents[index].height(in: containerHeight), ceiling)
        if animated {
            animator = SpringAnimator(spring: spring, value: currentHeight(in: containerHeight), velocity: 0, target: target)
        } else {
            animator = nil
            height = target
        }
    }

    /// Advances the spring by `dt` seconds; returns whether it still moves.
    public mutating func advance(by dt: Double) -> Bool {
        guard var a = animator else { return false }
        a.advance(by: dt)
        height = a.value
        if a.isSettled {
            height = a.target
            animator = nil
            return false
        }
        animator = a
        return true
    }
}

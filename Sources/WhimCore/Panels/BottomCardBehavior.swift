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

    /// The height a `.content` detent asks for: the card panel's content (the container sets it at every
    /// layout when a detent is `.content`).
    public var contentHeight = Double.infinity

    /// The visible card height now (nil until first laid out).
    public internal(set) var height: Double?
    var animator: SpringAnimator?
    /// The detent the card rests at (or springs to), nil while a finger holds it: at rest the card follows
    /// this detent when the container resizes (`followRestingDetent`).
    public private(set) var restingDetent: Int?

    /// The original's defaults: 100 pt from the bottom, 400 pt from the bottom (initial), 100 pt from the top.
    public init(
        detents: [Detent] = [.fromBottom(100), .fromBottom(400), .fromTop(100)], initialDetent: Int = 1,
        rubberBand: Double = 25, spring: Spring = Spring(response: 0.4, dampingRatio: 1)
    ) {
        self.detents = detents.isEmpty ? [.fromBottom(400)] : detents
        self.initialDetent = max(0, min(initialDetent, self.detents.count - 1))
        self.rubberBand = rubberBand
        self.spring = spring
        self.restingDetent = self.initialDetent
    }

    /// A detent's height for a container height, at most `ceiling`.
    private func height(of index: Int, in containerHeight: Double) -> Double {
        min(detents[index].height(in: containerHeight, contentHeight: contentHeight), ceiling)
    }

    /// The detent heights for a container height, ascending, none above `ceiling`.
    public func heights(in containerHeight: Double) -> [Double] {
        detents.indices.map { height(of: $0, in: containerHeight) }.sorted()
    }

    /// The tallest detent height: the card's surface is drawn this tall once and only moved afterwards.
    public func maximumHeight(in containerHeight: Double) -> Double { heights(in: containerHeight).last ?? 0 }

    /// The current height, or the initial detent's before the first layout.
    public func currentHeight(in containerHeight: Double) -> Double {
        min(height ?? height(of: initialDetent, in: containerHeight), ceiling + rubberBand)
    }

    /// Puts a card at rest at its detent's height in a container of `containerHeight` (the container calls
    /// it at every layout): a resized window, or content that grew under a `.content` detent, moves it.
    public mutating func followRestingDetent(in containerHeight: Double) {
        guard animator == nil, let restingDetent, detents.indices.contains(restingDetent), height != nil else { return }
        height = height(of: restingDetent, in: containerHeight)
    }

    /// Whether the spring is still moving the card.
    public var isAnimating: Bool { animator != nil }

    /// Follows a drag: `proposed` is the height the finger asks for; past the ends it rubber-bands.
    public mutating func drag(to proposed: Double, containerHeight: Double) {
        animator = nil
        restingDetent = nil
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

    /// The height of the detent a release with `velocity` (units per second, upward positive) lands on.
    public func restingHeight(afterReleaseWith velocity: Double, containerHeight: Double) -> Double {
        height(of: restingDetentIndex(afterReleaseWith: velocity, containerHeight: containerHeight), in: containerHeight)
    }

    /// The detent a release with `velocity` lands on: the nearest to where deceleration would carry it.
    private func restingDetentIndex(afterReleaseWith velocity: Double, containerHeight: Double) -> Int {
        let projected = Deceleration.project(position: currentHeight(in: containerHeight), velocity: velocity / 5)
        return detents.indices.min { abs(height(of: $0, in: containerHeight) - projected) < abs(height(of: $1, in: containerHeight) - projected) } ?? initialDetent
    }

    /// Releases the card: springs to the detent chosen by `restingHeight(afterReleaseWith:)`.
    public mutating func release(velocity: Double, containerHeight: Double) {
        let index = restingDetentIndex(afterReleaseWith: velocity, containerHeight: containerHeight)
        animator = SpringAnimator(spring: spring, value: currentHeight(in: containerHeight), velocity: velocity, target: height(of: index, in: containerHeight))
        restingDetent = index
    }

    /// Moves the card to a detent, animated or at once.
    public mutating func move(toDetent index: Int, containerHeight: Double, animated: Bool) {
        guard detents.indices.contains(index) else { return }
        let target = height(of: index, in: containerHeight)
        if animated {
            animator = SpringAnimator(spring: spring, value: currentHeight(in: containerHeight), velocity: 0, target: target)
        } else {
            animator = nil
            height = target
        }
        restingDetent = index
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

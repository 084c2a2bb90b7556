import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// Any transition played backwards with the scenes exchanged: going from `b` to `a` at p looks exactly
    /// like `base` going from `a` to `b` at 1 − p. What ``WhimSceneAnimatedTransitioning/reversed`` returns
    /// for transitions without a named inverse (swap, fade, none).
    ///
    /// From nil there is nothing to go back into: the incoming scene rests in place.
    public struct Reversed<Base: WhimSceneAnimatedTransitioning>: WhimSceneAnimatedTransitioning {
        /// The transition played backwards.
        public var base: Base

        /// `base` backwards, with the scenes exchanged.
        public init(_ base: Base) {
            self.base = base
        }

        public var timing: TransitionTiming { base.timing }

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            guard let from else { return .resting(to, side: .incoming) }
            let p = TransitionGeometry.clamp(progress)
            return base.placements(from: to, to: from, containerSize: containerSize, progress: 1 - p).swappingSides()
        }

        /// The base transition.
        public var reversed: any WhimSceneAnimatedTransitioning { base }
    }
}

extension WhimSceneAnimatedTransitions.Reversed: Equatable where Base: Equatable {}
extension WhimSceneAnimatedTransitions.Reversed: Hashable where Base: Hashable {}

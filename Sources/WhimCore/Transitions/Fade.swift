import WhimAnimation
import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// A cross-fade in place: the outgoing scene's opacity goes 1 → 0 while the incoming one, drawn above,
    /// goes 0 → 1. Nothing moves, which makes it the reduced-motion substitute for every other transition.
    public struct Fade: WhimSceneAnimatedTransitioning, Hashable {
        public var timing: TransitionTiming

        /// A cross-fade with `timing` (0.3 s ease-out by default).
        public init(timing: TransitionTiming = .default) {
            self.timing = timing
        }

        /// A short, gentle cross-fade (0.2 s, ease-in-out) for reduced-motion mode.
        public static let reducedMotion = Fade(timing: TransitionTiming(duration: 0.2, curve: .easeInOut))

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            let p = TransitionGeometry.clamp(progress)
            var result = Placements()
            if let from { result.appendParts(of: from, side: .outgoing, opacity: 1 - p) }
            result.appendParts(of: to, side: .incoming, opacity: p)
            return result
        }
    }
}

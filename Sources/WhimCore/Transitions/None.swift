import WhimAnimation
import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// A cut: the outgoing scene shows at rest until p reaches 1, then only the incoming one does.
    /// Its default duration is 0, so a driver completes it at once.
    public struct None: WhimSceneAnimatedTransitioning, Hashable {
        public var timing: TransitionTiming

        /// A cut; a duration above 0 holds the outgoing scene that long first.
        public init(timing: TransitionTiming = TransitionTiming(duration: 0, curve: .linear)) {
            self.timing = timing
        }

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            let done = TransitionGeometry.clamp(progress) >= 1
            var result = Placements()
            if let from { result.appendParts(of: from, side: .outgoing, opacity: done ? 0 : 1) }
            result.appendParts(of: to, side: .incoming, opacity: done ? 1 : 0)
            return result
        }
    }
}

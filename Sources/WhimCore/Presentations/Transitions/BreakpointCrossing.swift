import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// A multipart scene at rest changing form because its window was resized across the side panel's
    /// breakpoint (`SidePanelLayout`): the top panel moves from its old frame to its new one, and the card,
    /// already sized and drawn in its new form, comes in from that form's edge — a side panel from the
    /// leading edge, a bottom card up from the bottom edge — while the map stays put. The outgoing side is
    /// the same panels and is not drawn (its placements are transparent), as in ``Relayout``. From nil the
    /// scene rests in place.
    public struct BreakpointCrossing: WhimSceneAnimatedTransitioning, Hashable {
        /// Duration and curve of the move.
        public var timing: TransitionTiming

        /// A change of form with `timing` (0.3 s ease-out by default).
        public init(timing: TransitionTiming = .default) {
            self.timing = timing
        }

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            guard let from else { return .resting(to, side: .incoming) }
            let p = TransitionGeometry.clamp(progress)
            var result = Placements()
            result.appendParts(of: from, side: .outgoing, opacity: 0)
            result.appendParts(of: to, side: .incoming) { role, frame in
                if role == .bottom, !to.isFullscreen {
                    return TransitionGeometry.outwardOffset(role, frame, of: to, containerHeight: containerSize.height, 1 - p)
                }
                guard let start = from.frame(of: role) else { return .zero }
                return TransitionGeometry.offset(toward: start, from: frame, 1 - p)
            }
            return result
        }
    }
}

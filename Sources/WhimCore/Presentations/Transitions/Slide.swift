import WhimGraphics

extension WhimSceneAnimatedTransitions {
    /// A panel sliding in over what is shown from the leading (left) edge, or back out to it: a drawer.
    ///
    /// - `present`: the outgoing scene stays at rest; the incoming one, drawn above, comes from just off the
    ///   left edge (moved left by its right edge's x) to its rest frame.
    /// - `dismiss`: the mirror, `present` reversed: the outgoing scene, drawn above, leaves to just off the
    ///   left edge; the incoming one rests under it. From nil the incoming scene rests in place.
    ///
    /// Both follow a horizontal drag: right to open, left to close.
    public struct Slide: WhimSceneAnimatedTransitioning, Hashable {
        /// Which way the panel moves.
        public enum Style: Sendable, Hashable {
            /// Slides in from the leading edge.
            case present
            /// Slides back out to the leading edge.
            case dismiss
        }

        /// Whether the panel slides in or back out.
        public var style: Style
        /// Duration and curve of the non-interactive run.
        public var timing: TransitionTiming

        /// A drawer's slide in (`present`) or out (`dismiss`).
        public init(_ style: Style, timing: TransitionTiming = .default) {
            self.style = style
            self.timing = timing
        }

        public func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements {
            let p = TransitionGeometry.clamp(progress)
            switch style {
            case .present:
                var result = Placements()
                if let from { result.appendParts(of: from, side: .outgoing) }
                result.appendParts(of: to, side: .incoming) { _, _ in PixelPoint(x: TransitionGeometry.pixels(-Self.travel(to), 1 - p), y: 0) }
                return result
            case .dismiss:
                guard let from else { return .resting(to, side: .incoming) }
                return Slide(.present, timing: timing).placements(from: to, to: from, containerSize: containerSize, progress: 1 - p).swappingSides()
            }
        }

        /// Present and dismiss are each other's inverse.
        public var reversed: any WhimSceneAnimatedTransitioning {
            Slide(style == .present ? .dismiss : .present, timing: timing)
        }

        /// Opening follows a drag to the right, closing a drag to the left, by the panel's width.
        public func interactiveDrag(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize) -> InteractiveDrag? {
            let moving = style == .present ? to : from
            guard let moving else { return nil }
            let travel = Self.travel(moving)
            guard travel > 0 else { return nil }
            return InteractiveDrag(progressPerPixel: Point(x: (style == .present ? 1 : -1) / Double(travel), y: 0))
        }

        /// How far a layout's parts move to be off the left edge: the right edge of the rightmost part.
        static func travel(_ layout: SceneLayout) -> Int {
            switch layout {
            case let .fullscreen(r): return max(0, r.maxX)
            case let .multipart(top, bottom), let .sidePanel(top, bottom): return max(0, top.maxX, bottom.maxX)
            }
        }
    }
}

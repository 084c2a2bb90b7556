import WhimGraphics

/// A transition as a pure value: where every part is at a progress p.
///
/// Given the outgoing scene's layout (nil when nothing was shown), the incoming scene's layout, the
/// container size and a progress p in [0, 1] (already eased — the driver applies `timing.curve`, or a
/// finger or a spring sets p directly), it returns the placements of the parts back to front.
/// No clock, no drawing, no side effects, no heap allocation: that is what makes transitions scrubbable,
/// reversible and testable at fixed progress.
///
/// Conventions every transition in ``WhimSceneAnimatedTransitions`` keeps:
/// - Every part of both scenes is placed, at every p, in the same order (within a scene the top part
///   before the bottom one), so a part's id keeps its slot and damage tracking can pair frames up.
///   A part that cannot be seen has opacity 0, a clip that hides it or a frame outside the container;
///   ``PartPlacement/isVisible(in:)`` tells the compositor what to skip.
/// - At p = 0 the outgoing scene shows at rest and the incoming one not at all; at p = 1 the incoming
///   scene is at rest and the outgoing one invisible. From nil nothing shows at p = 0, except in the
///   transitions that go back (Modal dismiss, Circular dismiss, ``WhimSceneAnimatedTransitions/Reversed``):
///   there is no scene to uncover the incoming one from, so it rests in place throughout.
/// - p outside [0, 1] is clamped, NaN counts as 0. Offsets are whole pixels, rounded by `pixelRounded`.
public protocol WhimSceneAnimatedTransitioning: Sendable {
    /// Duration and curve when the transition runs on the clock.
    var timing: TransitionTiming { get }

    /// The placements of the parts at progress `progress`, back to front.
    func placements(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize, progress: Double) -> Placements

    /// The visual inverse, for going back the way this transition came: `reversed.placements(from: b,
    /// to: a, p)` equals `placements(from: a, to: b, 1 − p)` with the sides of the parts swapped.
    ///
    /// Push and Pop are each other's inverse, as are Modal present and dismiss and Circular present and
    /// dismiss; any other transition gets ``WhimSceneAnimatedTransitions/Reversed``. A driver reversing a
    /// transition in flight can keep the transition and run p backwards, or switch to `reversed` from
    /// 1 − p with the scenes exchanged; both give the same frames. Same timing as this transition.
    var reversed: any WhimSceneAnimatedTransitioning { get }

    /// How a drag drives this transition, or nil when it cannot be driven by a drag.
    ///
    /// Pop follows a horizontal drag to the right, Modal dismiss a downward drag of the card (or of the
    /// fullscreen scene), so that the dragged part stays under the finger.
    func interactiveDrag(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize) -> InteractiveDrag?
}

extension WhimSceneAnimatedTransitioning {
    /// The generic inverse: this transition played backwards with the scenes exchanged.
    public var reversed: any WhimSceneAnimatedTransitioning {
        WhimSceneAnimatedTransitions.Reversed(self)
    }

    /// Not interactive unless a transition says otherwise.
    public func interactiveDrag(from: SceneLayout?, to: SceneLayout, containerSize: PixelSize) -> InteractiveDrag? {
        nil
    }
}

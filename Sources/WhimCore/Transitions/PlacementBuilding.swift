import WhimGraphics

extension Placements {
    /// Appends the parts of `layout` for `side`, top before bottom, each at the offset `offset` gives.
    mutating func appendParts(
        of layout: SceneLayout,
        side: TransitionSide,
        opacity: Double = 1,
        clip: CircularClip? = nil,
        offset: (ScenePartRole, PixelRect) -> PixelPoint = { _, _ in .zero }
    ) {
        switch layout {
        case let .fullscreen(frame):
            append(part(.fullscreen, frame, side, opacity, clip, offset))
        case let .multipart(top, bottom), let .sidePanel(top, bottom):
            append(part(.top, top, side, opacity, clip, offset))
            append(part(.bottom, bottom, side, opacity, clip, offset))
        }
    }

    private func part(
        _ role: ScenePartRole, _ frame: PixelRect, _ side: TransitionSide, _ opacity: Double,
        _ clip: CircularClip?, _ offset: (ScenePartRole, PixelRect) -> PixelPoint
    ) -> PartPlacement {
        PartPlacement(id: ScenePartID(side: side, role: role), restFrame: frame, offset: offset(role, frame), opacity: opacity, clip: clip)
    }

    /// The same placements with outgoing and incoming exchanged: how a transition played backwards looks
    /// from the other side.
    func swappingSides() -> Placements {
        var swapped = self
        for index in indices {
            swapped[index].id.side = self[index].id.side == .outgoing ? .incoming : .outgoing
        }
        return swapped
    }

    /// The placements of a scene that nothing covers: at rest.
    static func resting(_ layout: SceneLayout, side: TransitionSide) -> Placements {
        var result = Placements()
        result.appendParts(of: layout, side: side)
        return result
    }
}

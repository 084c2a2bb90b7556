import WhimGraphics

/// The shared body of Push (direction 1: incoming from the right) and Pop (−1: from the left).
///
/// Between side panels (the desktop layout, `SidePanelLayout`) nothing slides: as in desktop map apps, the
/// panel's content changes in place while the map stays put, so the scenes cross-fade where they rest (a
/// slide would carry the panels across the map). The scene that would slide on top is drawn on top.
enum HorizontalSlide {
    static func placements(from: SceneLayout?, to: SceneLayout, width: Int, progress: Double, direction: Int) -> Placements {
        let p = TransitionGeometry.clamp(progress)
        let inPlace = changesInPlace(from: from, to: to)
        let outgoingX = inPlace ? 0 : TransitionGeometry.pixels(-direction * width, p)
        let incomingX = inPlace ? 0 : TransitionGeometry.pixels(direction * width, 1 - p)
        let outgoingOpacity = inPlace ? 1 - p : 1, incomingOpacity = inPlace ? p : 1
        var result = Placements()
        func outgoing() {
            if let from { result.appendParts(of: from, side: .outgoing, opacity: outgoingOpacity) { _, _ in PixelPoint(x: outgoingX, y: 0) } }
        }
        func incoming() { result.appendParts(of: to, side: .incoming, opacity: incomingOpacity) { _, _ in PixelPoint(x: incomingX, y: 0) } }
        // The scene that moves toward the right is the one on top: the incoming one in a push, the
        // outgoing one in a pop.
        if direction > 0 {
            outgoing()
            incoming()
        } else {
            incoming()
            outgoing()
        }
        return result
    }

    /// Whether a push or pop between these layouts changes the side panel's content in place: the scene
    /// shown is a side panel's, and so was the one before (or there was none).
    static func changesInPlace(from: SceneLayout?, to: SceneLayout) -> Bool {
        to.isSidePanel && (from?.isSidePanel ?? true)
    }
}

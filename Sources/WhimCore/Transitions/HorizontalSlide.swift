import WhimGraphics

/// The shared body of Push (direction 1: incoming from the right) and Pop (−1: from the left).
enum HorizontalSlide {
    static func placements(from: SceneLayout?, to: SceneLayout, width: Int, progress: Double, direction: Int) -> Placements {
        let p = TransitionGeometry.clamp(progress)
        let outgoingX = TransitionGeometry.pixels(-direction * width, p)
        let incomingX = TransitionGeometry.pixels(direction * width, 1 - p)
        var result = Placements()
        // The scene that moves toward the right is the one on top: the incoming one in a push, the
        // outgoing one in a pop.
        if direction > 0 {
            if let from { result.appendParts(of: from, side: .outgoing) { _, _ in PixelPoint(x: outgoingX, y: 0) } }
            result.appendParts(of: to, side: .incoming) { _, _ in PixelPoint(x: incomingX, y: 0) }
        } else {
            result.appendParts(of: to, side: .incoming) { _, _ in PixelPoint(x: incomingX, y: 0) }
            if let from { result.appendParts(of: from, side: .outgoing) { _, _ in PixelPoint(x: outgoingX, y: 0) } }
        }
        return result
    }
}

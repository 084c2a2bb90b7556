import WhimCore
import WhimGraphics

extension SoakWorld {
    /// A whole drag on the list of the card on screen (a press under way is let go first): a press on the
    /// list, a few moves of random length and direction a frame or so apart, a release. After every move
    /// the hand-over's invariants must hold: the list's offset within its content, the card lowered below
    /// its tallest detent only with the list at its top, the list scrolled on only with the card at its
    /// tallest. A broken one is flagged for the next check.
    func dragCardList() {
        guard case let .multipart(_, bottom)? = container.displayed,
              let panel = bottom as? SoakPanel, let list = panel.list, panel.card != nil,
              let frame = container.visibleParts().last(where: { $0.panel === panel })?.frame
        else { return }
        if let at = pointer {
            container.handle(.pointerUp(at, .primary))
            pointer = nil
        }
        note("drag card list")
        let h = container.size.height, scale = container.scale
        let top = Double(frame.minY) / scale
        var p = Point(x: list.frame.midX + Double(frame.minX) / scale,
                      y: top + list.frame.minY + Double.random(in: 0...max(0, min(list.frame.height, h - top - list.frame.minY - 1)), using: &rng))
        guard p.y < h else { return }
        container.handle(.pointerDown(p, .primary))
        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            guard let card = panel.card else { break }
            let tallest = card.maximumHeight(in: h)
            let before = (offset: list.scrollOffset, height: card.currentHeight(in: h))
            p.y = max(0, min(h - 1, p.y + Double.random(in: -120...120, using: &rng)))
            clock.advance(by: rng.weighted([(3, 1.0 / 60), (1, Double.random(in: 0...0.2, using: &rng))]))
            container.update()
            container.handle(.pointerMove(p))
            guard !container.isTransitioning, let after = panel.card?.currentHeight(in: h) else { continue }
            let offset = list.scrollOffset
            if offset < 0 || offset > list.maxScroll { flag("the card's list scrolled to \(offset), outside 0...\(list.maxScroll)") }
            // A side panel has no detents: a drag scrolls its list and never moves the card.
            if container.showsSidePanel {
                if after != before.height, panel.card?.isAnimating == false { flag("a drag on the side panel moved its card (\(before.height) → \(after))") }
                continue
            }
            if after < before.height - 1e-6, after < tallest - 1e-6, offset > 0 { flag("the card went down (\(before.height) → \(after)) with its list scrolled to \(offset)") }
            if offset > before.offset + 1e-6, after < tallest - 1e-6 { flag("the list scrolled on (\(before.offset) → \(offset)) under a card \(after) tall, below its tallest \(tallest)") }
        }
        container.handle(.pointerUp(p, .primary))
    }
}

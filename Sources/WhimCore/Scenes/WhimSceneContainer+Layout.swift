import WhimGraphics

extension WhimSceneContainer {
    /// The part of the container between the top panel and the bottom card of what the screen is heading
    /// to (logical units): the map keeps its content there.
    public var visibleMapInsets: EdgeInsets {
        guard let vc = destination else { return .zero }
        switch vc {
        case .fullscreen:
            return .zero
        case let .multipart(top, bottom):
            let topInset = max(0, top.size.height - top.chrome.shadowMargin.bottom)
            let bottomInset = bottom.card.map { min($0.currentHeight(in: size.height), $0.maximumHeight(in: size.height)) }
                ?? (bottom.size.height - bottom.chrome.shadowMargin.top)
            return EdgeInsets(top: topInset, bottom: max(0, bottomInset))
        }
    }

    /// Tells the backdrop where the screen is heading: the gap between the panels and the scene the base layer
    /// shows (presented sheets and drawers over it do not change the backdrop).
    func updateMapInsets() {
        backdrop.setVisibleInsets(visibleMapInsets)
        var leaf = rootScene
        while let child = leaf?.baseChild { leaf = child }
        if leaf !== lastNotifiedScene {
            lastNotifiedScene = leaf
            backdrop.destinationDidChange(to: leaf)
        }
    }

    /// Advances the displayed card's spring and lays the screen out again; returns whether it still moves.
    func advanceCards(by dt: Double) -> Bool {
        guard let card = displayed?.panel(for: .bottom), card.cardIsAnimating else { return false }
        let moving = card.advanceCard(by: dt)
        relayoutDisplayed()
        return moving
    }

    /// Recomputes the shown layout after a card moved (only when no transition runs: runs keep their
    /// layouts). With `updatingBackdrop` false (a card under the finger) the backdrop keeps its insets until
    /// the card is let go, so the map does not move — and the frame is not redrawn — on every move.
    func relayoutDisplayed(updatingBackdrop: Bool = true) {
        guard !isTransitioning else { return }
        driver.relayoutDisplayed()
        if updatingBackdrop { updateMapInsets() }
    }
}

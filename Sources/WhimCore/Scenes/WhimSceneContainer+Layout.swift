import WhimGraphics

extension WhimSceneContainer {
    /// The part of the container between the top panel and the bottom card of what the screen is heading
    /// to (logical units): the map keeps its content there.
    public var visibleMapInsets: EdgeInsets { driver.layout.mapInsets(of: destination) }

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

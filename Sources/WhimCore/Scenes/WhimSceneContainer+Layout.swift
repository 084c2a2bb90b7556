import WhimGraphics

extension WhimSceneContainer {
    /// Where a view controller's parts rest, sizing its panels: fullscreen fills the container; a top
    /// panel takes its preferred height (at most half the container); a bottom card is drawn at its
    /// tallest detent (or preferred height), never taller than the room below the top panel, and shows its
    /// current height above the bottom edge.
    func layout(for vc: WhimSceneViewController) -> SceneLayout {
        let px = pixelSize
        switch vc {
        case let .fullscreen(panel):
            panel.resize(to: size)
            return .fullscreen(PixelRect(size: px))
        case let .multipart(top, bottom):
            let topHeight = min(top.preferredHeight(forWidth: size.width), size.height / 2)
            top.resize(to: Size(width: size.width, height: topHeight))
            let topRect = PixelRect(x: 0, y: 0, width: px.width, height: Int((topHeight * scale).rounded()))
            let margin = bottom.chrome.shadowMargin.top
            let surfaceHeight: Double
            let visible: Double
            bottom.card?.ceiling = max(0, size.height - (topHeight - top.chrome.shadowMargin.bottom))
            if bottom.card?.detents.contains(.content) == true { bottom.card?.contentHeight = bottom.preferredHeight(forWidth: size.width) - margin }
            bottom.card?.followRestingDetent(in: size.height)
            if let card = bottom.card {
                surfaceHeight = card.maximumHeight(in: size.height) + margin
                // Pulled past its tallest detent the card stays on the bottom edge: its surface ends there,
                // and lifting it would show the map under it (the rubber band still holds the height).
                visible = min(card.currentHeight(in: size.height) + margin, surfaceHeight)
            } else {
                surfaceHeight = min(bottom.preferredHeight(forWidth: size.width), size.height * 0.9)
                visible = surfaceHeight
            }
            bottom.resize(to: Size(width: size.width, height: surfaceHeight))
            let bottomRect = PixelRect(
                x: 0, y: px.height - Int((visible * scale).rounded()), width: px.width, height: Int((surfaceHeight * scale).rounded()))
            return .multipart(top: topRect, bottom: bottomRect)
        }
    }

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

    /// Advances the visible card's spring; returns whether it still moves.
    func advanceCards(by dt: Double) -> Bool {
        guard let vc = displayed, case let .multipart(_, bottom) = vc, var card = bottom.card, card.isAnimating else { return false }
        let moving = card.advance(by: dt)
        bottom.card = card
        relayoutDisplayed()
        return moving
    }

    func cardIsAnimating(in vc: WhimSceneViewController) -> Bool {
        if case let .multipart(_, bottom) = vc { return bottom.card?.isAnimating ?? false }
        return false
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

import WhimGraphics

/// Where the base layer's scenes rest in a container of one size and scale: a value the container gives
/// its driver (again at every resize), so laying a scene out asks nothing of the container.
///
/// Fullscreen fills the container; a top panel takes its preferred height (at most half the container); a
/// bottom card is drawn at its tallest detent (or preferred height), never taller than the room below the
/// top panel, and shows its current height above the bottom edge. In a container as wide as the side panel
/// layout's breakpoint the card is a side panel instead: floating a margin in from the leading edge, below
/// the top panel and above the bottom edge, drawn in its chrome's side panel form.
struct ContainerLayout: Equatable, Sendable {
    /// The container's size in points.
    var size: Size
    /// Device pixels per point.
    var scale: Double
    /// When and how a card becomes a side panel.
    var sidePanel = SidePanelLayout()

    /// Whether multipart scenes show their card as a side panel at this width.
    var showsSidePanel: Bool { sidePanel.applies(toWidth: size.width) }

    /// How the reader needs text drawn: every panel laid out in this layout is given it first, so its
    /// measured height follows the text size.
    var legibility = Legibility.standard

    /// The container's size in device pixels.
    var pixelSize: PixelSize {
        PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// The part of the container between `vc`'s top panel and bottom card as they are sized now (points):
    /// where the map keeps its content. Zero for a fullscreen scene or none.
    func mapInsets(of vc: WhimSceneViewController?) -> EdgeInsets {
        guard case let .multipart(top, bottom) = vc else { return .zero }
        let topInset = max(0, top.size.height - top.chrome.shadowMargin.bottom)
        if showsSidePanel { return EdgeInsets(top: topInset, left: sidePanel.margin + sidePanel.panelWidth(in: size.width)) }
        let bottomInset = bottom.card.map { min($0.currentHeight(in: size.height), $0.maximumHeight(in: size.height)) }
            ?? (bottom.size.height - bottom.chrome.shadowMargin.top)
        return EdgeInsets(top: topInset, bottom: max(0, bottomInset))
    }

    /// Where `vc`'s parts rest and the sizes its panels are drawn at; computed only, nothing changes.
    func arrangement(of vc: WhimSceneViewController) -> SceneArrangement {
        let px = pixelSize
        switch vc {
        case let .fullscreen(panel):
            panel.legibility = legibility
            return SceneArrangement(layout: .fullscreen(PixelRect(size: px)), sizes: [(panel, size)], card: nil)
        case let .multipart(top, bottom):
            top.legibility = legibility
            bottom.legibility = legibility
            // Its form first: a side panel measures and draws without a card's handle.
            bottom.isSidePanel = showsSidePanel
            let topHeight = min(top.preferredHeight(forWidth: size.width), size.height / 2)
            let topRect = PixelRect(x: 0, y: 0, width: px.width, height: Int((topHeight * scale).rounded()))
            if showsSidePanel { return sideArrangement(top: top, topRect: topRect, topHeight: topHeight, panel: bottom) }
            let margin = bottom.chrome.shadowMargin.top
            let surfaceHeight: Double
            let visible: Double
            var card = bottom.card
            card?.ceiling = max(0, size.height - (topHeight - top.chrome.shadowMargin.bottom))
            if card?.detents.contains(.content) == true { card?.contentHeight = bottom.preferredHeight(forWidth: size.width) - margin }
            card?.followRestingDetent(in: size.height)
            if let card {
                surfaceHeight = card.maximumHeight(in: size.height) + margin
                // Pulled past its tallest detent the card stays on the bottom edge: its surface ends there,
                // and lifting it would show the map under it (the rubber band still holds the height).
                visible = min(card.currentHeight(in: size.height) + margin, surfaceHeight)
            } else {
                surfaceHeight = min(bottom.preferredHeight(forWidth: size.width), size.height * 0.9)
                visible = surfaceHeight
            }
            let bottomRect = PixelRect(
                x: 0, y: px.height - Int((visible * scale).rounded()), width: px.width, height: Int((surfaceHeight * scale).rounded()))
            return SceneArrangement(
                layout: .multipart(top: topRect, bottom: bottomRect),
                sizes: [(top, Size(width: size.width, height: topHeight)), (bottom, Size(width: size.width, height: surfaceHeight))],
                card: card)
        }
    }
}

extension ContainerLayout {
    /// A multipart scene's card as a side panel: its shape `sidePanel.margin` in from the leading edge, below
    /// the top panel's visible edge and above the bottom edge, `panelWidth` wide; its surface around that by
    /// the chrome's shadow margin. Its card is left as it is (no detents here; it rests at its detent again
    /// when the container narrows).
    private func sideArrangement(top: Panel, topRect: PixelRect, topHeight: Double, panel: Panel) -> SceneArrangement {
        let shadow = panel.chrome.shadowMargin
        let shapeTop = max(0, topHeight - top.chrome.shadowMargin.bottom) + sidePanel.margin
        let shapeBottom = max(shapeTop, size.height - sidePanel.margin)
        let x = min(sidePanel.margin, size.width) - shadow.left
        let y = shapeTop - shadow.top
        let surface = Size(width: sidePanel.panelWidth(in: size.width) + shadow.horizontal, height: shapeBottom + shadow.bottom - y)
        let minX = Int((x * scale).rounded()), minY = Int((y * scale).rounded())
        let frame = PixelRect(
            x: minX, y: minY, width: Int(((x + surface.width) * scale).rounded()) - minX, height: Int(((y + surface.height) * scale).rounded()) - minY)
        return SceneArrangement(
            layout: .sidePanel(top: topRect, panel: frame),
            sizes: [(top, Size(width: size.width, height: topHeight)), (panel, surface)],
            card: nil)
    }

    /// The layout of a container of `size` points at `scale`; sizes under 1×1, absurdly large ones and
    /// scales out of 0...16 throw.
    init(validating size: Size, scale: Double) throws {
        guard size.width >= 1, size.height >= 1, size.width <= 32768, size.height <= 32768 else {
            throw ContainerError.invalidSize(width: size.width, height: size.height)
        }
        guard scale > 0, scale <= 16, scale.isFinite else { throw ContainerError.invalidScale(scale) }
        self.init(size: size, scale: scale)
        // About ten frame-sized buffers are kept (`PanelCaches`): the frame is bounded as they are.
        let px = pixelSize
        guard px.width <= WhimSceneContainer.maximumPixelSide, px.height <= WhimSceneContainer.maximumPixelSide,
            px.width * px.height <= WhimSceneContainer.maximumPixels
        else { throw ContainerError.invalidSize(width: Double(px.width), height: Double(px.height)) }
    }
}

/// A scene's parts laid out: where they rest, and what its panels need to be drawn that way.
struct SceneArrangement {
    /// Where the parts rest, in device pixels.
    let layout: SceneLayout
    /// Each panel with the size (points) it is drawn at, top first.
    let sizes: [(panel: Panel, size: Size)]
    /// The bottom card laid out: its ceiling (the room below the top panel), its content height under a
    /// `.content` detent, and at rest its detent's height for this size; nil without a card.
    let card: BottomCardBehavior?

    /// Sizes the panels for this layout (and gives the bottom card its laid-out state), so they draw at their
    /// parts' sizes.
    func apply() {
        for (index, (panel, size)) in sizes.enumerated() {
            if index == sizes.count - 1, let card { panel.card = card }
            panel.resize(to: size)
        }
    }
}

import WhimGraphics

extension CompositeLayer {
    /// The layer that draws a visible part from its panel's `surface`: a solid-colour panel as its one
    /// opaque row stretched to its size (the colour's alpha in the opacity), any other with its opaque
    /// rect and repeated rows, so the compositor skips what is under it and copies rows once.
    init(_ part: VisiblePart, surface: Surface, scale: Double) {
        let (panel, frame) = (part.panel, part.frame)
        if let color = panel.solidColor {
            let size = panel.pixelSize(scale: scale)
            self.init(
                surface: surface, origin: frame.origin, size: size, opacity: part.opacity * color.clamped.alpha,
                clips: part.clips, opaqueRect: PixelRect(origin: frame.origin, size: size), contentVersion: panel.renderCount)
            return
        }
        let opaque = panel.opaqueRect.map { r in r.pixelBounds(scale: scale).insetBy(1).offset(by: frame.origin) }
        self.init(
            surface: surface, origin: frame.origin, opacity: part.opacity, clips: part.clips, opaqueRect: opaque,
            contentVersion: panel.renderCount, repeatedRows: panel.repeatedRows)
    }
}

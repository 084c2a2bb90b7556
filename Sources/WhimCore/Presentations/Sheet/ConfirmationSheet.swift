import WhimGraphics

extension WhimSheet {
    /// A confirmation sheet: a title, a message, a destructive button and a cancel button, resting at the
    /// height it needs at the width and text scale it is shown at (a `.content` detent). The destructive button runs `action` and dismisses the sheet; cancel, the scrim, a
    /// swipe down and Esc only dismiss it.
    public static func confirmation(
        title: String, message: String, destructive: String, cancel: String = "Cancel", theme: Theme = .standard,
        action: @escaping () -> Void
    ) -> WhimSheet {
        weak var sheet: WhimSheet?
        let confirm = Button(destructive, style: .filled, theme: theme) {
            action()
            sheet?.dismissFromPresenter()
        }
        confirm.tint = theme.destructive
        confirm.identifier = "destructive"
        let back = Button(cancel, style: .tinted, theme: theme) { sheet?.dismissFromPresenter() }
        back.identifier = "cancel"
        let panel = Panel(
            title: title, chrome: .bottomCard(theme.cardBackground),
            root: VStack(spacing: 12, [
                DragHandle(color: theme.handle), Label(title, font: theme.titleFont, color: theme.text),
                Label(message, color: theme.secondaryText, maxLines: 4), confirm, back,
            ]))
        let made = WhimSheet(panel: panel, detents: [.content])
        sheet = made
        return made
    }
}

import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// A confirmation sheet rests at the height its content needs at the text scale it is shown at: its
/// buttons are on screen, not cut off below, and it is no taller than they need.
@Suite struct ConfirmationSheetTests {
    @Test(arguments: [1.0, 1.5, 2.0])
    func restsTallEnoughForItsButtonsAtTheTextScale(_ scale: Double) throws {
        let (container, clock, host, _) = try makePresenting()
        container.legibility = Legibility(textScale: scale)
        container.settle(on: clock)
        let sheet = WhimSheet.confirmation(title: "Delete note?", message: "“Groceries” will be deleted. This cannot be undone.", destructive: "Delete") {}
        #expect(host.present(sheet))
        container.settle(on: clock)
        guard case let .fullscreen(panel) = sheet.content.viewController else {
            Issue.record("a confirmation is one panel")
            return
        }
        let drawn = try #require(container.drawnFrame(of: panel))
        let cancel = try #require(panel.root?.widget(withIdentifier: "cancel"))
        let bottom = Double(drawn.y) + cancel.frame.maxY
        #expect(bottom <= container.size.height, "the cancel button is on screen at text scale \(scale)")
        #expect(bottom >= container.size.height - 40, "and the sheet is no taller than its content (\(bottom))")
    }
}

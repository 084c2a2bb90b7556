import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

@Suite struct AlertTests {
    @Test func centredDialogBlocksInputBelowAndButtonsDismiss() throws {
        let (container, clock, host, home) = try makePresenting()
        var chosen: [String] = []
        let alert = WhimAlert(title: "Delete note?", message: "This cannot be undone.", actions: [
            .init("Delete", role: .destructive) { chosen.append("delete") }, .init("Cancel", role: .cancel) { chosen.append("cancel") },
        ])
        #expect(host.present(alert))
        container.settle(clock)
        let frame = try #require(container.drawnFrame(of: alert.panel))
        #expect(abs(frame.x + frame.width / 2 - 480) <= 1 && abs(frame.y + frame.height / 2 - 270) <= 1)
        // A click on the scrim (over the home card) does nothing, and the base gets nothing.
        let card = try #require(home.viewController.panel(for: .bottom))
        let before = card.renderCount
        container.click(Point(x: 100, y: 500))
        container.settle(clock)
        #expect(host.presented.count == 1 && chosen.isEmpty && card.renderCount == before)
        // Esc presses cancel.
        container.handle(.key(.escape, []))
        container.settle(clock)
        #expect(chosen == ["cancel"] && host.presented.isEmpty)
        #expect(alert.panel.appearance == .disappeared && alert.panel.lifecycleViolations == 0)
        // A button press.
        let again = WhimAlert(title: "Sure?", message: "", actions: [.init("Yes") { chosen.append("yes") }])
        host.present(again)
        container.settle(clock)
        let widget = try #require(again.panel.root?.widget(withIdentifier: "alert-0"))
        let button = try #require(container.rectInContainerPixels(of: widget))
        container.click(Point(x: button.midX, y: button.midY))
        container.settle(clock)
        #expect(chosen == ["cancel", "yes"] && host.presented.isEmpty)
        // Without a cancel button Esc does nothing.
        let sticky = WhimAlert(title: "Read me", message: "", actions: [.init("OK")])
        host.present(sticky)
        container.settle(clock)
        container.handle(.key(.escape, []))
        container.settle(clock)
        #expect(host.presented.count == 1)
    }
}

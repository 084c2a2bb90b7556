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
        container.settle(on: clock)
        let frame = try #require(container.drawnFrame(of: alert.panel))
        #expect(abs(frame.x + frame.width / 2 - 480) <= 1 && abs(frame.y + frame.height / 2 - 270) <= 1)
        // A click on the scrim (over the home card) does nothing, and the base gets nothing.
        let card = try #require(home.viewController.panel(for: .bottom))
        let before = card.renderCount
        container.click(Point(x: 100, y: 500))
        container.settle(on: clock)
        #expect(host.presented.count == 1 && chosen.isEmpty && card.renderCount == before)
        // Esc presses cancel.
        container.handle(.key(.escape, []))
        container.settle(on: clock)
        #expect(chosen == ["cancel"] && host.presented.isEmpty)
        #expect(alert.panel.appearance == .disappeared && alert.panel.lifecycleViolations == 0)
        // A button press.
        let again = WhimAlert(title: "Sure?", message: "", actions: [.init("Yes") { chosen.append("yes") }])
        host.present(again)
        container.settle(on: clock)
        let widget = try #require(again.panel.root?.widget(withIdentifier: "alert-0"))
        let button = try #require(container.rectInContainerPixels(of: widget))
        container.click(Point(x: button.midX, y: button.midY))
        container.settle(on: clock)
        #expect(chosen == ["cancel", "yes"] && host.presented.isEmpty)
        // Without a cancel button Esc does nothing.
        let sticky = WhimAlert(title: "Read me", message: "", actions: [.init("OK")])
        host.present(sticky)
        container.settle(on: clock)
        container.handle(.key(.escape, []))
        container.settle(on: clock)
        #expect(host.presented.count == 1)
    }

    /// Esc while the alert is still coming in cancels it from where it is: the frame after the key is the
    /// frame before it (no jump), the alert then fades back out, the cancel action runs once, and every
    /// lifecycle call is balanced; presented again mid-dismissal, it comes back from where it is.
    @Test func escMidPresentationReversesWithoutAJump() throws {
        let (container, clock, host, home) = try makePresenting()
        var chosen: [String] = []
        let alert = WhimAlert(title: "Leave?", message: "", actions: [.init("Cancel", role: .cancel) { chosen.append("cancel") }])
        #expect(host.present(alert))
        container.step(clock, 0.08)
        func opacity() -> Double { container.visibleParts().last { $0.panel === alert.panel }?.opacity ?? 0 }
        let before = container.frame.copy(), o0 = opacity()
        #expect(o0 > 0 && o0 < 1, "mid-presentation")
        container.handle(.key(.escape, []))
        container.renderFrame()
        let d = ImageComparison.compare(expected: before, actual: container.frame, tolerance: PresentationInterruptionTests.exact)
        #expect(d.isWithin(PresentationInterruptionTests.exact), "\(d)")
        container.step(clock)
        #expect(opacity() < o0, "heading back out")
        container.settle(on: clock)
        #expect(chosen == ["cancel"] && host.presented.isEmpty)
        #expect(alert.panel.lifecycleViolations == 0 && alert.panel.appearance == .disappeared && home.isBalanced && home.isShown)
        // Presented again, dismissed, and presented again before the dismissal ends.
        host.present(alert)
        container.settle(on: clock)
        host.dismiss()
        container.step(clock, 0.05)
        host.present(alert)
        container.settle(on: clock)
        #expect(host.presented.count == 1 && alert.panel.lifecycleViolations == 0 && alert.panel.appearance == .appeared && opacity() == 1)
    }
}

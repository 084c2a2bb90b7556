import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// The focus ring as drawn: a 3-unit accent ring 2 units outside the focused control (inside a focused
/// list, around its row), above everything in its panel and inside it.
@Suite struct FocusRingGoldenTests {
    let tolerance = ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 60)

    /// A map screen (a top bar and a card over the grid) after Tab, Tab, Tab, Down: the ring on the second
    /// row of the card's list; and after one more Tab, on the card's filled button.
    @Test func ringOnARowAndOnAButton() throws {
        let (container, clock) = try makeContainer()
        let back = Button("", icon: .back, style: .plain)
        let top = Panel(title: "top", chrome: .topBar(.white), contentInsets: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12),
                        root: HStack(spacing: 8, [back, Label("Bikes nearby", font: .bold(18)), Spacer(), Button("", icon: .gear, style: .tinted)]))
        let list = ListView(rows: [
            ListRow(id: "a", icon: .bike, title: "Kamppi", subtitle: "4 bikes", detail: "120 m"),
            ListRow(id: "b", icon: .bike, title: "Narinkka", subtitle: "7 bikes", detail: "240 m"),
            ListRow(id: "c", icon: .bike, title: "Lasipalatsi", subtitle: "2 bikes", detail: "380 m"),
        ], visibleRowLimit: 3)
        let card = Panel(title: "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 16, left: 18, bottom: 16, right: 18),
                         root: VStack(spacing: 10, [SegmentedControl(["Bikes", "Scooters"]), list, Button("Unlock a bike", icon: .bike)]))
        container.setRoot(WhimSceneNavigationStack([WhimSingleScene(.multipart(top: top, bottom: card))]))
        container.settle(on: clock)
        for _ in 0..<4 { container.handle(.key(.tab, [])) }
        container.handle(.key(.down, []))
        container.renderFrame()
        assertGolden(container.frame, named: "row", tolerance: tolerance)
        container.handle(.key(.tab, []))
        container.renderFrame()
        assertGolden(container.frame, named: "button", tolerance: tolerance)
        #expect(container.keyboardFocus.focusedElement?.name == "Unlock a bike")
    }
}

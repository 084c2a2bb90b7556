import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics

/// The built-in tour addresses widgets by identifier and free points by window fractions, so it plays to
/// the end at any window size, and each shot shows what its name says. Checked through the app's state,
/// not pixels: the card's height against its detents.
@Suite(.serialized) struct TourWindowSizeTests {
    /// The visible bottom card's (height now, detent heights ascending) in the app's window.
    func card(_ app: DemoApp) -> (height: Double, detents: [Double])? {
        let h = app.container.size.height
        guard let card = app.container.visibleParts().compactMap(\.panel.card).last else { return nil }
        return (card.currentHeight(in: h), card.heights(in: h))
    }

    @Test(arguments: [(960.0, 540.0), (1100.0, 720.0), (1920.0, 1080.0)])
    func tourPlaysAndTheCardExpandsAtEverySize(width: Double, height: Double) throws {
        let clock = ManualClock()
        // The tour's card drags need the bottom card, not the side panel of wide windows.
        let app = try DemoApp(size: Size(width: width, height: height), clock: clock, map: sharedHelsinki, sidePanel: .never)
        let player = ScriptPlayer(app: app, clock: clock)
        var names: [String] = []
        var shots: [String: (height: Double, detents: [Double])] = [:]
        player.onShot = { name in
            names.append(name)
            shots[name] = self.card(app)
        }
        try player.play(DemoScript(parsing: Tour.script))
        #expect(names.count == 15)

        let home = try #require(shots["home"])
        let expanded = try #require(shots["card-expanded"])
        let top = try #require(expanded.detents.last)
        // Home rests at its middle detent (which shows the whole card when it fits); the shot after the drag
        // shows the card at its top detent.
        #expect(abs(home.height - home.detents[1]) < 1, "home at \(width)×\(height): \(home)")
        #expect(abs(expanded.height - top) < 1, "card-expanded at \(width)×\(height): \(expanded)")
        // Expanded, Home's card shows more than at rest (the places around the user).
        #expect(expanded.height > home.height + 40, "card-expanded at \(width)×\(height) is not above home: \(expanded) vs \(home)")
        // Back on Home after the ticket, the card is at the middle detent again (dragged back down).
        let back = try #require(shots["back-home"])
        #expect(abs(back.height - back.detents[1]) < 1, "back-home at \(width)×\(height): \(back)")
    }
}

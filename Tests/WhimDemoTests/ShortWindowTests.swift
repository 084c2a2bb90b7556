import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap

/// What a short window and the frame-time overlay must leave usable, and Home's card that expands (issue
/// 41, items 5 and 7).
@Suite(.serialized) struct ShortWindowTests {
    /// Where the parts of the screen are drawn now, in container units: the top panel's bar and the card.
    func partRects(_ app: DemoApp) -> (top: Rect, card: Rect)? {
        guard let vc = app.container.destination, case let .multipart(top, bottom) = vc else { return nil }
        let parts = app.container.visibleParts()
        let s = app.container.scale
        guard let t = parts.first(where: { $0.panel === top }), let b = parts.first(where: { $0.panel === bottom }) else { return nil }
        let topRect = Rect(x: 0, y: Double(t.frame.y) / s, width: Double(t.frame.width) / s,
                           height: Double(t.frame.height) / s - top.chrome.shadowMargin.bottom)
        let cardRect = Rect(x: 0, y: Double(b.frame.y) / s + bottom.chrome.shadowMargin.top, width: Double(b.frame.width) / s,
                            height: Double(b.frame.height) / s)
        return (topRect, cardRect)
    }

    @Test("in short windows no card, resting or dragged up, hides the top bar or its back button", arguments: [(480.0, 360.0), (400.0, 300.0), (960.0, 540.0)])
    func cardsLeaveTheTopBarVisible(width: Double, height: Double) throws {
        let screens = ["/home", "/home/bikes", "/home/taxi", "/home/transit", "/home/nearby", "/home/car-rental", "/home/car-rental?station=kluuvi",
                       "/home/search?q=rautatie"]
        for path in screens {
            for dragged in [false, true] {
                let (app, clock) = try makeDemo(width: width, height: height)
                try app.open("whim:/" + path)
                app.settle(on: clock)
                if dragged { try dragCard(app, by: -height, clock: clock) }
                let (top, card) = try #require(partRects(app), "\(path)")
                #expect(card.minY >= top.maxY - 0.5, "\(path) at \(width)×\(height)\(dragged ? ", dragged up" : ""): card at \(card.minY), bar ends \(top.maxY)")
            }
        }
    }

    @Test("the frame-time overlay covers no control on the ticket (Close), Settings or over the map")
    func frameTimeOverlayLeavesTheTicketsCloseButton() throws {
        for (width, height) in [(960.0, 540.0), (480.0, 360.0)] {
            let (app, clock) = try makeDemo(width: width, height: height)
            app.showsFrameStats = true
            app.tapRow(2, of: "options", clock: clock)
            app.tapRow(1, of: "stations", clock: clock)
            app.tap("next", clock: clock)
            app.tap("next", clock: clock)
            app.tap("book", clock: clock)
            #expect(app.visibleTitles == ["Ticket"])
            app.reportFrame(composeMs: 1, uploadMs: 1, damagedPercent: 1, fps: 60)
            let overlay = try #require(app.container.overlays.last).frame
            let closeWidget = try #require(app.container.destination?.panels.first?.root?.widget(withIdentifier: "close"))
            let close = try #require(app.container.rectInContainerPixels(of: closeWidget))
            let s = app.container.scale
            let closeRect = Rect(x: close.x / s, y: close.y / s, width: close.width / s, height: close.height / s)
            #expect(closeRect.intersection(overlay) == nil, "\(width)×\(height): the overlay \(overlay) covers Close \(closeRect)")
        }
    }

    @Test("Home's card drags up to show the places around the user")
    func homeCardExpands() throws {
        let (app, clock) = try makeDemo()
        let resting = try #require(partRects(app)).card
        try dragCard(app, by: -400, clock: clock)
        let expanded = try #require(partRects(app)).card
        #expect(expanded.minY < resting.minY - 100, "the card stayed at \(expanded.minY)")
        let around = try #require(app.container.destination?.panels.last?.root?.widget(withIdentifier: "around") as? ListView)
        #expect(around.rows.count == 6)
        let rect = try #require(app.container.rectInContainerPixels(of: around))
        #expect(rect.maxY / app.container.scale <= 540 + 0.5, "the places are below the window: \(rect)")
    }
}

import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap

/// The rough edges a new user hit (issue 18, items 4–9 and 11), each pinned by a test, and the demo's
/// legs as real paths.
@Suite(.serialized) struct DemoRoughEdgesTests {
    /// The visible rect of a widget in container units.
    func rect(_ app: DemoApp, _ identifier: String) -> Rect? {
        for part in app.container.visibleParts().reversed() {
            guard let w = part.panel.root?.widget(withIdentifier: identifier), !w.isHidden,
                  let r = app.container.rectInContainerPixels(of: w) else { continue }
            let s = app.container.scale
            return Rect(x: r.x / s, y: r.y / s, width: r.width / s, height: r.height / s)
        }
        return nil
    }

    @Test("item 4: at 1100×720 the flow's buttons are whole at the resting detent, and no empty card shows after dragging up")
    func flowButtonsAreWholeAndTheCardHasNoEmptyTail() throws {
        let (app, clock) = try makeDemo(width: 1100, height: 720)
        // The bottom card's detents are the subject, not the side panel of wide windows.
        app.container.sidePanelLayout = .never
        app.tapRow(2, of: "options", clock: clock)
        app.tapRow(1, of: "stations", clock: clock)
        for step in ["stations", "dates"] {
            let next = try #require(rect(app, "next"), "no Next button at \(step)")
            #expect(next.minY >= 0 && next.maxY <= 720 - 8, "\(step): Next at \(next)")
            try dragCard(app, by: -400, clock: clock)
            let after = try #require(rect(app, "next"))
            // Dragged up, the card ends under its content: at most its bottom padding below the button.
            #expect(720 - after.maxY <= 40, "\(step): \(720 - after.maxY) units of empty card below Next")
            if step == "stations" { app.tap("next", clock: clock) }
        }
    }

    @Test("item 5: Settings closes (X and Esc) with a Modal dismiss, the mirror of its Modal present")
    func settingsClosesWithModalDismiss() throws {
        for close in ["x", "esc"] {
            let (app, clock) = try makeDemo()
            app.tap("settings", clock: clock)
            #expect(app.visibleTitles == ["Settings"])
            if close == "x" {
                let p = try #require(app.point(ofWidget: "close"))
                app.container.handle(.pointerDown(p, .primary))
                app.container.handle(.pointerUp(p, .primary))
            } else {
                #expect(app.handleShortcut(.key(.escape, [])))
            }
            clock.advance(by: 0.12)
            app.container.update()
            let settings = try #require(app.container.visibleParts().first { $0.panel.title == "Settings" })
            // Sliding down, not sideways.
            #expect(settings.frame.x == 0 && settings.frame.y > 0, "\(close): Settings at \(settings.frame)")
            app.settle(on: clock)
            #expect(app.visibleTitles == ["Search", "card"])
        }
    }

    @Test("item 6: switching full insurance off shows on the summary, in the price and on the ticket")
    func insuranceOffShowsOnTheSummary() throws {
        let (app, clock) = try makeDemo(width: 1100, height: 720)
        app.tapRow(2, of: "options", clock: clock)
        app.tapRow(0, of: "stations", clock: clock)
        app.tap("next", clock: clock)
        #expect(app.tap("insurance", clock: clock))
        app.tap("next", clock: clock)
        let summary = try #require(app.container.destination?.panels.last)
        let rows = try #require(summary.root?.widget(withIdentifier: "summary") as? ListView)
        #expect(!rows.rows.contains { ($0.subtitle ?? "").contains("Full insurance included") })
        #expect(rows.rows.contains { ($0.subtitle ?? "").contains("no full insurance") })
        let book = try #require(summary.root?.widget(withIdentifier: "book") as? Button)
        #expect(book.title == "Book · €35")
    }

    @Test("item 7: a tapped navigation row is not left highlighted when the user comes back")
    func tappedRowIsNotLeftSelected() throws {
        let (app, clock) = try makeDemo()
        app.tapRow(0, of: "options", clock: clock)
        app.tap("leading", clock: clock)
        let options = try #require(app.container.destination?.panels.last?.root?.widget(withIdentifier: "options") as? ListView)
        #expect(options.selectedID == nil && options.pressedIndex == nil)
        app.tap("settings", clock: clock)
        app.tapRow(0, of: "info", clock: clock)
        app.back()
        app.settle(on: clock)
        let info = try #require(app.container.destination?.panels.last?.root?.widget(withIdentifier: "info") as? ListView)
        #expect(info.selectedID == nil)
    }

    @Test("item 8: the shortcut sheet shows every line whole, Esc closes it, M and F move Settings' switches at once")
    func shortcutSheetWrapsAndClosesAndSwitchesFollow() throws {
        let (app, clock) = try makeDemo()
        #expect(app.handleShortcut(.key(.character("?"), [])))
        let help = try #require(app.container.overlays.first)
        app.container.renderFrame()
        // Every line fits whole: each label is as tall as its text wrapped without limit, inside the sheet.
        func labels(_ w: Widget) -> [Label] { ((w as? Label).map { [$0] } ?? []) + w.children.flatMap(labels) }
        let all = labels(try #require(help.panel.root))
        #expect(all.count == HelpOverlayPanel.shortcuts.count * 2 + 1)
        for label in all {
            let whole = Label(label.text, font: label.font, maxLines: 0).sizeThatFits(Size(width: label.frame.width, height: .infinity), in: LayoutContext())
            #expect(whole.height <= label.frame.height + 0.5, "\(label.text) is truncated")
            #expect(label.frame.maxY <= help.frame.height + 0.5, "\(label.text) is cut off")
        }
        #expect(app.handleShortcut(.key(.escape, [])))
        #expect(!app.showsHelp && app.container.overlays.isEmpty)
        #expect(app.visibleTitles == ["Search", "card"])  // Esc closed the sheet, it did not go back

        app.tap("settings", clock: clock)
        let panel = try #require(app.container.destination?.panels.first)
        let reduced = try #require(panel.root?.widget(withIdentifier: "reduced-motion") as? Toggle)
        let stats = try #require(panel.root?.widget(withIdentifier: "frame-stats") as? Toggle)
        #expect(!reduced.isOn && !stats.isOn)
        _ = app.handleShortcut(.key(.character("m"), []))
        _ = app.handleShortcut(.key(.character("f"), []))
        #expect(reduced.isOn && stats.isOn)
    }

    @Test("item 9: the frame-time overlay covers no control, on Settings and over the map", arguments: [(960.0, 540.0), (1100.0, 720.0)])
    func frameTimeOverlayCoversNoContent(width: Double, height: Double) throws {
        let (app, clock) = try makeDemo(width: width, height: height)
        app.showsFrameStats = true
        app.reportFrame(composeMs: 1, uploadMs: 1, damagedPercent: 1, fps: 60)
        for screen in ["home", "settings"] {
            if screen == "settings" { app.tap("settings", clock: clock) }
            app.reportFrame(composeMs: 1, uploadMs: 1, damagedPercent: 1, fps: 60)
            let overlay = try #require(app.container.overlays.last).frame
            for id in ["search", "settings", "close", "reduced-motion", "slow-motion", "frame-stats", "info", "options", "tabs"] {
                guard let r = rect(app, id) else { continue }
                #expect(r.intersection(overlay) == nil, "\(screen): the overlay covers #\(id)")
            }
        }
    }

    @Test("item 11: the ticket's code is large and centred below the reservation", arguments: [(960.0, 540.0), (1100.0, 720.0)])
    func ticketCodeIsLaidOutSensibly(width: Double, height: Double) throws {
        let station = HelsinkiPlaces.rentalStations[1]
        let ticket = TicketPanel(reservation: Reservation(station: station, dates: "Today", code: "WH-KLU-4712")) {}
        ticket.resize(to: Size(width: width, height: height))
        let code = ticket.codeRect
        #expect(abs(code.midX - width / 2) < 1)
        #expect(code.width >= 0.3 * height, "code too small for the ticket: \(code)")
        #expect(code.maxY + 12 <= height && code.minY >= 150)
    }

    @Test("every map screen shows all its markers and every leg whole, where no panel covers the map",
          arguments: [(960.0, 540.0), (1366.0, 768.0), (1920.0, 1080.0)])
    func everyMapScreenShowsItsWholeLayer(width: Double, height: Double) throws {
        // Nearby stops, then each travel option (city bikes, taxi, car rental, public transport).
        for screen in [-2, 0, 1, 2, 3] {
            let (app, clock) = try makeDemo(width: width, height: height)
            if screen == -2 { app.click(try #require(app.point(ofSegment: 1, in: "tabs")), clock: clock) }
            if screen >= 0 { try #require(app.tapRow(screen, of: "options", clock: clock)) }
            let layer = try #require(app.backdrop.layers.activeLayer)
            let camera = app.backdrop.mapView.camera
            func shown(_ c: GeoCoordinate) -> Bool {
                let q = camera.screenPoint(for: c)
                return q.x >= 0 && q.y >= 0 && q.x <= width && q.y <= height && app.container.panel(at: q) == nil
            }
            for marker in layer.markers {
                #expect(shown(marker.coordinate), "screen \(screen) at \(width)×\(height): marker \(marker.id) is off the map")
            }
            for (i, line) in layer.polylines.enumerated() {
                #expect(line.coordinates.allSatisfy(shown), "screen \(screen) at \(width)×\(height): leg \(i) is cut")
            }
        }
    }

    @Test("the demo's legs follow the streets: the taxi's drive, the walk to the car, the tram line")
    func legsAreRealPaths() throws {
        let (app, clock) = try makeDemo()
        app.tapRow(1, of: "options", clock: clock)
        let taxi = try #require(app.backdrop.layers.activeLayer?.polylines.first)
        #expect(taxi.coordinates.count > 6)
        app.tap("leading", clock: clock)
        app.tapRow(3, of: "options", clock: clock)
        let transit = try #require(app.backdrop.layers.activeLayer)
        #expect(transit.polylines.count == 2)  // the tram ride and the walk to its stop
        // Every tram leg's points lie on the road graph's tram edges (vertices of the graph).
        let graph = sharedHelsinki.roads
        let vertices = Set(graph.coordinates)
        for line in transit.polylines.dropLast() {
            let onGraph = line.coordinates.filter { vertices.contains($0) }.count
            #expect(onGraph >= line.coordinates.count - 2)
        }
    }
}

import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimTestSupport

/// The Book → ticket circular reveal with the real ticket over the real map: what must be true at every
/// moment, and goldens at p = 0.25, 0.5 and 0.75.
@Suite(.serialized) struct DemoRevealTests {
    /// A demo at `size` and `scale` on the summary step of the car-rental flow.
    static func demoOnSummary(_ size: Size, scale: Double = 1) throws -> (DemoApp, ManualClock) {
        let clock = ManualClock()
        let app = try DemoApp(size: size, scale: scale, clock: clock, map: sharedHelsinki)
        app.settle(on: clock)
        #expect(app.tapRow(2, of: "options", clock: clock))
        #expect(app.tapRow(1, of: "stations", clock: clock))
        #expect(app.tap("next", clock: clock))
        #expect(app.tap("next", clock: clock))
        #expect(app.visibleTitles.last == "Summary")
        return (app, clock)
    }

    /// Checks the frame on screen: outside the circle (beyond its antialiased edge) every pixel is the
    /// summary scene over the map; inside it, the ticket. Returns a description of the first violation.
    static func checkReveal(_ app: DemoApp) -> String? {
        let c = app.container
        let parts = c.currentParts()
        guard let ticket = parts.first(where: { $0.panel is TicketPanel }), let circle = ticket.clips.last?.circle else {
            return "no clipped ticket on screen"
        }
        let summary = parts.filter { !($0.panel is TicketPanel) }.map { ExpectedPart(panel: $0.panel, role: $0.role, frame: $0.frame, opacity: $0.opacity, clips: []) }
        let outside = c.referenceFrame(for: summary)
        let inside = c.referenceFrame(for: [ExpectedPart(panel: ticket.panel, role: .fullscreen, frame: ticket.frame, opacity: 1, clips: [])])
        let frame = c.frame
        var bad = 0
        var first = ""
        frame.withPixelsReadOnly { f in
            outside.withPixelsReadOnly { o in
                inside.withPixelsReadOnly { i in
                    for y in 0..<frame.height {
                        let dy = Double(y) + 0.5 - circle.center.y
                        for x in 0..<frame.width {
                            let dx = Double(x) + 0.5 - circle.center.x
                            let d = (dx * dx + dy * dy).squareRoot() - circle.radius
                            guard abs(d) >= 1 else { continue }
                            let offset = y * frame.stride + x * 4
                            let expected = (d > 0 ? o : i).load(fromByteOffset: offset, as: UInt32.self) & 0xFFFFFF
                            let actual = f.load(fromByteOffset: offset, as: UInt32.self) & 0xFFFFFF
                            guard actual != expected else { continue }
                            bad += 1
                            if first.isEmpty { first = "(\(x), \(y)) \(d > 0 ? "outside" : "inside") the circle of radius \(circle.radius)" }
                        }
                    }
                }
            }
        }
        return bad == 0 ? nil : "\(bad) pixel(s) wrong, first at \(first)"
    }

    @Test("outside the circle only the summary and the map show, inside only the ticket", arguments: [
        (Size(width: 960, height: 540), 1.0), (Size(width: 641, height: 479), 1.0), (Size(width: 560, height: 400), 2.0),
    ])
    func revealShowsNothingOfTheTicketOutsideTheCircle(size: Size, scale: Double) throws {
        // Held at chosen progress values.
        let (app, _) = try Self.demoOnSummary(size, scale: scale)
        guard let book = app.point(ofWidget: "book") else { Issue.record("no Book button"); return }
        #expect(app.container.beginPreview {
            app.container.handle(.pointerDown(book, .primary))
            app.container.handle(.pointerUp(book, .primary))
        })
        for p in stride(from: 0.02, through: 0.98, by: 0.08) {
            app.container.preview(at: p)
            app.container.update()
            app.container.renderFrame()
            if let failure = Self.checkReveal(app) { Issue.record("p = \(p): \(failure)") }
        }
    }

    @Test("the reveal as the tap plays it, frame by frame on the clock")
    func revealOnTheClock() throws {
        let (app, clock) = try Self.demoOnSummary(Size(width: 960, height: 540))
        guard let book = app.point(ofWidget: "book") else { Issue.record("no Book button"); return }
        app.container.handle(.pointerDown(book, .primary))
        app.container.handle(.pointerUp(book, .primary))
        var frames = 0
        while app.container.isTransitioning, frames < 60 {
            clock.advance(by: 1.0 / 60)
            app.container.update()
            app.container.renderFrame()
            guard app.container.isTransitioning else { break }
            frames += 1
            if let failure = Self.checkReveal(app) { Issue.record("frame \(frames): \(failure)") }
        }
        #expect(frames > 10)
    }

    @Test("goldens at p = 0.25, 0.5, 0.75")
    func revealGoldens() throws {
        let (app, _) = try Self.demoOnSummary(Size(width: 960, height: 540))
        guard let book = app.point(ofWidget: "book") else { Issue.record("no Book button"); return }
        #expect(app.container.beginPreview {
            app.container.handle(.pointerDown(book, .primary))
            app.container.handle(.pointerUp(book, .primary))
        })
        for p in [0.25, 0.5, 0.75] {
            app.container.preview(at: p)
            app.container.update()
            app.container.renderFrame()
            assertGolden(app.container.frame.copy(), named: "reveal-\(Int(p * 100))", tolerance: ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 400))
        }
    }
}

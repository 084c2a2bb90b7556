import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics

/// The car-rental flow once dates are chosen: every way out of it unbooked asks "Discard changes?" —
/// Keep stays in the flow, Discard leaves it; before any choice, and after booking, it leaves unasked.
@Suite(.serialized) struct CarRentalLeaveGuardTests {
    func alert(_ app: DemoApp) -> WhimAlert? { app.presenter.presented.last as? WhimAlert }

    func flow(_ app: DemoApp) -> CarBookingFlow? { app.container.visibleScenePath().compactMap { $0 as? CarBookingFlow }.first }

    /// The demo on the flow's dates step with a date chosen.
    func datesChosen() throws -> (DemoApp, ManualClock) {
        let (app, clock) = try makeDemo()
        #expect(app.tapRow(2, of: "options", clock: clock))
        #expect(app.tapRow(1, of: "stations", clock: clock))
        try dragCard(app, by: -400, clock: clock)
        #expect(app.tap("next", clock: clock))
        #expect(app.tapRow(1, of: "dates", clock: clock))
        #expect(flow(app)?.hasUnbookedChoice == true)
        return (app, clock)
    }

    @Test("each way out asks once the dates are chosen: Keep stays, Discard leaves")
    func everyWayOutAsks() throws {
        let ways: [(String, (DemoApp, ManualClock) throws -> Void)] = [
            ("close at the first step", { app, clock in
                #expect(app.tap("leading", clock: clock))  // back to the first step: not leaving the flow
                #expect(app.tap("leading", clock: clock))
            }),
            ("Esc, twice", { app, clock in
                #expect(app.handleShortcut(.key(.escape, [])))
                app.settle(on: clock)
                #expect(app.handleShortcut(.key(.escape, [])))
                app.settle(on: clock)
            }),
            ("the card dragged down at the first step", { app, clock in
                #expect(app.tap("leading", clock: clock))
                try dragCard(app, by: 400, clock: clock)
            }),
            ("a link to Home", { app, clock in
                try app.open("/home")
                app.settle(on: clock)
            }),
        ]
        for (name, leave) in ways {
            for discard in [false, true] {
                let (app, clock) = try datesChosen()
                try leave(app, clock)
                let shown = try #require(alert(app), "\(name): no alert")
                #expect(shown.viewController.panels.first?.title == "Discard changes?")
                #expect(flow(app) != nil, "\(name): the flow waits for the answer")
                #expect(app.tap(discard ? "alert-1" : "alert-0", clock: clock))
                #expect(alert(app) == nil)
                #expect((flow(app) == nil) == discard, "\(name): \(discard ? "Discard leaves" : "Keep stays")")
                if discard { #expect(app.visibleTitles.contains("card"), "\(name): back Home") }
            }
        }
    }

    @Test("before a choice and after booking the flow leaves unasked")
    func unchosenAndBookedLeaveUnasked() throws {
        let (app, clock) = try makeDemo()
        #expect(app.tapRow(2, of: "options", clock: clock))
        #expect(app.tap("leading", clock: clock))
        #expect(alert(app) == nil && flow(app) == nil)

        let (booked, bookedClock) = try datesChosen()
        try dragCard(booked, by: -400, clock: bookedClock)
        #expect(booked.tap("next", clock: bookedClock))
        #expect(booked.tap("book", clock: bookedClock))
        #expect(flow(booked)?.hasUnbookedChoice == false)
        #expect(booked.tap("close", clock: bookedClock))
        #expect(alert(booked) == nil && flow(booked) == nil)
    }
}

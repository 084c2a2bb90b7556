import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics

/// The car-rental flow once dates are chosen: every way out of it unbooked asks "Discard changes?" —
/// Keep stays in the flow, Discard leaves it; before any choice it leaves unasked. (Every other way of
/// leaving meets the same guard: `LeaveGuardTests` in WhimCoreTests.)
@Suite(.serialized) struct CarRentalLeaveGuardTests {
    func alert(_ app: DemoApp) -> WhimAlert? { app.presenter.presented.last as? WhimAlert }

    /// The flow on the root stack (under the alert while one asks).
    func flow(_ app: DemoApp) -> CarBookingFlow? { app.rootStack.scenes.compactMap { $0 as? CarBookingFlow }.first }

    /// Expects the alert over the waiting flow, and answers it.
    func answer(_ app: DemoApp, _ clock: ManualClock, discard: Bool, _ way: String) {
        #expect(alert(app)?.viewController.panels.first?.title == "Discard changes?", "\(way): no alert")
        #expect(flow(app) != nil, "\(way): the flow waits for the answer")
        #expect(app.tap(discard ? "alert-1" : "alert-0", clock: clock), "\(way): no alert button")
        #expect(alert(app) == nil)
        #expect((flow(app) == nil) == discard, "\(way): \(discard ? "Discard leaves" : "Keep stays")")
    }

    @Test("once dates are chosen a link and the close button ask; Keep stays, Discard leaves; unchosen, it leaves unasked")
    func leavingAsksOnceDatesAreChosen() throws {
        let (app, clock) = try makeDemo()
        // Unchosen: a link away leaves at once.
        try app.open("/home/car-rental?station=\(HelsinkiPlaces.rentalStations[0].id)")
        app.settle(on: clock)
        #expect(flow(app) != nil)
        try app.open("/home")
        app.settle(on: clock)
        #expect(alert(app) == nil && flow(app) == nil)

        try app.open("/home/car-rental?station=\(HelsinkiPlaces.rentalStations[0].id)")
        app.settle(on: clock)
        #expect(app.tapRow(1, of: "dates", clock: clock))
        #expect(flow(app)?.hasUnbookedChoice == true)
        try app.open("/home")
        app.settle(on: clock)
        answer(app, clock, discard: false, "link to Home")
        #expect(app.tap("leading", clock: clock), "back to the first step: inside the flow, unasked")
        #expect(alert(app) == nil)
        #expect(app.tap("leading", clock: clock))
        answer(app, clock, discard: true, "close")
        #expect(app.visibleTitles.contains("card"), "back Home")
    }
}

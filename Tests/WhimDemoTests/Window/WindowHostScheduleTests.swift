import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimSDL

/// The idle host sleeps until the container's next deadline (the app's and the engine's timers on the
/// injected clock) or an event, never longer; with nothing scheduled, for its whole idle slice.
extension WindowHostTests {
    /// A headless host over a test scene on `clock`, idling in slices of 5 s (longer than any deadline here).
    static func scheduleHost(_ clock: any Clock) throws -> (WindowTestScene, WindowHost) {
        let scene = try WindowTestScene(size: windowSize, clock: clock)
        var configuration = WindowConfiguration.headless(title: "schedule")
        configuration.idleWakeInterval = 5
        return (scene, try WindowHost(container: scene.container, configuration: configuration))
    }

    @Test("headless: the idle wait is bounded by the container's next deadline on a fake clock")
    func idleWaitIsBoundedByTheDeadline() throws {
        let clock = ManualClock()
        let (scene, host) = try Self.scheduleHost(clock)
        defer { host.close() }
        host.run(timeout: 0.5)
        let unscheduled = try #require(host.longestIdleSlice)
        #expect(unscheduled > 0.2, "nothing scheduled: the idle slice is cut only by the run's timeout")
        // The clock does not move: the work stays 0.15 s ahead, and every wait is at most that.
        scene.container.schedule.schedule(at: clock.now + 0.15) {}
        host.run(timeout: 0.5)
        let slice = try #require(host.longestIdleSlice)
        #expect(slice <= 0.15 + 1e-9)
    }

    @Test("headless: scheduled work runs at its time with no event, however long the idle slice")
    func scheduledWorkWakesTheIdleHost() throws {
        let clock = MonotonicClock()
        let (scene, host) = try Self.scheduleHost(clock)
        defer { host.close() }
        host.runUntilIdle()
        var ranAt: Double?
        let start = clock.now
        scene.container.schedule.schedule(at: start + 0.15) { ranAt = clock.now }
        #expect(host.run(timeout: 3) { ranAt != nil } == .condition)
        let at = try #require(ranAt)
        #expect(at >= start + 0.15 && at < start + 1.5)
    }
}

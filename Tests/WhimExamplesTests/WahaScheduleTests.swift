import Testing
import WhimAnimation
import WhimCore
@testable import WhimExamples
import WhimTestSupport

/// Waha's install runs on the container's schedule: with no input and no frame hook, advancing the clock
/// to each deadline the app names and updating the container finishes it.
@Suite struct WahaScheduleTests {
    @Test func theInstallCompletesByAdvancingTheClockAlone() throws {
        let folder = try TemporaryFolder()
        let (example, app, clock) = try WahaExampleTests.makeWaha(in: folder)
        try app.tapRow(0, of: "languages")
        try app.tap("start")
        let install = try #require(example.install)
        var steps = 0
        while example.install != nil, steps < 1_000 {
            let deadline = try #require(app.container.nextDeadline, "an install in progress names when it next has work")
            #expect(deadline > clock.now)
            clock.set(deadline)
            app.container.update()
            steps += 1
        }
        #expect(example.install == nil)
        #expect(example.model.installed == [install.language])
        #expect(clock.now >= install.startedAt + install.duration)
        #expect(app.container.nextDeadline == nil, "nothing scheduled once it is done")
    }
}

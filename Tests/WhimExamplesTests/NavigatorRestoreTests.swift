import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimExamples
import WhimRestoration
import WhimTestSupport

/// The navigator example keeps its login in its data folder, so a state saved behind the login is
/// restored behind it: the saved `/home/…` is valid again at the next start.
@Suite struct NavigatorRestoreTests {
    @Test func aLoggedInStateIsRestoredAfterARestart() throws {
        let folder = try TemporaryFolder()
        let options = ExampleOptions(dataDirectory: folder.path + "/navigator")
        let first = try NavigatorExample(options: options)
        let (app, clock) = try makeExampleApp(first)
        #expect(app.path == "/login")
        first.setUser("Ada", app: app)
        try app.open("/home/detail?id=1")
        app.settle(on: clock)
        let stateFile = folder.path + "/state.json"
        try NavigationStateStore(path: stateFile, clock: clock) { Issue.record("\($0)") }.save(app.navigation.capture())

        let again = try NavigatorExample(options: options)
        #expect(again.isLoggedIn && again.userName == "Ada")
        let (restarted, _) = try makeExampleApp(again)
        let restored = try #require(NavigationStateStore(path: stateFile, clock: clock) { Issue.record("\($0)") }
            .restore(validatingWith: restarted.navigation.tree))
        try restarted.navigation.apply(restored, animated: false)
        #expect(restarted.path == "/home/detail?id=1")
        #expect(!FileManager.default.fileExists(atPath: stateFile + ".unreadable"))
    }

    /// A link opened while logged out waits behind the login, in the saved state too: after a restart the
    /// login is shown, and logging in opens the link.
    @Test func aLinkWaitingBehindTheLoginSurvivesARestart() throws {
        let folder = try TemporaryFolder()
        let options = ExampleOptions(dataDirectory: folder.path + "/navigator")
        let first = try NavigatorExample(options: options)
        let (app, clock) = try makeExampleApp(first)
        try app.open("/home/detail?id=2")
        app.settle(on: clock)
        #expect(app.path == "/login")
        let stateFile = folder.path + "/state.json"
        try NavigationStateStore(path: stateFile, clock: clock) { Issue.record("\($0)") }.save(app.navigation.capture())

        let again = try NavigatorExample(options: options)
        #expect(!again.isLoggedIn)
        let (restarted, restartedClock) = try makeExampleApp(again)
        let restored = try #require(NavigationStateStore(path: stateFile, clock: clock) { Issue.record("\($0)") }
            .restore(validatingWith: restarted.navigation.tree))
        try restarted.navigation.restore(restored)
        #expect(restarted.path == "/login")
        again.setUser("Ada", app: restarted)
        restarted.settle(on: restartedClock)
        #expect(restarted.path == "/home/detail?id=2")
        #expect(restarted.visibleTitles == ["Detail 2", "Töölö"])
        #expect(restarted.navigation.waitingLink == nil)
    }

    @Test func loggingOutForgetsTheLogin() throws {
        let folder = try TemporaryFolder()
        let options = ExampleOptions(dataDirectory: folder.path)
        let example = try NavigatorExample(options: options)
        let (app, _) = try makeExampleApp(example)
        example.setUser("Ada", app: app)
        example.setUser(nil, app: app)
        #expect(try !NavigatorExample(options: options).isLoggedIn)
    }

    @Test func aSessionFileThatIsNotANameIsIgnored() throws {
        let folder = try TemporaryFolder()
        try Data([0x41, 0x0A, 0x42, 0x0A, 0x00]).write(to: URL(fileURLWithPath: folder.path + "/session"))
        #expect(try !NavigatorExample(options: ExampleOptions(dataDirectory: folder.path)).isLoggedIn)
    }
}

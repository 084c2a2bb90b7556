import Testing
import WhimTestSupport

/// `--video-driver` chooses the window system (x11 or wayland); anything else is a one-line error.
@Suite struct VideoDriverOptionTests {
    @Test func onlyX11AndWaylandAreTakenAndHelpListsThem() throws {
        for arguments in [["run", "--video-driver", "beos"], ["example", "notes", "--video-driver", "dummy"]] {
            let result = try CommandLineLimitsTests.run(arguments)
            CommandLineLimitsTests.expectOneLineError(result, mentioning: "x11", arguments)
            #expect(result.stderr.contains("wayland"), "\(result.stderr)")
        }
        let help = try CommandLineLimitsTests.run(["run", "--help"])
        #expect(help.stdout.contains("--video-driver") && help.stdout.contains("wayland"), "\(help.stdout)")
    }
}

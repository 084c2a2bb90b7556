import Testing
import WhimCore
import WhimDemo

/// Errors about links repeat the link escaped, on one line of bounded length.
@Suite struct LinkMessageTests {
    let tree = DemoRoutes.tree()

    func message(_ link: String) throws -> String {
        do {
            _ = try tree.state(forPath: link)
        } catch {
            return error.description
        }
        Issue.record("\(link.prefix(40).echoed()) must be refused")
        return ""
    }

    @Test(arguments: ["whim://home/\u{1B}[2Jbikes", "whim://home\n/bikes", "whim://ho\rme", "whim://home/\u{202E}sekib", "home/../etc\u{0}",
                      // Found by FuzzDeepLink on the earlier link parser: a newline inside a screen name reached the error raw.
                      "w\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\ne", "/home?x=\u{1B}", "/home/settings@\u{85}large"])
    func controlCharactersAreEscaped(link: String) throws {
        let text = try message(link)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.generalCategory == .format }, "\(text.echoed())")
        #expect(text.count < 400)
    }

    @Test func aMegabyteLinkGivesAShortLine() throws {
        let link = "whim://home/" + String(repeating: "bad screen/", count: 100_000)
        let text = try message(link)
        #expect(text.count < 400 && !text.contains("\n"), "\(text)")
    }
}

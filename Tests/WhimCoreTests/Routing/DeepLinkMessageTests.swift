import Testing
import WhimCore

/// Errors about deep links repeat the link escaped, on one line of bounded length.
@Suite struct DeepLinkMessageTests {
    func message(_ link: String) throws -> String {
        do {
            _ = try DeepLink(parsing: link)
        } catch {
            return error.description
        }
        Issue.record("\(link.prefix(40)) must be refused")
        return ""
    }

    @Test(arguments: ["whim://home/\u{1B}[2Jbikes", "whim://home\n/bikes", "whim://ho\rme", "whim://home/\u{202E}sekib", "home/../etc\u{0}",
                       // Found by FuzzDeepLink: a newline inside a screen name reached the error's reason.
                       "w\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\ne"])
    func controlCharactersAreEscaped(link: String) throws {
        let text = try message(link)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x202A...0x202E).contains($0.value) }, "\(text.echoed())")
    }

    @Test func aMegabyteLinkGivesAShortLine() throws {
        let link = "whim://home/" + String(repeating: "bad screen/", count: 100_000)
        let text = try message(link)
        #expect(text.count < 400 && text.contains("(\(link.count) characters)"), "\(text)")
    }

    @Test func badParametersAreEscaped() {
        let error = DeepLinkError.badParameter(name: "station\n", value: "k\u{1B}", screen: "car-rental", expected: "an id")
        #expect(error.description == #"screen car-rental: parameter station\n=k\u{1B} is not valid; expected an id"#)
    }
}

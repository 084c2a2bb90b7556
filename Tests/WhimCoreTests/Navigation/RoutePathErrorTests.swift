import Testing
import WhimCore

/// Malformed and wrong-order paths, each with its typed error; messages are one bounded line.
@Suite struct RoutePathErrorTests {
    static let trackerCases: [(String, RoutePathError)] = [
        ("", .empty),
        ("/", .empty),
        ("whim://", .empty),
        ("http://main", .badScheme("http", expected: "whim")),
        ("javascript:alert(1)", .badScheme("javascript", expected: "whim")),
        ("/main//tracker", .emptySegment(position: 2)),
        ("/main/tracker/", .emptySegment(position: 3)),
        ("/main/tra cker", .badCharacter(segment: "tra cker", position: 2)),
        ("/main/tracker#top", .badCharacter(segment: "tracker#top", position: 2)),
        ("/main/tracker/spark-detail?id=1?x=2", .badCharacter(segment: "spark-detail?id=1?x=2", position: 3)),
        ("/main/tracker/spark-detail?id=1\n", .badCharacter(segment: "spark-detail?id=1\n", position: 3)),
        ("/main/tra\u{202E}cker", .badCharacter(segment: "tra\u{202E}cker", position: 2)),
        ("/main/%ZZtracker", .badPercentEscape(segment: "%ZZtracker", position: 2)),
        ("/main/tracker%", .badPercentEscape(segment: "tracker%", position: 2)),
        ("/main/tracker/spark-detail?id=%C3%28", .badPercentEscape(segment: "spark-detail?id=%C3%28", position: 3)),
        ("/nowhere", .unknownSegment("nowhere", position: 1, allowed: ["main"])),
        ("whim:main/trackerx", .unknownSegment("trackerx", position: 2, allowed: ["stats", "settings", "collection"])),
        ("/tracker", .segmentNotAllowed("tracker", position: 1, after: nil, allowed: ["main"])),
        ("/main/spark-detail?id=1", .segmentNotAllowed("spark-detail", position: 2, after: "home", allowed: ["stats", "settings", "collection"])),
        ("/main/tracker/spark-detail?id=1/tracker",
         .segmentNotAllowed("tracker", position: 4, after: "spark-detail", allowed: ["stats", "settings", "collection"])),
        ("/main/tracker/stats/spark-detail?id=1", .segmentNotAllowed("spark-detail", position: 4, after: "stats", allowed: [])),
        ("/main/tracker/spark-detail?id=1/stats/settings", .segmentNotAllowed("settings", position: 5, after: "stats", allowed: [])),
        ("/main/library/entry-detail?row=1", .segmentNotAllowed("entry-detail", position: 3, after: "library", allowed: ["table-detail", "stats", "settings", "collection"])),
        ("/main/tracker/spark-detail", .missingParameter("id", segment: "spark-detail")),
        ("/main/tracker/spark-detail?id=x", .badParameterValue(name: "id", value: "x", segment: "spark-detail?id=x", expected: "an integer")),
        ("/main/tracker/spark-detail?id=99999999999999999999",
         .badParameterValue(name: "id", value: "99999999999999999999", segment: "spark-detail?id=99999999999999999999", expected: "an integer")),
        ("/main/tracker/spark-detail?id=1&id=2", .repeatedParameter("id", segment: "spark-detail?id=1&id=2")),
        ("/main/tracker/spark-detail?id=1&foo=bar", .unknownParameter("foo", segment: "spark-detail?id=1&foo=bar", allowed: ["id"])),
        ("/main/tracker?foo=bar", .unknownParameter("foo", segment: "tracker?foo=bar", allowed: [])),
        ("/main/tracker/spark-detail?id", .malformedParameter("id", segment: "spark-detail?id")),
        ("/main/tracker/spark-detail?=1", .malformedParameter("=1", segment: "spark-detail?=1")),
        ("/main/tracker/spark-detail?id=1&", .malformedParameter("", segment: "spark-detail?id=1&")),
        ("/main/library/table-detail?id=1&sort=size",
         .badParameterValue(name: "sort", value: "size", segment: "table-detail?id=1&sort=size", expected: "one of name, modified, created")),
        ("/main/missions/mission-detail?id=1&weekly=yes",
         .badParameterValue(name: "weekly", value: "yes", segment: "mission-detail?id=1&weekly=yes", expected: "true or false")),
        ("/main/tracker/stats@huge", .unknownDetent("huge", segment: "stats@huge", allowed: ["medium", "large"])),
        ("/main/tracker@large", .detentNotAllowed("large", segment: "tracker@large")),
        ("/main" + String(repeating: "/home", count: 40), .tooManySegments(limit: 32)),
        ("/" + String(repeating: "a", count: 3000), .tooLong(bytes: 3001, limit: 2048)),
    ]

    static let notesCases: [(String, RoutePathError)] = [
        ("/home/editor?file=a.md&zoom=nan", .badParameterValue(name: "zoom", value: "nan", segment: "editor?file=a.md&zoom=nan", expected: "a finite number")),
        ("/home/editor?file=a.md&zoom=1e999", .badParameterValue(name: "zoom", value: "1e999", segment: "editor?file=a.md&zoom=1e999", expected: "a finite number")),
        ("/home/editor?file=a.md&zoom=0x10", .badParameterValue(name: "zoom", value: "0x10", segment: "editor?file=a.md&zoom=0x10", expected: "a finite number")),
        ("/home/quick-actions?file=x/sort", .segmentNotAllowed("sort", position: 3, after: "quick-actions", allowed: ["rename", "folder-picker", "delete"])),
        ("whim://home", .badScheme("whim", expected: "notes")),
    ]

    @Test func trackerPathsFailWithTheirErrors() throws {
        let tree = try TestApps.tracker()
        #expect(Self.trackerCases.count + Self.notesCases.count >= 25)
        for (path, expected) in Self.trackerCases {
            #expect(throws: expected, "\(DisplayText.quoted(path))") { try tree.state(forPath: path) }
            Self.checkMessage(expected)
        }
    }

    @Test func notesPathsFailWithTheirErrors() throws {
        let flags = Flags()
        let tree = try TestApps.notes { flags.hasDirectory }
        for (path, expected) in Self.notesCases {
            #expect(throws: expected, "\(DisplayText.quoted(path))") { try tree.state(forPath: path) }
            Self.checkMessage(expected)
        }
        // The conditional is asked on every parse: without a directory only onboarding exists.
        #expect((try? tree.state(forPath: "/home")) != nil)
        flags.hasDirectory = false
        #expect(throws: RoutePathError.segmentNotAllowed("home", position: 1, after: nil, allowed: ["onboarding"])) { try tree.state(forPath: "/home") }
        #expect((try? tree.state(forPath: "notes:/onboarding/create-folder?name=Work")) != nil)
    }

    static func checkMessage(_ error: RoutePathError) {
        let text = error.description
        #expect(!text.contains("\n") && !text.contains("\r") && !text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" }, "\(text)")
        #expect(text.count < 400, "\(text)")
    }

    @Test func hostileTextIsEscapedAndBoundedInMessages() {
        let error = RoutePathError.unknownSegment(String(repeating: "\u{1B}[31m", count: 500) + "\r\n", position: 1, allowed: ["main"])
        let text = error.description
        #expect(text.contains("\\u{1b}[31m"))
        #expect(text.count < 400)
        #expect(!text.contains("\u{1B}"))
    }

    /// A megabyte link fails on its length, before anything is split or decoded.
    @Test func megabyteLinkFailsOnItsLength() throws {
        let tree = try TestApps.tracker()
        let huge = "/main/" + String(repeating: "tracker/", count: 131_072)
        #expect(throws: RoutePathError.tooLong(bytes: huge.utf8.count, limit: 2048)) { try tree.state(forPath: huge) }
    }

    @Test func validPathsAndTheirStates() throws {
        let tree = try TestApps.tracker()
        let expected = NavigationState([
            RouteElement("main"), RouteElement("tracker", presentedAs: .tab(index: 1)),
            RouteElement("spark-detail", parameters: ["id": .int(3)]), RouteElement("stats", presentedAs: .sheet(detent: "large")),
        ])
        for spelling in ["/main/tracker/spark-detail?id=3/stats@large", "whim://main/tracker/spark-detail?id=3/stats@large",
                         "WHIM:/main/tracker/spark-detail?id=%33/stats@large", "main/tracker/spark-detail?id=%2B3/stats@large"] {
            #expect(try tree.state(forPath: spelling) == expected, "\(spelling)")
        }
        #expect(tree.path(for: expected) == "/main/tracker/spark-detail?id=3/stats@large")
        #expect(tree.link(for: expected) == "whim://main/tracker/spark-detail?id=3/stats@large")
        // The first tab may be left out; the default detent is not written.
        let home = try tree.state(forPath: "/main/stats")
        #expect(home.elements.map(\.name) == ["main", "home", "stats"])
        #expect(home.sheets.map(\.detent) == ["medium"])
        #expect(tree.path(for: home) == "/main/stats")
        #expect(try tree.state(forPath: "/main/home/stats@medium") == home)
        #expect(try tree.state(forPath: "/main").elements.map(\.name) == ["main", "home"])
    }

    @Test func badTreesAreRejected() {
        #expect(throws: RouteTreeError.badName("a b")) { try RouteTree(.screen("a b")) }
        #expect(throws: RouteTreeError.duplicateScreen("x")) { try RouteTree(.anyOf(.screen("x"), .screen("x"))) }
        #expect(throws: RouteTreeError.duplicateParameter("id", screen: "x")) {
            try RouteTree(.screen("x", parameters: [RouteParameter("id", .int), RouteParameter("id", .string)]))
        }
        #expect(throws: RouteTreeError.badDetents(screen: "s")) { try RouteTree(.screen("s", presentation: .sheet(detents: []))) }
        #expect(throws: RouteTreeError.emptyChoice("c", screen: "x")) { try RouteTree(.screen("x", parameters: [RouteParameter("c", .oneOf([]))])) }
    }
}

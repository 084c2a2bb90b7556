import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimTestSupport

/// The window's title follows the screen: the first panel title that names a screen, then the app's name.
@Suite struct WindowTitleTests {
    @Test("titles after navigation: Home is the app's name, a screen's name comes first")
    func titleFollowsTheDemosScreens() throws {
        let (app, clock) = try makeDemo()
        #expect(WindowTitle.demo.title(for: app.container) == "WhimCore demo")
        for (link, title) in [("whim://home/bikes", "City bikes — WhimCore demo"), ("whim://home/car-rental", "Rent a car — WhimCore demo"),
                              ("whim://home/nearby/settings", "Settings — WhimCore demo"), ("whim://home/taxi", "Taxi — WhimCore demo"),
                              ("whim://home", "WhimCore demo")] {
            try app.open(link)
            app.settle(on: clock)
            #expect(WindowTitle.demo.title(for: app.container) == title, "\(link)")
        }
    }

    @Test("any panel titles give one line: the first screen name (control characters as spaces, cut to 80) then the app's name")
    func titleIsOneBoundedLine() {
        var random = SeededRandom(seed: 45)
        let pieces = ["Taxi", "Search", "card", "", " ", "\n", "\u{1B}[2J", "\t", "Notes", "ä", String(repeating: "x", count: 90), "\u{7F}"]
        let title = WindowTitle(appName: "App", ignoredPanelTitles: ["Search", "card"])
        for _ in 0..<2_000 {
            let panels = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            let shown = title.title(panelTitles: panels)
            #expect(!shown.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(panels)")
            // The reference: the first title that, made one line and trimmed, is neither empty nor ignored.
            let names = panels.map { String($0.map { $0.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } ? " " : $0 }) }
                .map { $0.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed() }.map { String($0) }
            if let name = names.first(where: { !$0.isEmpty && !title.ignoredPanelTitles.contains($0) }) {
                let expected = name.count > 80 ? String(name.prefix(79)) + "…" : name
                #expect(shown == expected + " — App", "\(panels)")
            } else {
                #expect(shown == "App", "\(panels)")
            }
        }
    }
}

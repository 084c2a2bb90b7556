import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimMap

/// Focus that can always be left, and "Where to?" answering every query from the map's data (issue 41,
/// item 2).
@Suite(.serialized) struct FocusAndSearchTests {
    /// A key as the window delivers it: the app's shortcuts first, then the container.
    func press(_ app: DemoApp, _ key: Key, typing text: String? = nil) {
        let event = InputEvent.key(key, [])
        if !app.handleShortcut(event) { app.container.handle(event) }
        if let text, !app.handleShortcut(.text(text)) { app.container.handle(.text(text)) }
    }

    func searchField(_ app: DemoApp) throws -> TextField {
        try #require(app.container.destination?.panels.first?.root?.widget(withIdentifier: "search") as? TextField)
    }

    @Test("Esc leaves the field and the next Esc goes back")
    func escapeLeavesTheFieldThenGoesBack() throws {
        let (app, clock) = try makeDemo()
        app.tapRow(0, of: "options", clock: clock)
        app.back()
        app.settle(on: clock)
        app.tap("search", clock: clock)
        #expect(app.isTyping)
        press(app, .escape)
        app.settle(on: clock)
        #expect(!app.isTyping)
        #expect(app.visibleTitles == ["Search", "card"])
        // Not typing, Esc is Back again: from the answers it returns Home.
        try app.open("whim://home/search?q=rautatie")
        app.settle(on: clock)
        #expect(app.visibleTitles.first == "“rautatie”")
        press(app, .escape)
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Search", "card"])
    }

    @Test("a press on the card, on the other panel or a drag on the map ends the field's focus")
    func pressesElsewhereEndFocus() throws {
        let (app, clock) = try makeDemo()
        let card = try #require(app.container.visibleParts().last { $0.panel.card != nil })
        let s = app.container.scale
        let onCard = Point(x: 40, y: Double(card.frame.y) / s + 30)
        let onMap = Point(x: app.container.size.width / 2, y: app.container.size.height * 0.3)
        for way in ["card", "map tap", "map drag"] {
            app.tap("search", clock: clock)
            #expect(app.isTyping, "\(way)")
            let at = way == "card" ? onCard : onMap
            app.container.handle(.pointerDown(at, .primary))
            if way == "map drag" {
                for i in 1...6 {
                    clock.advance(by: 1.0 / 60)
                    app.container.handle(.pointerMove(Point(x: at.x + Double(i) * 12, y: at.y)))
                }
            }
            app.container.handle(.pointerUp(at, .primary))
            app.settle(on: clock)
            #expect(!app.isTyping, "\(way) left the field focused")
        }
    }

    @Test("shortcut letters act only while no field has focus, and are typed into a focused one")
    func shortcutsNeverReachAnUnfocusedField() throws {
        let (app, clock) = try makeDemo()
        let field = try searchField(app)
        for (key, text) in [("m", "m"), ("f", "f"), ("s", "s"), ("?", "?")] {
            press(app, .character(Character(key)), typing: text)
        }
        #expect(field.text.isEmpty)
        #expect(app.container.reducedMotion && app.showsFrameStats && app.container.slowMotion == 10 && app.showsHelp)
        press(app, .escape)  // closes the shortcut sheet
        app.tap("search", clock: clock)
        for (key, text) in [("m", "M"), ("f", "f"), ("s", "s"), ("?", "?")] {
            press(app, .character(Character(key.lowercased())), typing: text)
        }
        #expect(field.text == "Mfs?")
        #expect(app.container.reducedMotion && app.showsFrameStats && app.container.slowMotion == 10 && !app.showsHelp)
    }

    // MARK: Search

    /// The folded form a reference match uses: lowercased, with the accents of the letters the map's
    /// names use taken off.
    func plain(_ s: String) -> String {
        String(s.lowercased().map { c -> Character in
            switch c {
            case "ä", "á", "à", "â", "å": return "a"
            case "ö", "ó", "ò", "ô": return "o"
            case "é", "è", "ê", "ë": return "e"
            case "ü", "ú", "ù": return "u"
            case "í", "ì", "ï": return "i"
            default: return c
            }
        })
    }

    @Test("every named place and street of the map is found by its name, its start, in any case and without accents")
    func everyNameOfTheMapIsFound() throws {
        let search = PlaceSearch(map: sharedHelsinki)
        let streets = Set(sharedHelsinki.tileFeatures.namedLines.filter { $0.streetRank != nil }.map(\.name))
        let names = Set(sharedHelsinki.places.map(\.name)).union(streets.prefix(200))
        #expect(names.count > 50)
        for name in names.sorted() {
            let exact = search.answers(for: name, limit: 3)
            #expect(exact.first.map { plain($0.name) == plain(name) } == true, "\(name): \(exact.map(\.name))")
            let start = String(plain(name).uppercased().prefix(4))
            let found = search.answers(for: start, limit: 500)
            #expect(found.contains { $0.name == name }, "\(start) does not find \(name)")
        }
    }

    @Test("answers match like the reference (substring of a name or alias, ignoring case and accents), ranked whole name, start, word start, inside")
    func answersMatchTheReference() throws {
        let search = PlaceSearch(map: sharedHelsinki)
        var rng = SystemRandomNumberGenerator()
        let all = search.answers
        func quality(_ q: String, _ name: String) -> Int? {
            if name == q { return 0 }
            if name.hasPrefix(q) { return 1 }
            if name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains(where: { $0.hasPrefix(q) }) { return 2 }
            return name.contains(q) ? 3 : nil
        }
        for _ in 0..<150 {
            let source = plain(all.randomElement(using: &rng)!.name)
            let length = Int.random(in: 1...min(6, source.count), using: &rng)
            let start = Int.random(in: 0...(source.count - length), using: &rng)
            let q = String(Array(source)[start..<start + length])
            guard q.allSatisfy(\.isLetter) else { continue }
            let got = search.answers(for: q.uppercased(), limit: 10_000)
            let expected = all.compactMap { a -> (Int, PlaceSearch.Answer)? in
                ([a.name] + a.aliases).compactMap { quality(q, plain($0)) }.min().map { ($0, a) }
            }
            #expect(Set(got.map(\.name)) == Set(expected.map(\.1.name)), "query \(q)")
            let ranks = got.map { a in expected.first { $0.1 == a }?.0 ?? -1 }
            #expect(ranks == ranks.sorted(), "query \(q): ranks \(ranks)")
        }
        #expect(search.answers(for: "  ").isEmpty)
    }

    @Test("\"Kamppi\" + Enter shows its answers on the map, or says there are none above what its longest matching start finds")
    func enterShowsAnswersOrNoResults() throws {
        for query in ["Lasipalatsi", "Kamppi", "Rautatientorixq", "zzqxv"] {
            let (app, clock) = try makeDemo()
            app.tap("search", clock: clock)
            app.container.handle(.text(query))
            app.container.handle(.key(.enter, []))
            app.settle(on: clock)
            #expect(!app.isTyping)
            #expect(app.visibleTitles.first == "“\(query)”")
            let list = try #require(app.container.destination?.panels.last?.root?.widget(withIdentifier: "answers") as? ListView)
            let found = app.placeSearch.answers(for: query)
            let shown: [PlaceSearch.Answer]
            if found.isEmpty {
                let closest = app.placeSearch.closest(to: query)
                #expect(list.rows.first?.title == "No results for “\(query)”")
                #expect(list.rows.dropFirst().map(\.title) == (closest?.answers.map(\.name) ?? []))
                if let closest {
                    #expect(plain(query).hasPrefix(plain(closest.start)) && closest.start.count >= 3)
                    #expect(closest.answers.allSatisfy { ([$0.name] + $0.aliases).contains { plain($0).contains(plain(closest.start)) } })
                }
                shown = closest?.answers ?? []
            } else {
                #expect(list.rows.map(\.title) == found.map(\.name))
                shown = found
            }
            if query == "zzqxv" { #expect(list.rows.count == 1) }
            if query == "Rautatientorixq" { #expect(!shown.isEmpty, "a name with junk after it offers the name") }
            // Choosing a place selects its marker (travel options and stations open screens instead).
            let isPlace = shown.map { answer -> Bool in
                if case .place = answer.target { return true } else { return false }
            }
            guard let place = isPlace.firstIndex(of: true) else { continue }
            #expect(app.backdrop.layers.activeLayer?.markers.isEmpty == false)
            app.tapRow(place + (found.isEmpty ? 1 : 0), of: "answers", clock: clock)
            #expect(app.backdrop.layers.activeLayer?.selectedMarkerID == "answer-\(place)")
        }
    }

    @Test("a travel option or a rental station among the answers opens its screen")
    func answersOpenScreens() throws {
        let (app, clock) = try makeDemo()
        app.tap("search", clock: clock)
        app.container.handle(.text("bike"))
        app.container.handle(.key(.enter, []))
        app.settle(on: clock)
        app.tapRow(0, of: "answers", clock: clock)
        #expect(app.visibleTitles.first == "City bikes")
        app.back()
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Search", "card"])
        try app.open("whim://home/search?q=kluuvi")
        app.settle(on: clock)
        app.tapRow(0, of: "answers", clock: clock)
        #expect(app.rootStack.topScene is CarBookingFlow)
        #expect(app.backdrop.layers.activeLayer?.selectedMarkerID == "kluuvi")
    }
}

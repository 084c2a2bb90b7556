import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimExamples
import WhimGraphics

/// The small bugs a new user hit in the examples (issue 41, item 6) that the graph walks do not pin.
@Suite(.serialized) struct ExampleRoughEdgesTests {
    /// The texts of the labels on screen.
    func labels(_ app: ExampleApp) -> [String] {
        func texts(_ w: Widget) -> [String] { ((w as? Label).map { [$0.text] } ?? []) + w.children.flatMap(texts) }
        return app.container.visibleParts().flatMap { $0.panel.root.map(texts) ?? [] }
    }

    @Test("navigator: a detail counts its items from 1")
    func navigatorDetailCountsFromOne() throws {
        let example = try NavigatorExample(options: ExampleOptions())
        example.isLoggedIn = true
        let (app, clock) = try makeExampleApp(example)
        app.conditionsChanged()
        for id in NavigatorExample.items.indices {
            try app.open("/home/detail?id=\(id)")
            app.settle(on: clock)
            let line = "Item \(id + 1) of \(NavigatorExample.items.count), reached by /home/detail?id=\(id)."
            #expect(labels(app).contains(line), "\(labels(app))")
        }
    }

    @Test("tracker: Stats lists every category, and its counts add up to the sparks it counts")
    func trackerStatsListsEveryCategory() throws {
        let example = try TrackerExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        for added in 0..<3 {
            if added > 0 {
                try app.open("/main")
                app.settle(on: clock)
                try app.tap("quick-add-spark")
                app.container.handle(.text("Spark \(added)"))
                app.container.handle(.key(.enter, []))
                app.settle(on: clock)
            }
            try app.open("/main/stats@large")
            app.settle(on: clock)
            let lists = app.container.visibleParts().compactMap { $0.panel.root?.widget(withIdentifier: "by-category") as? ListView }
            let list = try #require(lists.first)
            #expect(list.rows.count == Set(example.model.sparks.map(\.category)).count)
            #expect(list.rows.compactMap { Int($0.detail ?? "") }.reduce(0, +) == example.model.sparks.count)
            // All rows shown, none behind a scroll.
            #expect(list.visibleRowLimit >= list.rows.count)
            #expect(labels(app).contains { $0.hasPrefix("\(example.model.sparks.count) sparks in \(list.rows.count) categories") })
            app.back()
            app.settle(on: clock)
        }
    }

    @Test("tracker: a column of numbers refuses what is not a number; other columns take any text")
    func trackerEntriesKeepNumbersNumbers() throws {
        var model = TrackerModel()
        for (t, table) in model.tables.enumerated() {
            for c in table.columns.indices {
                let numeric = model.isNumeric(table: t, column: c)
                #expect(numeric == (c == 1), "\(table.name).\(table.columns[c])")
                for value in ["abc", "", "7.5 h", "nan", "inf", "1e400", " 8 ", "6.25", "-1"] {
                    var values = table.rows[0]
                    values[c] = value
                    var copy = model
                    let refused = copy.setEntry(table: t, row: 0, to: values)
                    let isNumber = Double(value.trimmingCharacters(in: .whitespaces)).map(\.isFinite) ?? false
                    #expect((refused != nil) == (numeric && !isNumber), "\(table.columns[c]) = \(value): \(refused ?? "accepted")")
                    #expect(refused == nil ? copy.tables[t].rows[0] == values : copy.tables == model.tables)
                }
            }
        }
        #expect(model.setEntry(table: 9, row: 0, to: []) != nil)
        #expect(model.setEntry(table: 0, row: 0, to: ["Sun", "9"]) == nil && model.tables[0].rows[0] == ["Sun", "9"])
    }

    @Test("tracker: typing abc into Hours and saving says Hours must be a number and keeps the entry")
    func trackerHoursRefusesLetters() throws {
        let example = try TrackerExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        try app.open("/main/library/table-detail?id=0/entry-detail?table=0&row=1")
        app.settle(on: clock)
        let before = example.model.tables[0].rows[1]
        try app.tap("field-1")
        for _ in 0..<8 { app.container.handle(.key(.backspace, [])) }
        app.container.handle(.text("abc"))
        try app.tap("save")
        app.settle(on: clock)
        #expect(example.model.tables[0].rows[1] == before)
        #expect(app.path == "/main/library/table-detail?id=0/entry-detail?table=0&row=1")
        #expect(labels(app).contains("Hours must be a number"))
    }
}

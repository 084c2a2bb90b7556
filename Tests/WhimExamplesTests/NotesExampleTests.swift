import Foundation
import Testing
import WhimAnimation
import WhimAppShell
import WhimCore
import WhimDemo
import WhimExamples
import WhimGraphics
import WhimTestSupport

/// Seed 001 (notes): every edge of its navigation graph, walked on real files in a temporary notes folder.
@Suite struct NotesExampleTests {
    typealias Edge = GraphEdge<ExampleApp>

    static let home = ["Notes", "Files"]

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    /// A note id as a path parameter writes it.
    static func encoded(_ id: String) -> String {
        id.replacingOccurrences(of: "/", with: "%2F").replacingOccurrences(of: " ", with: "%20")
    }

    /// Every edge of the seed's graph, in an order that reaches each: onboarding → create folder → home;
    /// `+` → select folder → editor (keyboard up), also with a new folder inline; text that cannot be saved
    /// (the file changed on disk) asks "Discard changes?" on back and on an edge pop (Keep, Discard); the editor's quick
    /// actions, rename sheet (save, cancel, scrim, swipe), folder picker (folder, new folder, cancel, swipe)
    /// and delete confirmation (cancel, scrim, swipe, delete); from Home: editor, quick actions with rename
    /// inline, move to with its sort sheet, delete (and "don't ask again", remembered), expand/collapse,
    /// sort options, storage switcher → settings. After every step: screen, path, lifecycle, and the files.
    @Test func everyEdgeOfTheSeedsGraph() throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/notes"
        let example = try NotesExample(options: ExampleOptions(dataDirectory: root))
        let (app, clock) = try makeExampleApp(example)
        #expect(app.path == "/onboarding")
        let home = Self.home
        func file(_ id: String) -> String { root + "/" + id }
        func editor(_ id: String) -> String { "/home/editor?note=" + Self.encoded(id) }
        let keyboardUp: (ExampleApp) throws -> Void = { app in #expect(app.isTyping, "keyboard up") }
        let keyboardDown: (ExampleApp) throws -> Void = { app in #expect(!app.isTyping, "keyboard down") }
        let swipe: (ExampleApp) throws -> Void = { app in try app.swipeDown(clock: clock) }
        let scrim: (ExampleApp) throws -> Void = { app in app.tapScrim() }
        let cancel: (ExampleApp) throws -> Void = { app in try app.tap("cancel") }
        let ellipsis: (ExampleApp) throws -> Void = { app in try app.tap("ellipsis") }
        func quickActions(_ id: String) -> (ExampleApp) throws -> Void {
            { app in try app.tapRow(id: "note:" + id, of: "files", button: .secondary) }
        }

        var edges: [Edge] = [
            // Onboarding (the conditional root while no folder exists).
            Edge("onboarding → create folder (pushed)", path: "/onboarding/create-folder", screen: ["New folder", "Name your first folder"]) { try $0.tap("start") },
            Edge("create folder → a name with / is refused on one line", path: "/onboarding/create-folder", screen: ["New folder", "Name your first folder"],
                 check: { app in
                     #expect(!Self.exists(root + "/a"))
                     #expect(app.container.point(ofWidget: "error") != nil)
                     // The card grew to show the error whole, inside the window.
                     let errors = app.container.visibleParts().compactMap { $0.panel.root?.widget(withIdentifier: "error") }
                     let error = try #require(errors.first)
                     let r = try #require(app.container.rectInContainerPixels(of: error))
                     #expect(r.maxY / app.container.scale <= app.container.size.height - 8, "the error ends at \(r.maxY)")
                 }) { app in
                try app.replaceText("a/b", in: "folder-name")
                try app.tap("create")
            },
            Edge("create folder → home (the conditional sees the folder)", path: "/home", screen: home,
                 check: { _ in #expect(Self.exists(file("Work"))) }) { try $0.replaceText("Work", in: "folder-name", submit: true) },
            // `+` → select folder → editor.
            Edge("home → tap + → select folder (pushed)", path: "/home/select-folder", screen: ["New note", "Choose a folder"]) { try $0.tap("new-note") },
            Edge("select folder → tap folder → editor (pushed, keyboard up)", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text"],
                 check: { app in
                     try keyboardUp(app)
                     #expect(Self.exists(file("Work/Untitled.md")))
                 }) { try $0.tapRow(0, of: "folders") },
            Edge("editor → type a line, Enter → the file has it", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text"],
                 check: { _ in #expect((try? String(contentsOfFile: file("Work/Untitled.md"), encoding: .utf8)) == "Milk\n") }) { app in
                app.container.handle(.text("Milk"))
                app.container.handle(.key(.enter, []))
            },
            Edge("editor → select all, type over it, Enter → the file has only the new text", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text"],
                 check: { _ in #expect((try? String(contentsOfFile: file("Work/Untitled.md"), encoding: .utf8)) == "Oat milk\nEggs\n") }) { app in
                app.container.handle(.key(.character("a"), .control))
                app.container.handle(.text("Oat milk"))
                app.container.handle(.key(.enter, []))
                app.container.handle(.text("Eggs"))
                app.container.handle(.key(.enter, []))
            },
            // Text that cannot be saved (the file changed on disk meanwhile): every way out asks first.
            Edge("editor → the file changes on disk, type, Enter → not saved (error shown)", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text"],
                 check: { app in
                     #expect((try? String(contentsOfFile: file("Work/Untitled.md"), encoding: .utf8)) == "Theirs\n")
                     #expect(NotesEditorTests.error(app).contains("changed on disk"))
                 }) { app in
                try Data("Theirs\n".utf8).write(to: URL(fileURLWithPath: file("Work/Untitled.md")))
                app.container.handle(.text("Bread"))
                app.container.handle(.key(.enter, []))
            },
            Edge("editor (unsaved) → tap back → Discard changes? (alert)", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text", "Discard changes?"]) { try $0.tap("leading") },
            Edge("Discard changes? → Keep → editor (the text kept)", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text"],
                 check: { app in #expect(app.container.visibleParts().contains { ($0.panel.root?.widget(withIdentifier: "note-text") as? TextArea)?.text.contains("Bread") == true }) }) { try $0.tap("alert-0") },
            Edge("editor (unsaved) → edge pop → rubber-bands back → Discard changes?", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text", "Discard changes?"]) { app in
                app.container.handle(.pointerDown(Point(x: 4, y: 300), .primary))
                for i in 1...8 {
                    clock.advance(by: 1.0 / 60)
                    app.container.handle(.pointerMove(Point(x: 4 + Double(i) * 100, y: 300)))
                    app.container.update()
                }
                app.container.handle(.pointerUp(Point(x: 804, y: 300), .primary))
            },
            Edge("Discard changes? → Discard → home (the file as it is on disk)", path: "/home", screen: home,
                 check: { _ in #expect((try? String(contentsOfFile: file("Work/Untitled.md"), encoding: .utf8)) == "Theirs\n") }) { try $0.tap("alert-1") },
            Edge("home → tap + → select folder", path: "/home/select-folder", screen: ["New note", "Choose a folder"]) { try $0.tap("new-note") },
            Edge("select folder → tap new folder → create folder (inline) → editor (keyboard up)", path: editor("Ideas/Untitled.md"), screen: ["Untitled", "Text"],
                 check: { app in
                     try keyboardUp(app)
                     #expect(Self.exists(file("Ideas/Untitled.md")))
                 }) { app in
                try app.tap("new-folder")
                try app.replaceText("Ideas", in: "new-folder-name", submit: true)
            },
            // The editor's quick actions: rename.
            Edge("editor → tap ellipsis → quick actions (sheet medium detent)", path: editor("Ideas/Untitled.md") + "/actions?note=Ideas%2FUntitled.md",
                 screen: ["Untitled", "Text", "Quick actions"], check: keyboardDown, action: ellipsis),
            Edge("quick actions → tap rename → filename (sheet, keyboard up)", path: editor("Ideas/Untitled.md") + "/rename?note=Ideas%2FUntitled.md",
                 screen: ["Untitled", "Text", "Rename"], check: keyboardUp) { try $0.tap("rename") },
            Edge("filename → tap cancel → editor (keyboard down)", path: editor("Ideas/Untitled.md"), screen: ["Untitled", "Text"], check: keyboardDown, action: cancel),
        ]
        for (how, action) in [("scrim", scrim), ("swipe down", swipe)] {
            edges += [
                Edge("editor → ellipsis → quick actions", path: editor("Ideas/Untitled.md") + "/actions?note=Ideas%2FUntitled.md",
                     screen: ["Untitled", "Text", "Quick actions"], action: ellipsis),
                Edge("quick actions → rename → filename", path: editor("Ideas/Untitled.md") + "/rename?note=Ideas%2FUntitled.md",
                     screen: ["Untitled", "Text", "Rename"]) { try $0.tap("rename") },
                Edge("filename → \(how) → editor (keyboard down)", path: editor("Ideas/Untitled.md"), screen: ["Untitled", "Text"], check: keyboardDown, action: action),
            ]
        }
        edges += [
            Edge("editor → ellipsis → quick actions", path: editor("Ideas/Untitled.md") + "/actions?note=Ideas%2FUntitled.md",
                 screen: ["Untitled", "Text", "Quick actions"], action: ellipsis),
            Edge("quick actions → rename → filename", path: editor("Ideas/Untitled.md") + "/rename?note=Ideas%2FUntitled.md",
                 screen: ["Untitled", "Text", "Rename"]) { try $0.tap("rename") },
            Edge("filename → tap save → editor (new name in the title, keyboard down)", path: editor("Ideas/Plans.md"), screen: ["Plans", "Text"],
                 check: { app in
                     try keyboardDown(app)
                     #expect(Self.exists(file("Ideas/Plans.md")) && !Self.exists(file("Ideas/Untitled.md")))
                 }) { app in
                try app.replaceText("Plans", in: "new-name")
                try app.tap("save")
            },
        ]
        // The editor's quick actions: move to.
        let moveFromEditor: [Edge] = [
            Edge("editor → ellipsis → quick actions", path: editor("Ideas/Plans.md") + "/actions?note=Ideas%2FPlans.md", screen: ["Plans", "Text", "Quick actions"], action: ellipsis),
            Edge("quick actions → tap move to → folder picker (sheet)", path: editor("Ideas/Plans.md") + "/move?note=Ideas%2FPlans.md",
                 screen: ["Plans", "Text", "Move to"]) { try $0.tap("move") },
        ]
        edges += moveFromEditor + [Edge("folder picker → tap cancel → editor (keyboard down)", path: editor("Ideas/Plans.md"), screen: ["Plans", "Text"], check: keyboardDown, action: cancel)]
        edges += moveFromEditor + [Edge("folder picker → swipe down → editor", path: editor("Ideas/Plans.md"), screen: ["Plans", "Text"], check: keyboardDown, action: swipe)]
        edges += moveFromEditor + [
            Edge("folder picker → tap folder → editor (note moved, keyboard down)", path: editor("Work/Plans.md"), screen: ["Plans", "Text"],
                 check: { app in
                     try keyboardDown(app)
                     #expect(Self.exists(file("Work/Plans.md")) && !Self.exists(file("Ideas/Plans.md")))
                     // The header names the folder the note is in now.
                     #expect((app.container.destination?.panels.first as? TitleBarPanel)?.subtitleLabel?.text == "Work")
                 }) { try $0.tapRow(id: "Work", of: "folders") },
            Edge("editor → ellipsis → quick actions", path: editor("Work/Plans.md") + "/actions?note=Work%2FPlans.md", screen: ["Plans", "Text", "Quick actions"], action: ellipsis),
            Edge("quick actions → move to → folder picker", path: editor("Work/Plans.md") + "/move?note=Work%2FPlans.md", screen: ["Plans", "Text", "Move to"]) { try $0.tap("move") },
            Edge("folder picker → tap new folder → create folder (inline) → editor (note moved)", path: editor("Archive/Plans.md"), screen: ["Plans", "Text"],
                 check: { _ in #expect(Self.exists(file("Archive/Plans.md")) && !Self.exists(file("Work/Plans.md"))) }) { app in
                try app.tap("new-folder")
                try app.replaceText("Archive", in: "new-folder-name", submit: true)
            },
        ]
        // The editor's quick actions: delete.
        let deleteFromEditor: [Edge] = [
            Edge("editor → ellipsis → quick actions", path: editor("Archive/Plans.md") + "/actions?note=Archive%2FPlans.md", screen: ["Plans", "Text", "Quick actions"], action: ellipsis),
            Edge("quick actions → tap delete → delete confirmation (sheet medium detent)", path: editor("Archive/Plans.md") + "/delete?note=Archive%2FPlans.md",
                 screen: ["Plans", "Text", "Delete note?"]) { try $0.tap("delete") },
        ]
        for (how, action) in [("tap cancel", cancel), ("scrim", scrim), ("swipe down", swipe)] {
            edges += deleteFromEditor + [
                Edge("delete confirmation → \(how) → editor (keyboard down)", path: editor("Archive/Plans.md"), screen: ["Plans", "Text"],
                     check: { app in
                         try keyboardDown(app)
                         #expect(Self.exists(file("Archive/Plans.md")))
                     }, action: action),
            ]
        }
        edges += deleteFromEditor + [
            Edge("delete confirmation → tap delete → home (note deleted)", path: "/home", screen: home,
                 check: { _ in #expect(!Self.exists(file("Archive/Plans.md"))) }) { try $0.tap("delete-confirm") },
        ]
        // From Home: the editor, and quick actions with rename inline.
        edges += [
            Edge("home → tap file → editor (pushed)", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text"]) { try $0.tapRow(id: "note:Work/Untitled.md", of: "files") },
            Edge("editor → tap back → home", path: "/home", screen: home) { try $0.tap("leading") },
            Edge("home → long-press file → quick actions (sheet medium detent)", path: "/home/actions?note=Work%2FUntitled.md",
                 screen: home + ["Quick actions"], action: quickActions("Work/Untitled.md")),
            Edge("quick actions → tap rename → filename (inline)", path: "/home/actions?note=Work%2FUntitled.md", screen: home + ["Quick actions"],
                 check: keyboardUp) { try $0.tap("rename") },
            Edge("filename (inline) → Enter → home (renamed)", path: "/home", screen: home,
                 check: { _ in #expect(Self.exists(file("Work/Shopping.md")) && !Self.exists(file("Work/Untitled.md"))) }) { app in
                try app.replaceText("Shopping", in: "new-name", submit: true)
            },
        ]
        // From Home: move to, with the folder picker's sort sheet.
        let moveFromHome: (String) -> [Edge] = { id in [
            Edge("home → long-press file → quick actions", path: "/home/actions?note=\(Self.encoded(id))", screen: home + ["Quick actions"], action: quickActions(id)),
            Edge("quick actions → tap move to → folder picker (sheet)", path: "/home/move?note=\(Self.encoded(id))", screen: home + ["Move to"]) { try $0.tap("move") },
        ] }
        edges += moveFromHome("Work/Shopping.md") + [
            Edge("folder picker → tap sort → sort options (sheet medium detent)", path: "/home/move?note=Work%2FShopping.md/sort",
                 screen: home + ["Move to", "Sort by"]) { try $0.tap("sort") },
            Edge("sort options → tap modified → folder picker (sorted)", path: "/home/move?note=Work%2FShopping.md", screen: home + ["Move to"],
                 check: { _ in #expect(example.store.sortOrder == .modified) }) { try $0.tapRow(id: "modified", of: "orders") },
            Edge("folder picker → tap cancel → home", path: "/home", screen: home, check: { _ in #expect(Self.exists(file("Work/Shopping.md"))) }, action: cancel),
        ]
        edges += moveFromHome("Work/Shopping.md") + [Edge("folder picker → swipe down → home", path: "/home", screen: home, action: swipe)]
        edges += moveFromHome("Work/Shopping.md") + [
            Edge("folder picker → tap folder → home (note moved)", path: "/home", screen: home,
                 check: { _ in #expect(Self.exists(file("Ideas/Shopping.md")) && !Self.exists(file("Work/Shopping.md"))) }) { try $0.tapRow(id: "Ideas", of: "folders") },
        ]
        edges += moveFromHome("Ideas/Shopping.md") + [
            Edge("folder picker → tap new folder → create folder (inline) → home (note moved)", path: "/home", screen: home,
                 check: { _ in #expect(Self.exists(file("Later/Shopping.md"))) }) { app in
                try app.tap("new-folder")
                try app.replaceText("Later", in: "new-folder-name", submit: true)
            },
        ]
        // From Home: delete.
        let deleteFromHome: (String) -> [Edge] = { id in [
            Edge("home → long-press file → quick actions", path: "/home/actions?note=\(Self.encoded(id))", screen: home + ["Quick actions"], action: quickActions(id)),
            Edge("quick actions → tap delete → delete confirmation", path: "/home/delete?note=\(Self.encoded(id))", screen: home + ["Delete note?"]) { try $0.tap("delete") },
        ] }
        for (how, action) in [("tap cancel", cancel), ("scrim", scrim), ("swipe down", swipe)] {
            edges += deleteFromHome("Later/Shopping.md") + [
                Edge("delete confirmation → \(how) → home", path: "/home", screen: home, check: { _ in #expect(Self.exists(file("Later/Shopping.md"))) }, action: action),
            ]
        }
        edges += deleteFromHome("Later/Shopping.md") + [
            Edge("delete confirmation → tap delete → home (note deleted)", path: "/home", screen: home,
                 check: { _ in #expect(!Self.exists(file("Later/Shopping.md"))) }) { try $0.tap("delete-confirm") },
            Edge("home → + → select folder", path: "/home/select-folder", screen: ["New note", "Choose a folder"]) { try $0.tap("new-note") },
            Edge("select folder → folder → editor", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text"]) { try $0.tapRow(id: "Work", of: "folders") },
            Edge("editor → back → home", path: "/home", screen: home) { try $0.tap("leading") },
            Edge("home → + → select folder", path: "/home/select-folder", screen: ["New note", "Choose a folder"]) { try $0.tap("new-note") },
            Edge("select folder → folder → editor", path: editor("Work/Untitled 2.md"), screen: ["Untitled 2", "Text"]) { try $0.tapRow(id: "Work", of: "folders") },
            Edge("editor → back → home", path: "/home", screen: home) { try $0.tap("leading") },
        ]
        edges += deleteFromHome("Work/Untitled.md") + [
            Edge("delete confirmation → tap delete and don't ask again → home (note deleted)", path: "/home", screen: home,
                 check: { _ in
                     #expect(!Self.exists(file("Work/Untitled.md")))
                     #expect((try? NotesStore(root: root))?.confirmsDelete == false, "remembered in the notes folder")
                 }) { try $0.tap("delete-always") },
            Edge("home → long-press file → quick actions", path: "/home/actions?note=Work%2FUntitled%202.md", screen: home + ["Quick actions"],
                 action: quickActions("Work/Untitled 2.md")),
            Edge("quick actions → tap delete → home (deleted, the confirmation won't appear again)", path: "/home", screen: home,
                 check: { _ in #expect(!Self.exists(file("Work/Untitled 2.md"))) }) { try $0.tap("delete") },
        ]
        // From Home: expand / collapse, sort, storage → settings.
        edges += [
            Edge("home → tap expand / collapse → collapse all folders", path: "/home", screen: home,
                 check: { app in #expect(app.list("files")?.rows.allSatisfy { $0.id.hasPrefix("folder:") } == true) }) { try $0.tap("expand") },
            Edge("home → tap expand / collapse → expand all folders", path: "/home", screen: home,
                 check: { app in #expect(app.list("files")?.rows.map(\.id) == example.store.folders().flatMap { f in ["folder:" + f] + example.store.notes(in: f).map { "note:" + $0.id } }) }) { try $0.tap("expand") },
            Edge("home → tap sort → sort options (sheet medium detent)", path: "/home/sort", screen: home + ["Sort by"]) { try $0.tap("sort") },
            Edge("sort options → tap name → home (sort applied)", path: "/home", screen: home,
                 check: { app in
                     #expect(example.store.sortOrder == .name && (try? NotesStore(root: root))?.sortOrder == .name)
                     #expect(app.list("files")?.rows.filter { $0.id.hasPrefix("folder:") }.map(\.title) == ["Archive", "Ideas", "Later", "Work"])
                 }) { try $0.tapRow(id: "name", of: "orders") },
            Edge("home → sort → sort options", path: "/home/sort", screen: home + ["Sort by"]) { try $0.tap("sort") },
            Edge("sort options → scrim → home", path: "/home", screen: home, action: scrim),
            Edge("home → sort → sort options", path: "/home/sort", screen: home + ["Sort by"]) { try $0.tap("sort") },
            Edge("sort options → swipe down → home", path: "/home", screen: home, action: swipe),
            Edge("home → tap storage switcher → select storage (sheet medium detent)", path: "/home/storage", screen: home + ["Storage"]) { try $0.tap("storage") },
            Edge("select storage → tap directory → home", path: "/home", screen: home) { try $0.tapRow(0, of: "storages") },
            Edge("home → storage switcher", path: "/home/storage", screen: home + ["Storage"]) { try $0.tap("storage") },
            Edge("select storage → scrim → home", path: "/home", screen: home, action: scrim),
            Edge("home → storage switcher", path: "/home/storage", screen: home + ["Storage"]) { try $0.tap("storage") },
            Edge("select storage → swipe down → home", path: "/home", screen: home, action: swipe),
            Edge("home → storage switcher", path: "/home/storage", screen: home + ["Storage"]) { try $0.tap("storage") },
            Edge("select storage → tap settings → settings (pushed)", path: "/home/settings", screen: ["Settings", "Preferences"]) { try $0.tap("settings") },
            Edge("settings → tap back → home", path: "/home", screen: home) { try $0.tap("leading") },
        ]
        #expect(exampleWalk(clock).walk(app, edges) == edges.count)
    }
}

import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimExamples
import WhimTestSupport

/// The notes list's long press: a press held still past the arena's delay opens a note's quick actions,
/// as the right click (the desktop's alternative) does; a short press opens the editor.
@Suite struct NotesLongPressTests {
    private func home() throws -> (ExampleApp, ManualClock, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let root = folder.path + "/notes"
        try FileManager.default.createDirectory(atPath: root + "/Work", withIntermediateDirectories: true)
        try "Milk\n".write(toFile: root + "/Work/List.md", atomically: true, encoding: .utf8)
        let (app, clock) = try makeExampleApp(NotesExample(options: ExampleOptions(dataDirectory: root)))
        #expect(app.path == "/home")
        if app.list("files")?.rows.contains(where: { $0.id == "note:Work/List.md" }) != true { try app.tap("expand") }
        app.settle(on: clock)
        return (app, clock, folder)
    }

    private func press(_ app: ExampleApp, clock: ManualClock, holding seconds: Double) throws {
        guard let list = app.list("files"), let index = list.rows.firstIndex(where: { $0.id == "note:Work/List.md" }),
              let p = app.container.point(ofRow: index, inList: "files") else { throw NotOnScreen(what: "the note's row") }
        app.container.handle(.pointerDown(p, .primary))
        var held = 0.0
        while held < seconds {
            clock.advance(by: 1.0 / 60)
            held += 1.0 / 60
            app.container.update()
        }
        app.container.handle(.pointerUp(p, .primary))
        app.settle(on: clock)
    }

    @Test func aHeldPressOpensTheQuickActions() throws {
        let (app, clock, folder) = try home()
        try press(app, clock: clock, holding: 0.7)
        #expect(app.path == "/home/actions?note=Work%2FList.md")
        _ = folder
    }

    @Test func aShortPressOpensTheEditor() throws {
        let (app, clock, folder) = try home()
        try press(app, clock: clock, holding: 0.1)
        #expect(app.path == "/home/editor?note=Work%2FList.md")
        _ = folder
    }
}

import Foundation
import Glibc
import Testing
import WhimAnimation
import WhimCore
import WhimExamples
import WhimFiles
import WhimTestSupport

/// The notes editor edits the whole note: a selection replaced in the middle is saved atomically when
/// going back and a moment after the last edit; a note that cannot be read whole as UTF-8 is not edited,
/// a note changed on disk meanwhile is not overwritten, and a full disk leaves the note as it was.
@Suite struct NotesEditorTests {
    /// An app on a notes folder with `Work/List.md` holding `bytes`, its editor open; the folder is removed
    /// when the returned `TemporaryFolder` goes.
    static func editor(_ bytes: [UInt8]) throws -> (ExampleApp, NotesExample, String, TemporaryFolder) {
        let folder = try TemporaryFolder()
        let root = folder.path + "/notes"
        let example = try NotesExample(options: ExampleOptions(dataDirectory: root))
        try example.store.createFolder("Work")
        let file = root + "/Work/List.md"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let (app, clock) = try makeExampleApp(example)
        try app.open("/home/editor?note=Work%2FList.md")
        app.settle(on: clock)
        return (app, example, file, folder)
    }

    /// The error line the editor shows (empty when hidden).
    static func error(_ app: ExampleApp) -> String {
        app.container.visibleParts().compactMap { $0.panel.root?.widget(withIdentifier: "error") as? Label }.first { !$0.isHidden }?.text ?? ""
    }

    static func contents(_ file: String) -> [UInt8] { (try? Array(Data(contentsOf: URL(fileURLWithPath: file)))) ?? [] }

    @Test func aWordInTheMiddleIsReplacedAndSavedOnBack() throws {
        let (app, _, file, folder) = try Self.editor(Array("Milk\nEggs\nBread\n".utf8))
        defer { withExtendedLifetime(folder) {} }
        try app.tap("note-text")
        #expect(app.isTyping)
        app.container.handle(.key(.home, .control))
        app.container.handle(.key(.down, []))
        app.container.handle(.key(.end, [.shift]))
        app.container.handle(.text("Free-range eggs"))
        #expect(Self.contents(file) == Array("Milk\nEggs\nBread\n".utf8), "not saved while typing")
        app.container.handle(.key(.character("z"), .control))
        app.container.handle(.key(.character("y"), .control))
        try app.tap("leading")
        #expect(Self.contents(file) == Array("Milk\nFree-range eggs\nBread\n".utf8))
        #expect(app.path == "/home")
    }

    @Test func editsAreSavedAMomentAfterTheLastOne() throws {
        let (app, _, file, folder) = try Self.editor(Array("Plan".utf8))
        defer { withExtendedLifetime(folder) {} }
        try app.tap("note-text")
        app.container.handle(.key(.end, .control))
        app.container.handle(.text(" B"))
        let clock = try #require(app.container.clock as? ManualClock)
        clock.advance(by: 0.5)
        app.container.update()
        #expect(Self.contents(file) == Array("Plan".utf8))
        clock.advance(by: 0.6)
        app.container.update()
        #expect(Self.contents(file) == Array("Plan B".utf8))
    }

    @Test func ctrlSSavesAtOnceWhileTypingAndAfterLeavingTheText() throws {
        let (app, _, file, folder) = try Self.editor(Array("Plan".utf8))
        defer { withExtendedLifetime(folder) {} }
        try app.tap("note-text")
        app.container.handle(.key(.end, .control))
        app.container.handle(.text(" B"))
        #expect(!app.handleShortcut(.key(.character("s"), .control)), "while typing the editor takes Ctrl+S")
        app.container.handle(.key(.character("s"), .control))
        #expect(Self.contents(file) == Array("Plan B".utf8), "saved at once, not a moment later")
        #expect(app.isTyping && app.path == "/home/editor?note=Work%2FList.md", "saving leaves the editor as it was")
        app.container.handle(.text("!"))
        app.container.handle(.key(.escape, []))
        #expect(!app.isTyping)
        #expect(app.handleShortcut(.key(.character("s"), .control)))
        #expect(Self.contents(file) == Array("Plan B!".utf8))
        #expect(!app.handleShortcut(.key(.character("s"), [])), "a plain S is not a save")
    }

    @Test func aNoteThatIsNotUTF8IsNotEditedOrWritten() throws {
        let bytes: [UInt8] = [0x4F, 0x6B, 0xFF, 0xFE, 0x0A]
        let (app, _, file, folder) = try Self.editor(bytes)
        defer { withExtendedLifetime(folder) {} }
        #expect(app.container.point(ofWidget: "note-text") == nil, "no editor over text it cannot show")
        app.container.handle(.text("x"))
        try app.tap("leading")
        #expect(Self.contents(file) == bytes)
    }

    @Test func aNoteChangedOnDiskIsNotOverwritten() throws {
        let (app, _, file, folder) = try Self.editor(Array("mine\n".utf8))
        defer { withExtendedLifetime(folder) {} }
        try app.tap("note-text")
        try Data("theirs\n".utf8).write(to: URL(fileURLWithPath: file))
        app.container.handle(.text("!"))
        app.container.handle(.key(.enter, []))
        #expect(Self.contents(file) == Array("theirs\n".utf8))
        #expect(Self.error(app).contains("changed on disk"))
    }

    @Test func onAFullDiskTheNoteIsAsItWas() throws {
        let (app, example, file, folder) = try Self.editor(Array("keep\n".utf8))
        example.store.writer = { fd, chunk in
            if chunk.count > 1 { return Glibc.write(fd, chunk.baseAddress, chunk.count / 2) }
            errno = ENOSPC
            return -1
        }
        try app.tap("note-text")
        app.container.handle(.key(.end, .control))
        app.container.handle(.text("more"))
        app.container.handle(.key(.enter, []))
        #expect(Self.contents(file) == Array("keep\n".utf8))
        #expect(Self.error(app).contains("No space left"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/notes/Work") == ["List.md"], "no temporary file left")
    }
}

import Foundation
import Testing
import WhimCore
import WhimExamples
import WhimTestSupport

/// The notes example on bad input: a notes folder that is a file, cannot be created or read; names with
/// `/`, control characters, hidden or huge; note ids from links that point outside; symbolic links inside
/// the notes folder. Each is a one-line error, and nothing is written outside the notes folder.
@Suite struct NotesBadInputTests {
    /// Everything under `path`, relative, sorted (to see that nothing changed).
    static func listing(_ path: String) -> [String] {
        ((FileManager.default.subpaths(atPath: path)) ?? []).sorted()
    }

    static func isOneLine(_ error: some Error) -> Bool {
        let text = "\(error)"
        return !text.contains("\n") && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } && text.count < 400
    }

    @Test func aNotesFolderThatIsAFileOrCannotBeMadeIsOneLine() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/plain"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: ExampleError.dataDirectory(file, reason: "is a file, not a folder")) {
            try NotesExample(options: ExampleOptions(dataDirectory: file))
        }
        // Under a file: it cannot be created; the first folder says so and nothing is written.
        let store = try NotesStore(root: file + "/notes")
        #expect(!store.hasFolder)
        do {
            try store.createFolder("Work")
            Issue.record("a notes folder under a file cannot be created")
        } catch {
            #expect(Self.isOneLine(error) && "\(error)".contains("cannot be created"), "\(error)")
        }
        #expect(Self.listing(folder.path) == ["plain"])
        #expect(throws: ExampleError.self) { try NotesStore(root: "") }
        if geteuid() != 0 {
            // Permissions bind only when not running as root.
            let locked = folder.path + "/locked"
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
            chmod(locked, 0)
            defer { chmod(locked, 0o755) }
            #expect(throws: ExampleError.dataDirectory(locked, reason: "is not readable and writable by you")) { try NotesStore(root: locked) }
        }
    }

    @Test func badNamesAreOneLineErrorsAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/notes"
        let store = try NotesStore(root: root)
        try store.createFolder("Work")
        let note = try store.createNote(in: "Work")
        let before = Self.listing(folder.path)
        let bad = ["", "   ", "a/b", "../escape", "/etc/passwd", "line\nbreak", "bell\u{7}", "\u{1B}[2Jclear", "nul\u{0}x", ".hidden", ".", "..",
                   String(repeating: "x", count: 201), String(repeating: "é", count: 101), String(repeating: "🗒", count: 1_000_000)]
        for name in bad {
            for attempt in [{ _ = try store.createFolder(name) }, { _ = try store.rename(note, to: name) }] as [() throws -> Void] {
                do {
                    try attempt()
                    Issue.record("\(name.debugDescription.prefix(40)) must be refused")
                } catch {
                    #expect(Self.isOneLine(error), "\(error)")
                    if case .badName = error as? ExampleError {} else { Issue.record("\(error) is not a bad-name error") }
                }
            }
        }
        #expect(Self.listing(folder.path) == before)
        // The longest allowed name works, and a name that exists is refused.
        let longest = String(repeating: "n", count: NoteName.maxBytes)
        #expect(try store.createFolder(longest) == longest)
        #expect(throws: ExampleError.self) { try store.createFolder("Work") }
    }

    @Test func notesOutsideTheFolderCannotBeReachedFromLinks() throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/notes"
        let outside = folder.path + "/outside.md"
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: outside))
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: false)
        let example = try NotesExample(options: ExampleOptions(dataDirectory: root))
        try example.store.createFolder("Work")
        // A symbolic link inside the notes folder to a folder outside is not listed, so nothing goes through it.
        try FileManager.default.createSymbolicLink(atPath: root + "/Link", withDestinationPath: folder.path + "/elsewhere")
        #expect(example.store.folders() == ["Work"])
        #expect(throws: ExampleError.self) { try example.store.createNote(in: "Link") }
        #expect(throws: ExampleError.self) { try example.store.createNote(in: "..") }
        let hostile = NotesStore.Note(folder: "..", file: "outside.md")
        #expect(example.store.note(id: "../outside.md") == nil)
        #expect(throws: ExampleError.self) { try example.store.delete(hostile) }
        #expect(throws: ExampleError.self) { try example.store.append(line: "x", to: hostile) }
        #expect(throws: ExampleError.self) { try example.store.rename(hostile, to: "taken") }
        let note = try example.store.createNote(in: "Work")
        #expect(throws: ExampleError.self) { try example.store.move(note, toFolder: "..") }
        #expect(throws: ExampleError.self) { try example.store.move(note, toFolder: "Link") }
        // A link naming a note outside opens an editor that says it is missing and writes nothing.
        let (app, clock) = try makeExampleApp(example)
        try app.open("/home/editor?note=..%2Foutside.md")
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Missing note", "Text"])
        #expect(app.container.point(ofWidget: "note-text") == nil, "no editor to write with")
        try app.tap("ellipsis")
        app.settle(on: clock)
        #expect(app.path == "/home/editor?note=..%2Foutside.md", "no actions on a missing note")
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "keep\n")
        #expect(Self.listing(folder.path + "/elsewhere").isEmpty)
    }

    @Test func theConditionalRootSeesAFolderMadeOutsideTheApp() throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/notes"
        let example = try NotesExample(options: ExampleOptions(dataDirectory: root))
        let (app, clock) = try makeExampleApp(example)
        #expect(app.path == "/onboarding")
        // Home waits for a folder.
        try app.open("/home")
        #expect(app.path == "/onboarding" && app.navigation.waitingLink != nil)
        try FileManager.default.createDirectory(atPath: root + "/From the shell", withIntermediateDirectories: true)
        app.conditionsChanged()
        app.settle(on: clock)
        #expect(app.path == "/home")
        #expect(app.list("files")?.rows.first?.title == "From the shell")
    }

    @Test func theCommandRefusesANotesFolderThatIsAFile() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/plain"
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let result = try ExampleCommandTests.example(["notes", "--headless", "--notes-dir", file, "--out", folder.path + "/o.png"])
        #expect(result.status == 1)
        #expect(result.stderr == "whim-demo: data folder \"\(file)\" is a file, not a folder\n", "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/o.png"))
    }
}

import Foundation
import Glibc
import Testing
import WhimExamples
import WhimFiles
import WhimTestSupport

/// The notes' writes are all-or-nothing (docs/file-safety.md): an added line goes after the note's real
/// last byte, a full disk leaves the note as it was and says why, and a failed settings save is reported.
@Suite struct NotesFileSafetyTests {
    /// A store on a notes folder with one note holding `bytes`.
    static func store(in folder: String, note bytes: [UInt8]) throws -> (NotesStore, NotesStore.Note) {
        let store = try NotesStore(root: folder)
        try store.createFolder("Work")
        let note = try store.createNote(in: "Work")
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/Work/" + note.file))
        return (store, note)
    }

    static func contents(_ store: NotesStore, _ note: NotesStore.Note) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: store.root + "/" + note.folder + "/" + note.file)))
    }

    @Test func aLineAddedToANoteOver64KiBGoesOnALineOfItsOwn() throws {
        let folder = try TemporaryFolder()
        let head = Array(repeating: UInt8(ascii: "z"), count: 65_535) + [0x0A]
        let (store, note) = try Self.store(in: folder.path + "/notes", note: head + Array("tail without newline".utf8))
        try store.append(line: "NEWLINE", to: note)
        #expect(try Self.contents(store, note) == head + Array("tail without newline\nNEWLINE\n".utf8))
    }

    /// A write that fails as on a full disk, after half of what it was given.
    static let fullDisk: AtomicFile.ChunkWriter = { fd, chunk in
        if chunk.count > 1 { return Glibc.write(fd, chunk.baseAddress, chunk.count / 2) }
        errno = ENOSPC
        return -1
    }

    @Test func onAFullDiskANoteIsAsItWasAndTheErrorSaysSo() throws {
        let folder = try TemporaryFolder()
        let original = Array(String(repeating: "line\n", count: 2000).utf8)
        let (store, note) = try Self.store(in: folder.path + "/notes", note: original)
        // A real full disk when the test may mount one (root), else the same error injected.
        let mounted = Self.mountSmallTmpfs(at: folder.path + "/small")
        defer { if mounted { Self.system("/bin/umount", [folder.path + "/small"]) } }
        let (target, targetNote): (NotesStore, NotesStore.Note)
        if mounted {
            (target, targetNote) = try Self.store(in: folder.path + "/small/notes", note: original)
            let filler = folder.path + "/small/filler"
            let fd = open(filler, O_WRONLY | O_CREAT, 0o600)
            let block = [UInt8](repeating: 1, count: 4096)
            while block.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress, $0.count) }) > 0 {}
            close(fd)
        } else {
            (target, targetNote) = (store, note)
            target.writer = Self.fullDisk
        }
        do {
            try target.append(line: String(repeating: "x", count: 20_000), to: targetNote)
            Issue.record("a line was added on a full disk")
        } catch {
            #expect("\(error)".contains("No space left on device") && !"\(error)".contains("\n"), "\(error)")
        }
        #expect(try Self.contents(target, targetNote) == original, "the note is whole, not torn")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: target.root + "/Work").filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func aSortChoiceThatCannotBeSavedIsReported() throws {
        let folder = try TemporaryFolder()
        let (store, _) = try Self.store(in: folder.path + "/notes", note: [])
        store.writer = Self.fullDisk
        store.sortOrder = .modified
        #expect(store.lastError.map { "\($0)".contains("No space left on device") } == true, "\(String(describing: store.lastError))")
    }

    /// Mounts a 64 KiB tmpfs (only root may); false when it cannot.
    static func mountSmallTmpfs(at path: String) -> Bool {
        guard geteuid() == 0, mkdir(path, 0o700) == 0 else { return false }
        return system("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", path])
    }

    /// Runs a program; whether it exited 0.
    @discardableResult
    static func system(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// Notes whose file names are not UTF-8 are listed (with U+FFFD), open, and can be renamed to a valid name.
@Suite struct NotesUndecodableNameTests {
    @Test func aNoteNamedInBytesThatAreNotUTF8IsListedAndOpens() throws {
        let folder = try TemporaryFolder()
        let store = try NotesStore(root: folder.path + "/notes")
        try store.createFolder("Work")
        let raw = Array((folder.path + "/notes/Work/bad").utf8) + [0xFF, 0xFE] + Array("name.md".utf8) + [0]
        let fd = raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) } }
        #expect(fd >= 0)
        _ = Array("hello\n".utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let notes = store.notes(in: "Work")
        #expect(notes.count == 1 && notes.first?.title == "bad\u{FFFD}\u{FFFD}name", "\(notes)")
        let note = try #require(notes.first)
        #expect(store.text(of: note) == "hello\n")
        #expect(throws: ExampleError.self) { try store.append(line: "x", to: note) }
        let renamed = try store.rename(note, to: "fixed")
        #expect(store.text(of: renamed) == "hello\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/notes/Work") == ["fixed.md"])
    }
}

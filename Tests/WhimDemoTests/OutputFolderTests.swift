import Foundation
import Testing
import WhimDemo
import WhimTestSupport

/// Files written through an `OutputFolder` (`whim-demo record --out`) stay inside it, whatever the name.
@Suite struct OutputFolderTests {
    @Test(arguments: ["../escaped.png", "../../escaped.png", "/tmp/escaped.png", "shots/../../escaped.png", "shots/./x.png", "", "shots//x.png",
                      ".hidden.png", "shots/\u{1B}x.png", "a/b/c/d/e/f/g/h/i.png"])
    func namesThatLeaveTheFolderAreRefused(name: String) throws {
        let root = try TemporaryFolder()
        let folder = try OutputFolder(path: root.path + "/out")
        #expect(throws: OutputFolder.Failure.self) { try folder.write([1, 2, 3], to: name) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/out").isEmpty)
    }

    @Test func plainNamesAreWrittenInsideWithTheirFolders() throws {
        let root = try TemporaryFolder()
        let folder = try OutputFolder(path: root.path + "/out")
        try folder.write(Array("hello".utf8), to: "shots/home.png")
        try folder.write(Array("again".utf8), to: "shots/home.png")
        #expect(FileManager.default.contents(atPath: root.path + "/out/shots/home.png") == Data("again".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path + "/out/shots") == ["home.png"])
    }

    @Test func aSymbolicLinkedFolderInsideIsNotFollowed() throws {
        let root = try TemporaryFolder()
        let outside = root.path + "/outside"
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let folder = try OutputFolder(path: root.path + "/out")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/out/shots", withDestinationPath: outside)
        #expect(throws: OutputFolder.Failure.self) { try folder.write([1], to: "shots/home.png") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    }

    @Test func linksAtTheFileNameAreReplacedNotWrittenThrough() throws {
        let root = try TemporaryFolder()
        let victim = root.path + "/victim.txt"
        try Data("keep".utf8).write(to: URL(fileURLWithPath: victim))
        let folder = try OutputFolder(path: root.path + "/out")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/out/sym.png", withDestinationPath: victim)
        try FileManager.default.linkItem(atPath: victim, toPath: root.path + "/out/hard.png")
        try folder.write(Array("new".utf8), to: "sym.png")
        try folder.write(Array("new".utf8), to: "hard.png")
        #expect(FileManager.default.contents(atPath: victim) == Data("keep".utf8))
        #expect(FileManager.default.contents(atPath: root.path + "/out/sym.png") == Data("new".utf8))
        #expect(FileManager.default.contents(atPath: root.path + "/out/hard.png") == Data("new".utf8))
    }

    @Test func failureMessagesAreOneLine() throws {
        let root = try TemporaryFolder()
        let folder = try OutputFolder(path: root.path + "/out")
        do {
            try folder.write([1], to: "../\n\u{1B}[31mred")
            Issue.record("must be refused")
        } catch {
            #expect("\(error)" == #"refusing to write ../\n\u{1b}[31mred: ".." leaves the folder; outputs stay inside the output folder"#)
        }
    }
}

import Foundation
import Glibc
import Synchronization
import Testing
import WhimFiles
import WhimTestSupport

/// The one atomic-file API (docs/file-safety.md) streaming in chunks and filled by name: whatever the chunks,
/// the file is their concatenation; a failure at any byte, or a body that gives up, leaves the old file and
/// no temporary; the error is the step's own; nothing but a regular file or a link is replaced.
@Suite struct AtomicFileStreamingTests {
    struct GaveUp: Error {}

    static func contents(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
    static func names(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func theFileIsTheConcatenationOfTheChunksWhateverTheirSizes() throws {
        var random = SeededRandom(seed: 47)
        let folder = try TemporaryFolder()
        let path = folder.path + "/archive"
        for _ in 0..<40 {
            let chunks = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                (0..<Int.random(in: 0...70_000, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            }
            try AtomicFile.write(to: path, permissions: 0o640, failure: { $0 }) { output throws(AtomicFile.WriteError) in
                for chunk in chunks { try output.append(chunk) }
            }
            #expect(try Self.contents(path) == chunks.flatMap { $0 })
            #expect(try Self.names(in: folder) == ["archive"])
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o640)
        }
    }

    @Test func aWriteFailingAtAnyByteLeavesTheOldFileAndSaysWhy() throws {
        var random = SeededRandom(seed: 12)
        let folder = try TemporaryFolder()
        let path = folder.path + "/kept"
        let old = Array("the old content\n".utf8)
        try AtomicFile.write(old, to: path)
        for round in 0..<60 {
            let cut = Int.random(in: 0..<50_000, using: &random)
            // Half the rounds fail with an errno, half by making no progress (what a full device does).
            let stalls = round.isMultiple(of: 2)
            let budget = Mutex(cut)
            let failing: AtomicFile.ChunkWriter = { fd, chunk in
                let allowed = budget.withLock { left in
                    let n = min(left, chunk.count)
                    left -= n
                    return n
                }
                if allowed > 0 { return Glibc.write(fd, chunk.baseAddress, allowed) }
                if stalls { return 0 }
                errno = EIO
                return -1
            }
            do {
                try AtomicFile.write(to: path, writer: failing, failure: { $0 }) { output throws(AtomicFile.WriteError) in
                    for _ in 0..<5 { try output.append([UInt8](repeating: 7, count: 10_000)) }
                }
                Issue.record("a write of 50,000 bytes went through a writer that stops after \(cut)")
            } catch {
                #expect(error.description == "write \(path): \(stalls ? "No space left on device" : "Input/output error")")
            }
            #expect(try Self.contents(path) == old)
            #expect(try Self.names(in: folder) == ["kept"])
        }
    }

    @Test func aBodyThatThrowsLeavesTheOldFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/kept"
        try AtomicFile.write(Array("old".utf8), to: path)
        #expect(throws: GaveUp.self) {
            try AtomicFile.write(to: path, failure: { _ in GaveUp() }) { output throws(GaveUp) in
                try output.append(Array("new, half".utf8))
                throw GaveUp()
            }
        }
        #expect(throws: GaveUp.self) {
            try AtomicFile.fill(path, failure: { _ in GaveUp() }) { temporary throws(GaveUp) in
                try? Data("new, half".utf8).write(to: URL(fileURLWithPath: temporary))
                throw GaveUp()
            }
        }
        #expect(try Self.contents(path) == Array("old".utf8))
        #expect(try Self.names(in: folder) == ["kept"])
    }

    @Test func fillingByNameReplacesTheFileAndALinkAtItsName() throws {
        let folder = try TemporaryFolder()
        let target = folder.path + "/elsewhere"
        try AtomicFile.write(Array("not mine".utf8), to: target)
        let path = folder.path + "/made"
        #expect(symlink(target, path) == 0)
        try AtomicFile.fill(path, permissions: 0o644, failure: { $0 }) { temporary throws(AtomicFile.WriteError) in
            // As a library writing by name does: open the empty file it was given, write, close.
            let fd = open(temporary, O_WRONLY)
            _ = Array("filled".utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        #expect(try Self.contents(path) == Array("filled".utf8))
        #expect(try Self.contents(target) == Array("not mine".utf8))
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test func aFIFOOrAFolderAtTheNameIsRefusedAtOnceAndKept() throws {
        let folder = try TemporaryFolder()
        let fifo = folder.path + "/fifo", directory = folder.path + "/folder"
        #expect(mkfifo(fifo, 0o600) == 0 && mkdir(directory, 0o700) == 0)
        for (path, kind) in [(fifo, "a FIFO"), (directory, "a directory")] {
            let refusal = "replace \(path) (\(kind), not a regular file)"
            do {
                try AtomicFile.write(to: path, failure: { $0 }) { output throws(AtomicFile.WriteError) in try output.append([1]) }
                Issue.record("\(kind) was replaced")
            } catch { #expect(error.description == refusal && error.code == 0) }
            do {
                try AtomicFile.fill(path, failure: { $0 }) { _ throws(AtomicFile.WriteError) in }
                Issue.record("\(kind) was replaced")
            } catch { #expect(error.description == refusal && error.code == 0) }
        }
        #expect(try Self.names(in: folder) == ["fifo", "folder"])
    }

    @Test func aMissingFolderIsAnErrorUnlessAskedToMakeIt() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/a/b/file"
        do {
            try AtomicFile.write(to: path, failure: { $0 }) { output throws(AtomicFile.WriteError) in try output.append([1]) }
            Issue.record("a missing folder was made")
        } catch { #expect(error.step == "open directory \(folder.path)/a/b" && error.code == ENOENT) }
        try AtomicFile.write(to: path, createsDirectories: true, failure: { $0 }) { output throws(AtomicFile.WriteError) in try output.append([1]) }
        #expect(try Self.contents(path) == [1])
    }
}

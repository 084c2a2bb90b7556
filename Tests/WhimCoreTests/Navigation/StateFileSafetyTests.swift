import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimFiles
import WhimRestoration
import WhimTestSupport

/// The state file's safety rules (docs/file-safety.md): a non-regular file is never read, moved or written
/// over; a file that was not restored is never written over; every unreadable file is kept.
@Suite struct StateFileSafetyTests {
    let tree: RouteTree
    init() throws { tree = try TestApps.tracker() }

    typealias Warnings = NavigationStateStoreTests.Warnings

    @Test func aFIFOAtTheStatePathIsNeitherReadNorWrittenOver() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/state.json"
        #expect(mkfifo(path, 0o600) == 0)
        let warnings = Warnings()
        let store = NavigationStateStore(path: path, clock: ManualClock(), debounce: 0) { warnings.lines.append($0) }
        // Opening the FIFO for reading would block here forever: no writer ever comes.
        #expect(store.restore(validatingWith: tree) == nil)
        #expect(warnings.lines.count == 1 && warnings.lines[0].contains("FIFO"), "\(warnings.lines)")
        #expect(store.isReadOnly)
        store.update(try tree.state(forPath: "/main"))
        store.flush()
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func withoutRestoreANewerFileIsKeptAndACorruptOneMovedAside() throws {
        let folder = try TemporaryFolder()
        let newer = folder.path + "/newer.json", corrupt = folder.path + "/corrupt.json"
        let newerBytes = Data(#"{"elements":[],"version":\#(NavigationState.formatVersion + 1),"future":"keep me"}"#.utf8)
        try newerBytes.write(to: URL(fileURLWithPath: newer))
        try Data("not json".utf8).write(to: URL(fileURLWithPath: corrupt))
        let main = try tree.state(forPath: "/main")
        let warnings = Warnings()
        // As `--no-restore` runs it: no restore, updates, a flush at exit.
        let keeper = NavigationStateStore(path: newer, clock: ManualClock(), debounce: 0) { warnings.lines.append($0) }
        keeper.update(main)
        keeper.flush()
        keeper.update(try tree.state(forPath: "/main/missions"))
        keeper.flush()
        #expect(try Data(contentsOf: URL(fileURLWithPath: newer)) == newerBytes)
        #expect(warnings.lines.count == 1 && warnings.lines[0].contains("newer"), "\(warnings.lines)")
        let mover = NavigationStateStore(path: corrupt, clock: ManualClock(), debounce: 0) { warnings.lines.append($0) }
        mover.update(main)
        mover.flush()
        #expect(try Data(contentsOf: URL(fileURLWithPath: corrupt + ".unreadable")) == Data("not json".utf8))
        #expect(NavigationStateStore(path: corrupt, clock: ManualClock()) { _ in }.restore(validatingWith: tree) == main)
    }

    @Test func everyUnreadableFileIsKeptUpToTheStatedCount() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/state.json"
        let main = try tree.state(forPath: "/main")
        for n in 0...UnreadableCopies.limit {
            try Data("corrupt \(n)".utf8).write(to: URL(fileURLWithPath: path))
            let warnings = Warnings()
            let store = NavigationStateStore(path: path, clock: ManualClock(), debounce: 0) { warnings.lines.append($0) }
            #expect(store.restore(validatingWith: tree) == nil)
            store.update(main)
            store.flush()
            if n < UnreadableCopies.limit {
                let copy = UnreadableCopies.copyPath(of: path, number: n)
                #expect(warnings.lines.first?.contains(copy) == true, "\(warnings.lines)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data("corrupt \(n)".utf8))
            } else {
                // Past the count nothing is deleted and nothing saved: the file stays.
                #expect(store.isReadOnly)
                #expect(warnings.lines.first?.contains("\(UnreadableCopies.limit) unreadable copies") == true, "\(warnings.lines)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("corrupt \(n)".utf8))
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: UnreadableCopies.copyPath(of: path, number: 0))) == Data("corrupt 0".utf8))
    }
}

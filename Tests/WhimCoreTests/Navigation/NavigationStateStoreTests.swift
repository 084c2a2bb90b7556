import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimFiles
import WhimRestoration
import WhimTestSupport

@Suite struct NavigationStateStoreTests {
    let tree: RouteTree
    init() throws { tree = try TestApps.tracker() }

    final class Warnings: @unchecked Sendable {
        var lines: [String] = []
    }

    @Test func savesDebouncedOnTheInjectedClock() throws {
        let clock = ManualClock()
        let folder = try TemporaryFolder()
        let path = folder.path + "/nested/dir/state.json"
        let store = NavigationStateStore(path: path, clock: clock, debounce: 0.5) { Issue.record("warning: \($0)") }
        let a = try tree.state(forPath: "/main/tracker"), b = try tree.state(forPath: "/main/tracker/spark-detail?id=2")
        store.update(a)
        clock.advance(by: 0.3)
        store.tick()
        #expect(!FileManager.default.fileExists(atPath: path))
        store.update(b)  // a burst: the last one is written once, 0.5 s after it
        clock.advance(by: 0.3)
        store.tick()
        #expect(!FileManager.default.fileExists(atPath: path))
        clock.advance(by: 0.2)
        store.tick()
        #expect(!store.hasPendingChange)
        let reader = NavigationStateStore(path: path, clock: clock) { Issue.record("warning: \($0)") }
        #expect(reader.restore(validatingWith: tree) == b)
        store.update(b)  // unchanged: nothing to write
        #expect(!store.hasPendingChange)
    }

    @Test func badFilesWarnInOneLineAndStartAtTheDefault() throws {
        let folder = try TemporaryFolder()
        let directory = folder.path
        let valid = try NavigationStateStore.encode(tree.state(forPath: "/main/library/table-detail?id=3&sort=name"))
        let newer = Array(String(decoding: valid, as: UTF8.self).replacingOccurrences(of: "\"version\":1", with: "\"version\":99").utf8)
        let unknownScreen = Array(#"{"elements":[{"name":"nowhere","parameters":{},"presentedAs":{"push":{}}}],"version":1}"#.utf8)
        let wrongType = Array(#"{"elements":[{"name":"main","parameters":{"x":{"int":{"_0":1}}},"presentedAs":{"push":{}}}],"version":1}"#.utf8)
        let cases: [(String, [UInt8], String)] = [
            ("corrupt", Array("\u{1B}]0;pwned\u{7}not json\n".utf8), "corrupt"),
            ("truncated", Array(valid.prefix(valid.count / 2)), "truncated"),
            ("empty", [], "corrupt"),
            ("newer", newer, "newer"),
            ("unknown screen", unknownScreen, "nowhere"),
            ("wrong parameter", wrongType, "main"),
            ("too large", Array(repeating: UInt8(ascii: " "), count: NavigationStateStore.maxFileBytes + 10), "larger"),
        ]
        for (name, bytes, mention) in cases {
            let path = directory + "/\(name).json"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let warnings = Warnings()
            let store = NavigationStateStore(path: path, clock: ManualClock()) { warnings.lines.append($0) }
            #expect(store.restore(validatingWith: tree) == nil, "\(name)")
            #expect(warnings.lines.count == 1, "\(name)")
            let line = warnings.lines.first ?? ""
            #expect(line.contains(mention) && line.contains("default"), "\(name): \(line)")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 }, "\(name): \(line)")
            guard name != "newer" else { continue }
            // Nothing is lost: the file is kept aside before a new state is saved over its path.
            #expect(line.contains("kept as"), "\(name): \(line)")
            #expect(!store.isReadOnly, "\(name)")
            let main = try tree.state(forPath: "/main")
            store.update(main)
            store.flush()
            #expect(try Data(contentsOf: URL(fileURLWithPath: store.unreadableCopyPath)) == Data(bytes), "\(name)")
            #expect(NavigationStateStore(path: path, clock: ManualClock()) { _ in }.restore(validatingWith: tree) == main, "\(name)")
        }
        // A newer build's file is kept: nothing is written over it.
        let newerPath = directory + "/newer.json"
        let keeper = NavigationStateStore(path: newerPath, clock: ManualClock(), debounce: 0) { _ in }
        #expect(keeper.restore(validatingWith: tree) == nil && keeper.isReadOnly)
        keeper.update(try tree.state(forPath: "/main"))
        keeper.flush()
        #expect(try Data(contentsOf: URL(fileURLWithPath: newerPath)) == Data(newer))
        // A missing file is the normal first start: no warning.
        let missing = NavigationStateStore(path: directory + "/none.json", clock: ManualClock()) { Issue.record("warning: \($0)") }
        #expect(missing.restore(validatingWith: tree) == nil)
        // A directory where the file should be.
        let warnings = Warnings()
        let store = NavigationStateStore(path: directory, clock: ManualClock()) { warnings.lines.append($0) }
        #expect(store.restore(validatingWith: tree) == nil)
        #expect(warnings.lines.count == 1)
        #expect(store.isReadOnly && FileManager.default.fileExists(atPath: directory + "/corrupt.json.unreadable"))
    }

    @Test func aFailedSaveWarnsAndKeepsGoing() throws {
        let warnings = Warnings()
        let store = NavigationStateStore(path: "/proc/whim-no-such-dir/state.json", clock: ManualClock(), debounce: 0) { warnings.lines.append($0) }
        store.update(try tree.state(forPath: "/main"))
        store.tick()
        #expect(warnings.lines.count == 1)
        #expect(warnings.lines.first?.contains("not saved") == true)
    }

    @Test func temporariesOfAKilledWriterAreRemovedAtRestore() throws {
        let folder = try TemporaryFolder()
        let directory = folder.path
        let path = directory + "/state.json"
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory + "/.state.json.tmp-AbC123"))
        try Data("keep".utf8).write(to: URL(fileURLWithPath: directory + "/other.json"))
        let store = NavigationStateStore(path: path, clock: ManualClock()) { Issue.record("warning: \($0)") }
        try store.save(tree.state(forPath: "/main/missions"))
        #expect(store.restore(validatingWith: tree) == (try tree.state(forPath: "/main/missions")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["other.json", "state.json"])
    }

    @Test func defaultLocationFollowsXDG() {
        #expect(StateLocation.defaultPath(file: "a.json", environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/u"]) == "/x/state/whimcore/a.json")
        #expect(StateLocation.defaultPath(file: "a.json", environment: ["XDG_STATE_HOME": "", "HOME": "/home/u"]) == "/home/u/.local/state/whimcore/a.json")
        #expect(StateLocation.defaultPath(file: "a.json", environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]) == "/home/u/.local/state/whimcore/a.json")
        #expect(StateLocation.defaultPath(file: "a.json", environment: [:]) == nil)
    }
}

/// A writer child process killed with SIGKILL at random points during saves: every time, the next start
/// reads a valid state (the old one or a new one), never a torn file.
@Suite struct KilledWriterTests {
    @Test func everyStartAfterAKillReadsAValidState() throws {
        let executable = try #require(BuiltExecutable.path("nav-state-writer"), "nav-state-writer is built with the package (swift build)")
        let tree = try RouteTree(.screen("notes", nesting: .screen("note", parameters: [RouteParameter("title", .string)])))
        let folder = try TemporaryFolder()
        let path = folder.path + "/state.json"
        var rng = SeededRandom(seed: 2024)
        for round in 0..<25 {
            // The old state, then a writer that replaces it over and over until it is killed.
            let old = try tree.state(forPath: "/notes/note?title=round-\(round)")
            try NavigationStateStore(path: path, clock: ManualClock()) { _ in }.save(old)
            let oldBytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let child = Process()
            child.executableURL = URL(fileURLWithPath: executable)
            child.arguments = [path, String(round + 1)]
            try child.run()
            // Wait until it is saving (its first save landed), then kill it at a random point of its loop.
            var waited = 0
            while (try? Data(contentsOf: URL(fileURLWithPath: path))) == oldBytes, waited < 10_000 {
                usleep(1_000)
                waited += 1
            }
            usleep(UInt32.random(in: 0...15_000, using: &rng))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            #expect(waited < 10_000, "round \(round): the writer never saved")
            #expect(child.terminationReason == .uncaughtSignal, "round \(round): the writer was killed, not finished")
            let warnings = NavigationStateStoreTests.Warnings()
            let restored = NavigationStateStore(path: path, clock: ManualClock()) { warnings.lines.append($0) }.restore(validatingWith: tree)
            #expect(restored != nil && warnings.lines.isEmpty, "round \(round): \(warnings.lines)")
            // A whole state the writer saved (titles of x's), never a mix.
            if case let .string(title)? = restored?.top?.parameters["title"] {
                #expect(title.allSatisfy { $0 == "x" }, "round \(round)")
            } else {
                Issue.record("round \(round): no title in \(String(describing: restored))")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent) == ["state.json"])
    }
}

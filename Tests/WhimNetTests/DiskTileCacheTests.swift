import Foundation
import Synchronization
import Testing
import WhimFiles
import WhimNet
import WhimTestSupport

/// The disk cache on its own: what it keeps within its budget, across instances and processes, and what it
/// does with damaged files and directories it cannot write.
@Suite struct DiskTileCacheTests {
    /// A counter for recency stamps, so the order of uses is exact.
    final class Counter: Sendable {
        private let value = Mutex<Int64>(0)
        func next() -> Int64 { value.withLock { $0 += 1; return $0 } }
    }

    final class Flag: Sendable {
        private let value = Mutex(false)
        func set() { value.withLock { $0 = true } }
        var isSet: Bool { value.withLock { $0 } }
    }

    /// The warnings a cache gave.
    final class Warnings: Sendable {
        private let messages = Mutex<[String]>([])
        func add(_ message: String) { messages.withLock { $0.append(message) } }
        var all: [String] { messages.withLock { $0 } }
    }

    private func openCache(_ folder: String, budget: Int, counter: Counter = Counter(), warnings: Warnings = Warnings(),
                       writer: @escaping AtomicFile.ChunkWriter = AtomicFile.systemWriter) -> DiskTileCache {
        DiskTileCache(directory: folder, budget: budget, stamp: { counter.next() }, warn: { warnings.add($0) }, writer: writer)
    }

    @Test func entriesRoundTripAcrossInstances() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/cache/whimcore"
        var random = SeededRandom(seed: 3)
        var stored: [String: DiskTileCache.Entry] = [:]
        let first = openCache(path, budget: 1 << 30)
        for index in 0 ..< 40 {
            let etag: String? = index % 3 == 0 ? nil : "\"e\(index)\""
            let modified: String? = index % 2 == 0 ? nil : "Tue, 1 Dec 2026 10:00:0\(index % 10) GMT"
            let entry = DiskTileCache.Entry(body: sampleBytes(Int.random(in: 0 ... 3000, using: &random), seed: UInt64(index)),
                                            validators: HTTPValidators(etag: etag, lastModified: modified))
            let key = "tile http://example.org/\(index).mvt"
            first.store(entry, for: key)
            stored[key] = entry
        }
        let second = openCache(path, budget: 1 << 30)
        for (key, entry) in stored { #expect(second.entry(for: key) == entry) }
        #expect(second.entry(for: "tile http://example.org/none.mvt") == nil)
        #expect(second.storedBytes() == stored.reduce(0) { $0 + DiskTileCache.storedSize(of: $1.value, key: $1.key) })
    }

    /// Property: over a random walk of stores and reads, the cache holds exactly what a reference LRU of the
    /// same budget holds, with the same bodies.
    @Test(arguments: [1, 2, 3]) func keepsWhatAReferenceLRUKeeps(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        let budget = 6000
        let cache = openCache(folder.path, budget: budget)
        var model: [(key: String, entry: DiskTileCache.Entry)] = [] // least recently used first
        var random = SeededRandom(seed: seed)
        for step in 0 ..< 400 {
            let key = "k\(Int.random(in: 0 ..< 14, using: &random))"
            if Bool.random(using: &random) || step < 10 {
                let entry = DiskTileCache.Entry(body: sampleBytes(Int.random(in: 0 ... 1400, using: &random), seed: UInt64(step)),
                                                validators: HTTPValidators(etag: "\"\(step)\""))
                cache.store(entry, for: key)
                model.removeAll { $0.key == key }
                if DiskTileCache.storedSize(of: entry, key: key) <= budget { model.append((key, entry)) }
                while model.reduce(0, { $0 + DiskTileCache.storedSize(of: $1.entry, key: $1.key) }) > budget { model.removeFirst() }
            } else {
                let held = cache.entry(for: key)
                let index = model.firstIndex { $0.key == key }
                #expect(held == index.map { model[$0].entry }, "step \(step): \(key)")
                if let index { model.append(model.remove(at: index)) }
            }
            for probe in 0 ..< 14 {
                #expect(cache.holds("k\(probe)") == model.contains { $0.key == "k\(probe)" }, "step \(step): k\(probe)")
            }
            #expect(cache.storedBytes() == model.reduce(0) { $0 + DiskTileCache.storedSize(of: $1.entry, key: $1.key) })
        }
    }

    @Test func anEntryOverTheWholeBudgetIsNotKept() throws {
        let folder = try TemporaryFolder()
        let cache = openCache(folder.path, budget: 500)
        cache.store(DiskTileCache.Entry(body: [1, 2, 3]), for: "a")
        #expect(cache.holds("a"))
        cache.store(DiskTileCache.Entry(body: [UInt8](repeating: 7, count: 600)), for: "a")
        #expect(!cache.holds("a"), "the older, now stale copy goes too")
        #expect(cache.storedBytes() == 0)
    }

    /// Every way of damaging a stored file reads as a miss, and the file is removed.
    @Test func aDamagedFileIsAMissAndRemoved() throws {
        let folder = try TemporaryFolder()
        let cache = openCache(folder.path, budget: 1 << 20)
        let entry = DiskTileCache.Entry(body: sampleBytes(300, seed: 1), validators: HTTPValidators(etag: "\"x\""))
        cache.store(entry, for: "key")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("e") }
        #expect(files.count == 1)
        let path = folder.path + "/" + files[0]
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        var damaged: [[UInt8]] = [Array(good.prefix(good.count - 1)), Array(good.prefix(20)), [], good + [0]]
        for position in [0, 9, 21, 30, 36, 40, good.count - 1] {
            var copy = good
            copy[position] ^= 0x5A
            damaged.append(copy)
        }
        for bytes in damaged {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(cache.entry(for: "key") == nil)
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        try Data(good).write(to: URL(fileURLWithPath: path))
        #expect(cache.entry(for: "key") == entry, "the undamaged file reads back")
    }

    /// A disk that fills up (the writer's `ENOSPC`): one warning, writing stops, what is there still reads.
    @Test func aFullDiskStopsWritingWithOneWarning() throws {
        let folder = try TemporaryFolder()
        let warnings = Warnings()
        let full = Flag()
        let writer: AtomicFile.ChunkWriter = { fd, chunk in
            if full.isSet { errno = ENOSPC; return -1 }
            return AtomicFile.systemWriter(fd, chunk)
        }
        let cache = openCache(folder.path, budget: 1 << 20, warnings: warnings, writer: writer)
        cache.store(DiskTileCache.Entry(body: [1]), for: "before")
        full.set()
        for index in 0 ..< 10 { cache.store(DiskTileCache.Entry(body: [UInt8](repeating: 1, count: 100)), for: "k\(index)") }
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("No space left on device") == true)
        #expect(!cache.isWritable)
        #expect(cache.entry(for: "before") == DiskTileCache.Entry(body: [1]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains(".tmp-") })
    }

    /// A real limit on file size (`RLIMIT_FSIZE`, in a child process): the same single warning.
    @Test func aFileSizeLimitStopsWritingWithOneWarning() throws {
        let writer = try #require(BuiltExecutable.path("cache-writer"), "cache-writer is not built (swift build --build-tests)")
        let folder = try TemporaryFolder()
        let result = try BuiltExecutable.run(writer, ["full", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "warnings=1 writable=false small=false")
        #expect(result.stderr.contains("File too large"))
    }

    /// A directory the process may not write: one warning, no entries, no crash. Mode 0500 binds everyone
    /// but root, who writes through it; as root the test uses `/proc/self`, a directory nobody can add to.
    @Test func aReadOnlyDirectoryStopsWritingWithOneWarning() throws {
        let folder = try TemporaryFolder()
        let path: String
        if geteuid() == 0 {
            path = "/proc/self"
        } else {
            path = folder.path + "/ro"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            chmod(path, 0o500)
        }
        defer { chmod(folder.path + "/ro", 0o700) }
        let warnings = Warnings()
        let cache = openCache(path, budget: 1 << 20, warnings: warnings)
        for index in 0 ..< 5 { cache.store(DiskTileCache.Entry(body: [1, 2, 3]), for: "k\(index)") }
        #expect(warnings.all.count == 1, "\(warnings.all)")
        #expect(!cache.isWritable)
        #expect(cache.entry(for: "k0") == nil)
    }

    @Test func aDirectoryThatCannotBeMadeIsNoCache() throws {
        let folder = try TemporaryFolder()
        try Data([1]).write(to: URL(fileURLWithPath: folder.path + "/file"))
        let warnings = Warnings()
        let cache = openCache(folder.path + "/file/cache", budget: 1 << 20, warnings: warnings)
        cache.store(DiskTileCache.Entry(body: [1]), for: "k")
        #expect(cache.entry(for: "k") == nil)
        #expect(warnings.all.count == 1)
        #expect(warnings.all.first?.contains("Not a directory") == true)
    }

    @Test func theDefaultDirectoryFollowsXDG() {
        #expect(DiskTileCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/whimcore")
        #expect(DiskTileCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/whimcore")
        #expect(DiskTileCache.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.cache/whimcore")
        #expect(DiskTileCache.defaultDirectory(environment: [:]) == nil)
    }

    // MARK: - Processes

    /// A body's length and bytes follow from its first 8 (as `cache-writer` makes them).
    static func isWhole(_ body: [UInt8]) -> Bool {
        guard body.count >= 16 else { return false }
        let generation = (0 ..< 8).reduce(UInt64(0)) { $0 | UInt64(body[$1]) << (8 * UInt64($1)) }
        return body.count == 16 + Int(generation % 50_000)
            && body.indices.dropFirst(8).allSatisfy { body[$0] == UInt8(truncatingIfNeeded: generation &* 31 &+ UInt64($0)) }
    }

    private func startWriter(_ directory: String, seed: Int, budget: Int, slow: Bool = false) throws -> Process {
        let writer = try #require(BuiltExecutable.path("cache-writer"), "cache-writer is not built (swift build --build-tests)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: writer)
        process.arguments = ["hammer", directory, String(seed), String(budget)] + (slow ? ["slow"] : [])
        try process.run()
        return process
    }

    /// Whether a writer's temporary file is in `directory`.
    private func hasTemporary(_ directory: String) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).contains { $0.contains(".tmp-") }
    }

    /// Two processes store and read the same keys under a budget that evicts all the time, while this one
    /// reads them too: every read is a whole body or a miss, in all three; a cache opened on the directory
    /// afterwards brings it within the budget.
    @Test func twoProcessesShareOneDirectory() throws {
        let folder = try TemporaryFolder()
        let budget = 120_000
        let writers = try [startWriter(folder.path, seed: 11, budget: budget), startWriter(folder.path, seed: 12, budget: budget)]
        defer { for writer in writers where writer.isRunning { kill(writer.processIdentifier, SIGKILL); writer.waitUntilExit() } }
        let reader = openCache(folder.path, budget: budget)
        var hits = 0
        let start = Date()
        while Date().timeIntervalSince(start) < 3 {
            for key in (0 ..< 8).map({ "k\($0)" }) {
                guard let held = reader.entry(for: key) else { continue }
                #expect(Self.isWhole(held.body), "\(key): a damaged body")
                hits += 1
            }
        }
        #expect(hits > 0)
        for writer in writers {
            #expect(writer.isRunning, "a writer stopped (status \(writer.terminationStatus)): it read a damaged body")
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
        }
        let reopened = openCache(folder.path, budget: budget)
        #expect(reopened.storedBytes() <= budget)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains(".tmp-") })
    }

    /// A writer killed at random moments mid-write leaves at most temporary files, which the next cache
    /// opened there removes; every entry left reads whole or as a miss. (The writer writes slowly, so
    /// most kills land inside a write.)
    @Test func aKillMidWriteLeavesWholeEntriesOrMisses() throws {
        let folder = try TemporaryFolder()
        var random = SeededRandom(seed: 8)
        var killedMidWrite = 0
        for round in 0 ..< 8 {
            let writer = try startWriter(folder.path, seed: 100 + round, budget: 1 << 20, slow: true)
            // This writer's first write under way (earlier rounds' entries are there already), then a
            // moment later, the kill.
            let start = Date()
            while !hasTemporary(folder.path), writer.isRunning, Date().timeIntervalSince(start) < 10 { usleep(200) }
            usleep(UInt32.random(in: 0 ... 20000, using: &random))
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            if hasTemporary(folder.path) { killedMidWrite += 1 }
            let reopened = openCache(folder.path, budget: 1 << 20)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains(".tmp-") })
            for key in (0 ..< 8).map({ "k\($0)" }) {
                if let held = reopened.entry(for: key) { #expect(Self.isWhole(held.body), "round \(round), \(key)") }
            }
        }
        #expect(killedMidWrite >= 2, "kills landed inside a write in \(killedMidWrite) of 8 rounds")
    }
}

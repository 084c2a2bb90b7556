#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization
import WhimFiles

/// What the HTTP tile sources keep on disk (a tile's body with its ETag and Last-Modified, so a later
/// run revalidates instead of refetching, and an offline one still has it; and until when the server said
/// it stays fresh, so until then it is used without asking), within a byte budget: the least recently used
/// entries go first.
///
/// Each entry is one file, written to a temporary file, fsynced and renamed into place (`AtomicFile`),
/// and read whole behind a header carrying its lengths and a checksum, so several processes may share
/// the directory and a kill mid-write leaves at most a temporary file (removed by the next cache opened
/// there), never a half-written entry. A damaged entry reads as a miss and is removed. A directory that
/// cannot be made or written (read-only, full) turns writing off after one warning: the sources then
/// work as without a disk cache.
public final class DiskTileCache: Sendable {
    /// A stored response: its body and the validators to revalidate it with.
    public struct Entry: Sendable, Hashable {
        /// The response's body as it came (still gzipped if it was).
        public var body: [UInt8]
        /// The ETag and Last-Modified to revalidate it with (empty when the server sent none).
        public var validators: HTTPValidators
        /// Until when (on the cache's clock, `now()`) it may be used without asking the server; nil: it is
        /// revalidated before each use.
        public var freshUntil: Int64?

        /// An entry of `body` and its `validators`, fresh until `freshUntil`.
        public init(body: [UInt8], validators: HTTPValidators = HTTPValidators(), freshUntil: Int64? = nil) {
            self.body = body
            self.validators = validators
            self.freshUntil = freshUntil
        }
    }

    /// The directory the entries are in.
    public let directory: String
    /// The most bytes of entry files (headers included) kept.
    public let budget: Int
    /// The open directory, or -1 when it could not be made or opened (then nothing is read or written).
    private let descriptor: Int32
    private let stamp: @Sendable () -> Int64
    private let warn: @Sendable (String) -> Void
    private let writer: AtomicFile.ChunkWriter
    private let state: Mutex<State>

    private struct State {
        /// Bytes of the entries as this instance knows them: exact after a scan, plus what it stored since.
        var bytes = 0
        /// Stores since the last scan (other processes' entries are counted at the next scan).
        var storesSinceScan = 0
        /// The last recency stamp given, so this instance's stamps strictly increase.
        var lastStamp: Int64 = .min
        var writable = true
    }

    /// The budget when none is asked for: 256 MiB.
    public static let defaultBudget = 256 << 20
    /// Scans the directory after this many stores even within the budget, to count other processes' entries.
    static let storesPerScan = 64

    /// `$XDG_CACHE_HOME/whimcore`, else `$HOME/.cache/whimcore`; nil when neither variable is set.
    public static func defaultDirectory(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/whimcore" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/whimcore" }
        return nil
    }

    /// The wall clock in nanoseconds since 1970: the app's recency stamp, comparable across processes
    /// and runs (tests pass a counter).
    public static let wallClockStamp: @Sendable () -> Int64 = {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// Opens (making it when missing, mode 0700) the cache in `directory` keeping `budget` bytes. `stamp`
    /// gives recency stamps (later uses larger); `warn` is called once if the cache must stop writing;
    /// `writer` writes the files (a test's fails like a full disk).
    public init(directory: String, budget: Int = DiskTileCache.defaultBudget,
                stamp: @escaping @Sendable () -> Int64 = DiskTileCache.wallClockStamp,
                warn: @escaping @Sendable (String) -> Void, writer: @escaping AtomicFile.ChunkWriter = AtomicFile.systemWriter) {
        self.directory = directory
        self.budget = max(0, budget)
        self.stamp = stamp
        self.warn = warn
        self.writer = writer
        var made = Self.makeDirectories(directory)
        var fd: Int32 = -1
        if made == 0 {
            fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if fd < 0 { made = errno }
        }
        descriptor = fd
        state = Mutex(State(writable: fd >= 0))
        if fd < 0 {
            warn("disk cache \(directory): \(String(cString: strerror(made))); continuing without it")
            return
        }
        removeTemporaries()
        let total = scan().reduce(0) { $0 + $1.bytes }
        state.withLock { $0.bytes = total }
        if total > self.budget { evict() }
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Now on the cache's clock (the `stamp` it was opened with: nanoseconds since 1970 by default).
    public func now() -> Int64 { stamp() }

    /// Whether `entry` may be used without asking the server now.
    public func isFresh(_ entry: Entry) -> Bool { entry.freshUntil.map { now() < $0 } ?? false }

    /// The moment `seconds` from now on the cache's clock (nil for nil), for an entry's `freshUntil`.
    public func freshUntil(seconds: Double?) -> Int64? {
        guard let seconds, seconds.isFinite, seconds > 0 else { return nil }
        return now().addingReportingOverflow(Int64(min(seconds, HTTPResponse.maximumAge) * 1e9)).partialValue
    }

    /// False once writing failed (a read-only or full directory); entries already there are still read.
    public var isWritable: Bool { state.withLock { $0.writable } }

    /// The entry stored for `key`, marked as just used; nil when there is none or it is damaged (then it
    /// is removed).
    public func entry(for key: String) -> Entry? {
        guard descriptor >= 0 else { return nil }
        let name = Self.fileName(for: key)
        guard let bytes = readWhole(name) else { return nil }
        guard let entry = CacheEntryFile.decode(bytes, key: key) else {
            unlinkat(descriptor, name, 0)
            return nil
        }
        touch(name)
        return entry
    }

    /// Stores `entry` for `key`, replacing what was there, then drops the least recently used entries
    /// past the budget. An entry larger than the whole budget is not kept (nor an older one for the key).
    public func store(_ entry: Entry, for key: String) {
        guard descriptor >= 0, state.withLock({ $0.writable }) else { return }
        let name = Self.fileName(for: key)
        let bytes = CacheEntryFile.encode(entry, key: key)
        let replaced = fileSize(name)
        guard bytes.count <= budget else {
            if replaced > 0, unlinkat(descriptor, name, 0) == 0 { state.withLock { $0.bytes -= replaced } }
            return
        }
        let written: Bool = withWriterLock {
            do throws(AtomicFile.WriteError) {
                try AtomicFile.write(bytes, named: name, in: descriptor, shownAs: directory + "/" + name, writer: writer)
                return true
            } catch {
                stopWriting("\(error)")
                return false
            }
        }
        guard written else { return }
        touch(name)
        let over = state.withLock { state in
            state.bytes += bytes.count - replaced
            state.storesSinceScan += 1
            return state.bytes > budget || state.storesSinceScan >= Self.storesPerScan
        }
        if over { evict() }
    }

    /// Removes the entry for `key`, if any.
    public func remove(_ key: String) {
        guard descriptor >= 0 else { return }
        let name = Self.fileName(for: key)
        let size = fileSize(name)
        if unlinkat(descriptor, name, 0) == 0 { state.withLock { $0.bytes -= size } }
    }

    /// Whether an entry file for `key` is there (without reading it or marking it used).
    public func holds(_ key: String) -> Bool { descriptor >= 0 && fileSize(Self.fileName(for: key)) > 0 }

    /// The bytes of the entry files in the directory now (every process's).
    public func storedBytes() -> Int { scan().reduce(0) { $0 + $1.bytes } }

    /// The size of the file holding `entry` under `key`, which the budget counts.
    public static func storedSize(of entry: Entry, key: String) -> Int { CacheEntryFile.size(of: entry, key: key) }

    // MARK: - Files

    /// An entry's file name: `e` and 32 hex digits of the key's hash (the key itself is inside, so a
    /// collision reads as a miss).
    static func fileName(for key: String) -> String {
        let (a, b) = CacheEntryFile.hashes(Array(key.utf8))
        func hex(_ v: UInt64) -> String {
            let digits = String(v, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return "e" + hex(a) + hex(b)
    }

    private static func isEntryName(_ name: String) -> Bool { name.utf8.count == 33 && name.hasPrefix("e") }

    /// The lock file: writers hold it shared while writing, the cleaner exclusively while removing
    /// temporary files, so only a dead writer's temporaries are removed (a killed process's lock goes with it).
    private static let lockName = "lock"

    private func withWriterLock<T>(_ body: () -> T) -> T {
        let fd = openat(descriptor, Self.lockName, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if fd >= 0 { _ = flock(fd, LOCK_SH) }
        defer { if fd >= 0 { close(fd) } }
        return body()
    }

    /// Removes the temporary files of writers that died mid-write, when no writer is writing now.
    private func removeTemporaries() {
        let fd = openat(descriptor, Self.lockName, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return }
        for name in CacheDirectory.names(in: descriptor) where name.hasPrefix(".e") && name.contains(".tmp-") {
            unlinkat(descriptor, name, 0)
        }
    }

    private func stopWriting(_ reason: String) {
        let first = state.withLock { state in
            defer { state.writable = false }
            return state.writable
        }
        if first { warn("disk cache \(directory): \(reason); continuing without storing tiles") }
    }

    /// The size of entry file `name`, 0 when absent.
    private func fileSize(_ name: String) -> Int {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? Int(info.st_size) : 0
    }

    /// The whole regular file `name`, nil when absent or unreadable.
    private func readWhole(_ name: String) -> [UInt8]? {
        let fd = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= budget else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, $0.count - done, off_t(done)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            done += n
        }
        return bytes
    }

    /// Marks `name` used now: its modification time is the recency stamp.
    private func touch(_ name: String) {
        let now = state.withLock { state in
            state.lastStamp = max(stamp(), state.lastStamp &+ 1)
            return state.lastStamp
        }
        let (seconds, nanoseconds) = now.quotientAndRemainder(dividingBy: 1_000_000_000)
        let time = timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds))
        var times = [time, time]
        _ = utimensat(descriptor, name, &times, AT_SYMLINK_NOFOLLOW)
    }

    private struct Stored {
        var name: String
        var bytes: Int
        var used: timespec
    }

    /// The entry files now (one vanishing while listed is skipped).
    private func scan() -> [Stored] {
        guard descriptor >= 0 else { return [] }
        return CacheDirectory.names(in: descriptor).filter(Self.isEntryName).compactMap { name in
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            return Stored(name: name, bytes: Int(info.st_size), used: info.st_mtim)
        }
    }

    /// Drops the least recently used entries until the directory is within the budget.
    private func evict() {
        let stored = scan().sorted {
            ($0.used.tv_sec, $0.used.tv_nsec, $0.name) < ($1.used.tv_sec, $1.used.tv_nsec, $1.name)
        }
        var total = stored.reduce(0) { $0 + $1.bytes }
        for entry in stored where total > budget {
            // Another process may have removed it already: it is gone either way.
            unlinkat(descriptor, entry.name, 0)
            total -= entry.bytes
        }
        state.withLock { state in
            state.bytes = total
            state.storesSinceScan = 0
        }
    }

    /// Makes `path` and its missing parents (mode 0700); 0 or the `errno` of the step that failed.
    private static func makeDirectories(_ path: String) -> Int32 {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? 0 : ENOTDIR }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            let parent = makeDirectories(String(path[..<slash]))
            if parent != 0 { return parent }
        }
        return mkdir(path, 0o700) == 0 || errno == EEXIST ? 0 : errno
    }
}
